extension Publishers {
  /// A publisher that sends only the upstream values a closure includes.
  public struct Filter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are filtered.
    public let upstream: Upstream
    /// Whether a value is sent.
    public let isIncluded: (Upstream.Output) -> Bool

    /// A publisher sending the values of `upstream` that `isIncluded` accepts.
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.relay(
        "Filter", to: subscriber,
        RelayHandler(
          receiveValue: { [isIncluded] in isIncluded($0) ? .send($0) : .drop },
          receiveCompletion: { .complete($0) { $0 } }))
    }
  }

  /// A publisher that sends only the upstream values a closure that may throw includes; a
  /// thrown error cancels upstream and fails the publisher.
  public struct TryFilter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher whose values are filtered.
    public let upstream: Upstream
    /// Whether a value is sent, or throws.
    public let isIncluded: (Upstream.Output) throws -> Bool

    /// A publisher sending the values of `upstream` that `isIncluded` accepts.
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.relay(
        "TryFilter", to: subscriber,
        RelayHandler(
          receiveValue: { [isIncluded] value in
            .attempt { try isIncluded(value) ? .send(value) : .drop }
          },
          receiveCompletion: { .complete($0) }))
    }
  }
}

extension Publisher {
  /// Sends only the values `isIncluded` accepts; for each value left out it asks upstream for
  /// one more.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// Sends only the values `isIncluded` accepts; an error it throws cancels this publisher and
  /// fails downstream with it.
  public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool)
    -> Publishers.TryFilter<Self>
  {
    Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
  }
}
