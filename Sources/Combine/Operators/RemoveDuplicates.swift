extension Publishers {
  /// A publisher that leaves out each value that a closure finds a duplicate of the last value
  /// sent.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are filtered.
    public let upstream: Upstream
    /// Whether the last value sent (first argument) and a new value are duplicates.
    public let predicate: (Output, Output) -> Bool

    /// A publisher sending the values of `upstream` except consecutive duplicates.
    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var last: Output?
      upstream.relay(
        "RemoveDuplicates", to: subscriber,
        RelayHandler(
          receiveValue: { [predicate] value in
            if let previous = last, predicate(previous, value) { return .drop }
            last = value
            return .send(value)
          },
          receiveCompletion: { .complete($0) { $0 } }))
    }
  }

  /// A publisher that leaves out each value that a closure, which may throw, finds a duplicate
  /// of the last value sent; a thrown error cancels upstream and fails the publisher.
  public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher whose values are filtered.
    public let upstream: Upstream
    /// Whether the last value sent (first argument) and a new value are duplicates, or throws.
    public let predicate: (Output, Output) throws -> Bool

    /// A publisher sending the values of `upstream` except consecutive duplicates.
    public init(upstream: Upstream, predicate: @escaping (Output, Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var last: Output?
      upstream.relay(
        "TryRemoveDuplicates", to: subscriber,
        RelayHandler(
          receiveValue: { [predicate] value in
            .attempt {
              if let previous = last, try predicate(previous, value) { return .drop }
              last = value
              return .send(value)
            }
          },
          receiveCompletion: { .complete($0) }))
    }
  }
}

extension Publisher where Output: Equatable {
  /// Leaves out each value equal to the last value sent; for each value left out it asks
  /// upstream for one more.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    removeDuplicates(by: ==)
  }
}

extension Publisher {
  /// Leaves out each value that `predicate` finds a duplicate of the last value sent (its first
  /// argument).
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// Leaves out each value that `predicate` finds a duplicate of the last value sent; an error
  /// it throws cancels this publisher and fails downstream with it.
  public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool)
    -> Publishers.TryRemoveDuplicates<Self>
  {
    Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
  }
}
