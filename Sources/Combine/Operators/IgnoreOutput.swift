extension Publishers {
  /// A publisher that sends none of the upstream values, only its completion.
  public struct IgnoreOutput<Upstream: Publisher>: Publisher {
    public typealias Output = Never
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are ignored.
    public let upstream: Upstream

    /// A publisher sending only the completion of `upstream`.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.relay(
        "IgnoreOutput", to: subscriber, demand: .unlimited,
        RelayHandler(receiveValue: { _ in .drop }, receiveCompletion: { .complete($0) { $0 } }))
    }
  }
}

extension Publisher {
  /// Sends only this publisher's completion, asking it for unlimited values and dropping them.
  public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
    Publishers.IgnoreOutput(upstream: self)
  }
}

extension Publishers.IgnoreOutput: Equatable where Upstream: Equatable {}
