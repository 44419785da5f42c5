extension Publishers {
  /// A publisher that sends a given value before finishing when upstream finishes without
  /// sending any.
  public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The value sent when upstream sends none.
    public let output: Upstream.Output
    /// The publisher that may send no value.
    public let upstream: Upstream

    /// A publisher sending the values of `upstream`, or `output` if it finishes without any.
    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var isEmpty = true
      upstream.relay(
        "ReplaceEmpty", to: subscriber,
        RelayHandler(
          receiveValue: {
            isEmpty = false
            return .send($0)
          },
          receiveCompletion: { [output] completion in
            guard case .finished = completion, isEmpty else { return .complete(completion) { $0 } }
            return .finish(sending: output)
          }))
    }
  }
}

extension Publisher {
  /// Sends `output`, then finishes, when this publisher finishes without sending a value; a
  /// failure passes through.
  public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
    Publishers.ReplaceEmpty(upstream: self, output: output)
  }
}
