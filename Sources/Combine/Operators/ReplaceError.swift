extension Publishers {
  /// A publisher that, when upstream fails, sends a given value and finishes instead.
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Never

    /// The value sent in place of the error.
    public let output: Upstream.Output
    /// The publisher whose error is replaced.
    public let upstream: Upstream

    /// A publisher sending the values of `upstream`, and `output` then finished if it fails.
    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.relay(
        "ReplaceError", to: subscriber,
        RelayHandler(
          receiveValue: { .send($0) },
          receiveCompletion: { [output] completion in
            guard case .failure = completion else { return .finished }
            return .finish(sending: output)
          }))
    }
  }
}

extension Publisher {
  /// Sends `output` and finishes if this publisher fails, so the result cannot fail; the value
  /// waits until downstream asks for one.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }
}

extension Publishers.ReplaceError: Equatable
where Upstream: Equatable, Upstream.Output: Equatable {}
