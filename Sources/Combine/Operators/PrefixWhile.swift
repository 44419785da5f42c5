extension Publishers {
  /// A publisher that sends upstream values while a closure accepts them, and finishes at the
  /// first it rejects.
  public struct PrefixWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose first values are sent.
    public let upstream: Upstream
    /// Whether to send a value; the first value it rejects ends the publisher.
    public let predicate: (Upstream.Output) -> Bool

    /// A publisher sending the values of `upstream` until one that `predicate` rejects.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.relay(
        "PrefixWhile", to: subscriber,
        RelayHandler(
          receiveValue: { [predicate] in predicate($0) ? .send($0) : .end(.finished) },
          receiveCompletion: { .complete($0) { $0 } }))
    }
  }

  /// A publisher that sends upstream values while a closure that may throw accepts them, and
  /// finishes at the first it rejects; a thrown error cancels upstream and fails the publisher.
  public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher whose first values are sent.
    public let upstream: Upstream
    /// Whether to send a value, or throws; the first value it rejects ends the publisher.
    public let predicate: (Upstream.Output) throws -> Bool

    /// A publisher sending the values of `upstream` until one that `predicate` rejects.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.relay(
        "TryPrefixWhile", to: subscriber,
        RelayHandler(
          receiveValue: { [predicate] value in
            .attempt { try predicate(value) ? .send(value) : .end(.finished) }
          },
          receiveCompletion: { .complete($0) }))
    }
  }
}

extension Publisher {
  /// Sends values while `predicate` accepts them; at the first it rejects, finishes and cancels
  /// this publisher.
  public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
    Publishers.PrefixWhile(upstream: self, predicate: predicate)
  }

  /// Sends values while `predicate` accepts them, then finishes; an error it throws cancels this
  /// publisher and fails downstream with it.
  public func tryPrefix(while predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryPrefixWhile<Self>
  {
    Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
  }
}
