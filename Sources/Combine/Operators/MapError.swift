extension Publishers {
  /// A publisher that turns the error upstream fails with into another error.
  public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
    public typealias Output = Upstream.Output

    /// The publisher whose error is transformed.
    public let upstream: Upstream
    /// Turns upstream's error into the error sent.
    public let transform: (Upstream.Failure) -> Failure

    /// A publisher sending the values of `upstream`, and its error transformed by `transform`.
    public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
      self.upstream = upstream
      transform = map
    }

    /// A publisher sending the values of `upstream`, and its error transformed by `transform`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.relay(
        "MapError", to: subscriber,
        RelayHandler(
          receiveValue: { .send($0) },
          receiveCompletion: { [transform] in .complete($0, mapError: transform) }))
    }
  }
}

extension Publisher {
  /// Turns the error this publisher fails with into the error `transform` returns; values pass
  /// through unchanged.
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E)
    -> Publishers.MapError<
      Self, E
    >
  {
    Publishers.MapError(upstream: self, transform: transform)
  }
}
