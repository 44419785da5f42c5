extension Publishers {
  /// A publisher that sends the last upstream value once upstream finishes.
  public struct Last<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose last value is sent.
    public let upstream: Upstream

    /// A publisher sending the last value of `upstream`.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.last { _ in true }.receive(subscriber: subscriber)
    }
  }

  /// A publisher that sends the last upstream value a closure accepts, once upstream finishes.
  public struct LastWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are tested.
    public let upstream: Upstream
    /// Whether a value may be the one sent.
    public let predicate: (Upstream.Output) -> Bool

    /// A publisher sending the last value of `upstream` that `predicate` accepts.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var last: Output?
      upstream.relay(
        "LastWhere", to: subscriber, demand: .unlimited,
        RelayHandler(
          receiveValue: { [predicate] value in
            if predicate(value) { last = value }
            return .drop
          },
          receiveCompletion: { completion in
            guard case .finished = completion else { return .complete(completion) { $0 } }
            return .finish(sending: last)
          }))
    }
  }

  /// A publisher that sends the last upstream value a closure that may throw accepts, once
  /// upstream finishes; a thrown error cancels upstream and fails the publisher.
  public struct TryLastWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher whose values are tested.
    public let upstream: Upstream
    /// Whether a value may be the one sent, or throws.
    public let predicate: (Upstream.Output) throws -> Bool

    /// A publisher sending the last value of `upstream` that `predicate` accepts.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var last: Output?
      upstream.relay(
        "TryLastWhere", to: subscriber, demand: .unlimited,
        RelayHandler(
          receiveValue: { [predicate] value in
            .attempt {
              if try predicate(value) { last = value }
              return .drop
            }
          },
          receiveCompletion: { completion in
            guard case .finished = completion else { return .complete(completion) }
            return .finish(sending: last)
          }))
    }
  }
}

extension Publisher {
  /// Sends the last value once this publisher finishes (nothing if it sent none); asks this
  /// publisher for unlimited values.
  public func last() -> Publishers.Last<Self> {
    Publishers.Last(upstream: self)
  }

  /// Sends the last value `predicate` accepts once this publisher finishes (nothing if none).
  public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
    Publishers.LastWhere(upstream: self, predicate: predicate)
  }

  /// Sends the last value `predicate` accepts once this publisher finishes; an error it throws
  /// cancels this publisher and fails downstream with it.
  public func tryLast(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryLastWhere<Self>
  {
    Publishers.TryLastWhere(upstream: self, predicate: predicate)
  }
}

extension Publishers.Last: Equatable where Upstream: Equatable {}
