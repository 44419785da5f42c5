extension Publishers {
  /// A publisher that leaves out a given number of upstream values, then sends the rest.
  public struct Drop<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose first values are left out.
    public let upstream: Upstream
    /// How many values are left out.
    public let count: Int

    /// A publisher sending the values of `upstream` after its first `count`.
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var left = count
      upstream.drop { _ in
        left -= 1
        return left >= 0
      }
      .receive(subscriber: subscriber)
    }
  }

  /// A publisher that leaves out upstream values while a closure accepts them, then sends the
  /// rest.
  public struct DropWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose first values are left out.
    public let upstream: Upstream
    /// Whether to leave out a value; not called again once it returns false.
    public let predicate: (Upstream.Output) -> Bool

    /// A publisher sending the values of `upstream` from the first one `predicate` rejects.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var isDropping = true
      upstream.relay(
        "DropWhile", to: subscriber,
        RelayHandler(
          receiveValue: { [predicate] value in
            isDropping = isDropping && predicate(value)
            return isDropping ? .drop : .send(value)
          },
          receiveCompletion: { .complete($0) { $0 } }))
    }
  }

  /// A publisher that leaves out upstream values while a closure that may throw accepts them,
  /// then sends the rest; a thrown error cancels upstream and fails the publisher.
  public struct TryDropWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher whose first values are left out.
    public let upstream: Upstream
    /// Whether to leave out a value, or throws; not called again once it returns false.
    public let predicate: (Upstream.Output) throws -> Bool

    /// A publisher sending the values of `upstream` from the first one `predicate` rejects.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var isDropping = true
      upstream.relay(
        "TryDropWhile", to: subscriber,
        RelayHandler(
          receiveValue: { [predicate] value in
            .attempt {
              isDropping = try isDropping && predicate(value)
              return isDropping ? .drop : .send(value)
            }
          },
          receiveCompletion: { .complete($0) }))
    }
  }
}

extension Publisher {
  /// Leaves out the first `count` values and sends the rest; for each value left out it asks
  /// upstream for one more.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }

  /// Leaves out values while `predicate` accepts them, then sends every value from the first it
  /// rejects.
  public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
    Publishers.DropWhile(upstream: self, predicate: predicate)
  }

  /// Leaves out values while `predicate` accepts them, then sends the rest; an error it throws
  /// cancels this publisher and fails downstream with it.
  public func tryDrop(while predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryDropWhile<Self>
  {
    Publishers.TryDropWhile(upstream: self, predicate: predicate)
  }
}

extension Publishers.Drop: Equatable where Upstream: Equatable {}
