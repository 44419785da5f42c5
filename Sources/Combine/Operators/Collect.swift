extension Publishers {
  /// A publisher that sends all the upstream values as one array, once upstream finishes.
  public struct Collect<Upstream: Publisher>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are collected.
    public let upstream: Upstream

    /// A publisher sending all the values of `upstream` as one array.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var values: Output = []
      upstream.relay(
        "Collect", to: subscriber, demand: .unlimited,
        RelayHandler(
          receiveValue: {
            values.append($0)
            return .drop
          },
          receiveCompletion: { completion in
            guard case .finished = completion else { return .complete(completion) { $0 } }
            return .finish(sending: values)
          }))
    }
  }

  /// A publisher that sends the upstream values in arrays of a given size, and the values left
  /// over when upstream finishes.
  public struct CollectByCount<Upstream: Publisher>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are collected.
    public let upstream: Upstream
    /// How many values each array holds.
    public let count: Int

    /// A publisher sending the values of `upstream` in arrays of `count`.
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var buffer: [Upstream.Output] = []
      upstream.relay(
        "CollectByCount", to: subscriber, demand: .multiplied(count),
        RelayHandler(
          receiveValue: { [count] value in
            buffer.append(value)
            guard buffer.count >= count else { return .drop }
            defer { buffer = [] }
            return .send(buffer)
          },
          receiveCompletion: { completion in
            guard case .finished = completion else { return .complete(completion) { $0 } }
            return .finish(sending: buffer.isEmpty ? nil : buffer)
          }))
    }
  }
}

extension Publisher {
  /// Sends all the values as one array once this publisher finishes (an empty array if it sent
  /// none); if it fails, sends the error and no array.
  public func collect() -> Publishers.Collect<Self> {
    Publishers.Collect(upstream: self)
  }

  /// Sends the values in arrays of `count`, and the values left over when this publisher
  /// finishes; if it fails, sends the error and drops the values held. Asks upstream for
  /// `count` values for each array downstream asks for.
  public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
    Publishers.CollectByCount(upstream: self, count: count)
  }
}

extension Publishers.Collect: Equatable where Upstream: Equatable {}
extension Publishers.CollectByCount: Equatable where Upstream: Equatable {}
