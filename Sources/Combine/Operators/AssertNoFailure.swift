extension Publishers {
  /// A publisher that stops the program if upstream fails.
  public struct AssertNoFailure<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Never

    /// The publisher expected never to fail.
    public let upstream: Upstream
    /// Text put before the error in the message.
    public let prefix: String
    /// The file named in the message.
    public let file: StaticString
    /// The line named in the message.
    public let line: UInt

    /// A publisher sending the values of `upstream`, which stops the program if it fails.
    public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
      self.upstream = upstream
      self.prefix = prefix
      self.file = file
      self.line = line
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.relay(
        "AssertNoFailure", to: subscriber,
        RelayHandler(
          receiveValue: { .send($0) },
          receiveCompletion: { [prefix, file, line] completion in
            guard case .failure(let error) = completion else { return .finished }
            let lead = prefix.isEmpty ? "" : prefix + ": "
            fatalError("\(lead)\(error)", file: file, line: line)
          }))
    }
  }
}

extension Publisher {
  /// Stops the program with a message (led by `prefix`, naming `file` and `line`) if this
  /// publisher fails; the result cannot fail.
  public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line)
    -> Publishers.AssertNoFailure<Self>
  {
    Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
  }
}
