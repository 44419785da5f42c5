extension Publishers {
  /// A publisher that sends the first upstream value, then finishes.
  public struct First<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose first value is sent.
    public let upstream: Upstream

    /// A publisher sending the first value of `upstream`.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.first { _ in true }.receive(subscriber: subscriber)
    }
  }

  /// A publisher that sends the first upstream value a closure accepts, then finishes.
  public struct FirstWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are tested.
    public let upstream: Upstream
    /// Whether a value is the one sent.
    public let predicate: (Upstream.Output) -> Bool

    /// A publisher sending the first value of `upstream` that `predicate` accepts.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.relay(
        "FirstWhere", to: subscriber, demand: .unlimited,
        RelayHandler(
          receiveValue: { [predicate] in predicate($0) ? .end(.finish(sending: $0)) : .drop },
          receiveCompletion: { .complete($0) { $0 } }))
    }
  }

  /// A publisher that sends the first upstream value a closure that may throw accepts, then
  /// finishes; a thrown error cancels upstream and fails the publisher.
  public struct TryFirstWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher whose values are tested.
    public let upstream: Upstream
    /// Whether a value is the one sent, or throws.
    public let predicate: (Upstream.Output) throws -> Bool

    /// A publisher sending the first value of `upstream` that `predicate` accepts.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.relay(
        "TryFirstWhere", to: subscriber, demand: .unlimited,
        RelayHandler(
          receiveValue: { [predicate] value in
            .attempt { try predicate(value) ? .end(.finish(sending: value)) : .drop }
          },
          receiveCompletion: { .complete($0) }))
    }
  }
}

extension Publisher {
  /// Sends the first value, then finishes and cancels this publisher; finishes with no value if
  /// this publisher finishes first.
  public func first() -> Publishers.First<Self> {
    Publishers.First(upstream: self)
  }

  /// Sends the first value `predicate` accepts, then finishes and cancels this publisher.
  public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
    Publishers.FirstWhere(upstream: self, predicate: predicate)
  }

  /// Sends the first value `predicate` accepts, then finishes; an error it throws cancels this
  /// publisher and fails downstream with it.
  public func tryFirst(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryFirstWhere<Self>
  {
    Publishers.TryFirstWhere(upstream: self, predicate: predicate)
  }
}

extension Publishers.First: Equatable where Upstream: Equatable {}
