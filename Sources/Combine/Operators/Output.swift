extension Publishers {
  /// A publisher that sends the upstream values whose positions fall in a range, then finishes.
  public struct Output<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are counted.
    public let upstream: Upstream
    /// The positions (from 0) of the values sent.
    public let range: CountableRange<Int>

    /// A publisher sending the values of `upstream` at the positions in `range`.
    public init(upstream: Upstream, range: CountableRange<Int>) {
      precondition(range.lowerBound >= 0, "the positions of values start at 0")
      self.upstream = upstream
      self.range = range
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Upstream.Output, S.Failure == Failure {
      var position = -1
      upstream.relay(
        "Output", to: subscriber,
        RelayHandler(
          receiveValue: { [range] value in
            position += 1
            if range.isEmpty || position >= range.upperBound { return .end(.finished) }
            if position < range.lowerBound { return .drop }
            return position == range.upperBound - 1 ? .end(.finish(sending: value)) : .send(value)
          },
          receiveCompletion: { .complete($0) { $0 } }))
    }
  }
}

extension Publisher {
  /// Sends the first `maxLength` values, then finishes and cancels this publisher.
  public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
    output(in: 0..<maxLength)
  }

  /// Sends only the value at position `index` (from 0), then finishes and cancels this
  /// publisher; for each value before it, asks upstream for one more.
  public func output(at index: Int) -> Publishers.Output<Self> {
    output(in: index...index)
  }

  /// Sends only the values at the positions in `range` (from 0), then finishes and cancels this
  /// publisher.
  public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self>
  where R.Bound == Int {
    Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
  }
}

extension Publishers.Output: Equatable where Upstream: Equatable {}
