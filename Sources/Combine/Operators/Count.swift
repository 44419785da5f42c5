extension Publishers {
  /// A publisher that sends how many values upstream sent, once it finishes.
  public struct Count<Upstream: Publisher>: Publisher {
    public typealias Output = Int
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are counted.
    public let upstream: Upstream

    /// A publisher sending the number of values of `upstream`.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.reduce(0) { count, _ in count + 1 }.receive(subscriber: subscriber)
    }
  }
}

extension Publisher {
  /// Sends the number of values this publisher sent, once it finishes.
  public func count() -> Publishers.Count<Self> {
    Publishers.Count(upstream: self)
  }
}

extension Publishers.Count: Equatable where Upstream: Equatable {}
