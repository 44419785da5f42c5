extension Publishers {
  /// A publisher that cannot fail, given a failure type so that it fits with publishers that
  /// can.
  public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher
  where Upstream.Failure == Never {
    public typealias Output = Upstream.Output

    /// The publisher that cannot fail.
    public let upstream: Upstream

    /// `upstream`, seen as a publisher that may fail with `Failure`.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.relay(
        "SetFailureType", to: subscriber,
        RelayHandler(receiveValue: { .send($0) }, receiveCompletion: { _ in .finished }))
    }

    /// The same publisher with another failure type.
    public func setFailureType<E: Error>(to failureType: E.Type)
      -> Publishers.SetFailureType<
        Upstream, E
      >
    {
      Publishers.SetFailureType(upstream: upstream)
    }
  }
}

extension Publisher where Failure == Never {
  /// This publisher, which cannot fail, seen as one that may fail with `failureType`; it sends
  /// the same values and completion.
  public func setFailureType<E: Error>(to failureType: E.Type)
    -> Publishers.SetFailureType<
      Self, E
    >
  {
    Publishers.SetFailureType(upstream: self)
  }
}

extension Publishers.SetFailureType: Equatable where Upstream: Equatable {}
