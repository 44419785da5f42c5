extension Publishers {
  /// A publisher that pairs the values of two publishers in the order they came: it sends a
  /// tuple of the oldest value not yet sent of each, once each has one; it finishes when one has
  /// finished with no value left to pair, and fails as soon as one fails.
  public struct Zip<A, B>: Publisher
  where A: Publisher, B: Publisher, A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure

    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B

    /// A publisher combining the values of the two publishers.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let combined = ZipSubscription(subscriber, count: 2) {
        ($0[0] as! A.Output, $0[1] as! B.Output)
      }
      combined.begin([combined.connection(to: a), combined.connection(to: b)])
    }
  }

  /// A publisher that pairs the values of three publishers in the order they came: it sends a
  /// tuple of the oldest value not yet sent of each, once each has one; it finishes when one has
  /// finished with no value left to pair, and fails as soon as one fails.
  public struct Zip3<A, B, C>: Publisher
  where A: Publisher, B: Publisher, C: Publisher, A.Failure == B.Failure, A.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure

    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B
    /// The third publisher.
    public let c: C

    /// A publisher combining the values of the three publishers.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let combined = ZipSubscription(subscriber, count: 3) {
        ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
      }
      combined.begin([
        combined.connection(to: a), combined.connection(to: b), combined.connection(to: c),
      ])
    }
  }

  /// A publisher that pairs the values of four publishers in the order they came: it sends a
  /// tuple of the oldest value not yet sent of each, once each has one; it finishes when one has
  /// finished with no value left to pair, and fails as soon as one fails.
  public struct Zip4<A, B, C, D>: Publisher
  where
    A: Publisher, B: Publisher, C: Publisher, D: Publisher, A.Failure == B.Failure,
    A.Failure == C.Failure, A.Failure == D.Failure
  {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure

    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B
    /// The third publisher.
    public let c: C
    /// The fourth publisher.
    public let d: D

    /// A publisher combining the values of the four publishers.
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let combined = ZipSubscription(subscriber, count: 4) {
        ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output)
      }
      combined.begin([
        combined.connection(to: a), combined.connection(to: b), combined.connection(to: c),
        combined.connection(to: d),
      ])
    }
  }

}

extension Publishers.Zip: Equatable where A: Equatable, B: Equatable {}

extension Publishers.Zip3: Equatable where A: Equatable, B: Equatable, C: Equatable {}

extension Publishers.Zip4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}

extension Publisher {
  /// Tuples pairing the values of this publisher and another publisher in the order they came.
  public func zip<P: Publisher>(_ other: P)
    -> Publishers.Zip<Self, P>
  where Failure == P.Failure {
    Publishers.Zip(self, other)
  }

  /// The values of this publisher and another publisher, paired in the order they came and
  /// combined by `transform`.
  public func zip<P: Publisher, T>(
    _ other: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.Zip<Self, P>, T>
  where Failure == P.Failure {
    Publishers.Map(upstream: Publishers.Zip(self, other)) {
      transform($0.0, $0.1)
    }
  }

  /// Tuples pairing the values of this publisher and two other publishers in the order they came.
  public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
    -> Publishers.Zip3<Self, P, Q>
  where Failure == P.Failure, Failure == Q.Failure {
    Publishers.Zip3(self, publisher1, publisher2)
  }

  /// The values of this publisher and two other publishers, paired in the order they came and
  /// combined by `transform`.
  public func zip<P: Publisher, Q: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T>
  where Failure == P.Failure, Failure == Q.Failure {
    Publishers.Map(upstream: Publishers.Zip3(self, publisher1, publisher2)) {
      transform($0.0, $0.1, $0.2)
    }
  }

  /// Tuples pairing the values of this publisher and three other publishers in the order they came.
  public func zip<P: Publisher, Q: Publisher, R: Publisher>(
    _ publisher1: P, _ publisher2: Q, _ publisher3: R
  )
    -> Publishers.Zip4<Self, P, Q, R>
  where Failure == P.Failure, Failure == Q.Failure, Failure == R.Failure {
    Publishers.Zip4(self, publisher1, publisher2, publisher3)
  }

  /// The values of this publisher and three other publishers, paired in the order they came and
  /// combined by `transform`.
  public func zip<P: Publisher, Q: Publisher, R: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ publisher3: R,
    _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
  ) -> Publishers.Map<Publishers.Zip4<Self, P, Q, R>, T>
  where Failure == P.Failure, Failure == Q.Failure, Failure == R.Failure {
    Publishers.Map(upstream: Publishers.Zip4(self, publisher1, publisher2, publisher3)) {
      transform($0.0, $0.1, $0.2, $0.3)
    }
  }
}

/// The subscription of ``Publishers/Zip`` and its kin: it queues the values of each source, and
/// sends the combination of the oldest of each as soon as each source has one. It finishes when
/// a finished source has no value left to pair (no combination can follow), after the
/// combinations already made.
final class ZipSubscription<Output, Failure: Error>: IndexedFanIn<Output, Failure>,
  @unchecked Sendable
{
  private var queues: [[Any]]
  private var finished: Set<Int> = []

  init<S: Subscriber>(_ downstream: S, count: Int, combine: @escaping ([Any]) -> Output)
  where S.Input == Output, S.Failure == Failure {
    queues = Array(repeating: [], count: count)
    super.init(downstream, combine: combine)
  }

  override func receive(_ value: Any, at index: Int) {
    let (values, isExhausted): ([Any]?, Bool) = lock.withLock {
      queues[index].append(value)
      guard queues.allSatisfy({ !$0.isEmpty }) else { return (nil, false) }
      let oldest = queues.indices.map { queues[$0].removeFirst() }
      return (oldest, finished.contains { queues[$0].isEmpty })
    }
    if let values { send(combine(values)) }
    if isExhausted { finish() }
  }

  override func sourceFinished(_ id: Int) {
    let isExhausted = lock.withLock {
      finished.insert(id)
      return queues[id].isEmpty
    }
    if isExhausted { finish() }
  }

  override func didEnd() {
    lock.withLock { queues = queues.map { _ in [] } }
  }
}
