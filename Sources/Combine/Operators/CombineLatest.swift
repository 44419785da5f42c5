extension Publishers {
  /// A publisher that sends a tuple of the latest values of two publishers whenever one of them
  /// sends a value, once each has sent one; it finishes when all have finished, and fails as
  /// soon as one fails.
  public struct CombineLatest<A, B>: Publisher
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
      let combined = CombineLatestSubscription(subscriber, count: 2) {
        ($0[0] as! A.Output, $0[1] as! B.Output)
      }
      combined.begin([combined.connection(to: a), combined.connection(to: b)])
    }
  }

  /// A publisher that sends a tuple of the latest values of three publishers whenever one of them
  /// sends a value, once each has sent one; it finishes when all have finished, and fails as
  /// soon as one fails.
  public struct CombineLatest3<A, B, C>: Publisher
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
      let combined = CombineLatestSubscription(subscriber, count: 3) {
        ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
      }
      combined.begin([
        combined.connection(to: a), combined.connection(to: b), combined.connection(to: c),
      ])
    }
  }

  /// A publisher that sends a tuple of the latest values of four publishers whenever one of them
  /// sends a value, once each has sent one; it finishes when all have finished, and fails as
  /// soon as one fails.
  public struct CombineLatest4<A, B, C, D>: Publisher
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
      let combined = CombineLatestSubscription(subscriber, count: 4) {
        ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output)
      }
      combined.begin([
        combined.connection(to: a), combined.connection(to: b), combined.connection(to: c),
        combined.connection(to: d),
      ])
    }
  }

}

extension Publishers.CombineLatest: Equatable where A: Equatable, B: Equatable {}

extension Publishers.CombineLatest3: Equatable where A: Equatable, B: Equatable, C: Equatable {}

extension Publishers.CombineLatest4: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}

extension Publisher {
  /// Tuples of the latest values of this publisher and another publisher, sent whenever one of
  /// them sends a value once each has sent one.
  public func combineLatest<P: Publisher>(_ other: P)
    -> Publishers.CombineLatest<Self, P>
  where Failure == P.Failure {
    Publishers.CombineLatest(self, other)
  }

  /// The latest values of this publisher and another publisher, combined by `transform` whenever
  /// one of them sends a value once each has sent one.
  public func combineLatest<P: Publisher, T>(
    _ other: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T>
  where Failure == P.Failure {
    Publishers.Map(upstream: Publishers.CombineLatest(self, other)) {
      transform($0.0, $0.1)
    }
  }

  /// Tuples of the latest values of this publisher and two other publishers, sent whenever one of
  /// them sends a value once each has sent one.
  public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
    -> Publishers.CombineLatest3<Self, P, Q>
  where Failure == P.Failure, Failure == Q.Failure {
    Publishers.CombineLatest3(self, publisher1, publisher2)
  }

  /// The latest values of this publisher and two other publishers, combined by `transform` whenever
  /// one of them sends a value once each has sent one.
  public func combineLatest<P: Publisher, Q: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
  where Failure == P.Failure, Failure == Q.Failure {
    Publishers.Map(upstream: Publishers.CombineLatest3(self, publisher1, publisher2)) {
      transform($0.0, $0.1, $0.2)
    }
  }

  /// Tuples of the latest values of this publisher and three other publishers, sent whenever one of
  /// them sends a value once each has sent one.
  public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(
    _ publisher1: P, _ publisher2: Q, _ publisher3: R
  )
    -> Publishers.CombineLatest4<Self, P, Q, R>
  where Failure == P.Failure, Failure == Q.Failure, Failure == R.Failure {
    Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
  }

  /// The latest values of this publisher and three other publishers, combined by `transform`
  /// whenever one of them sends a value once each has sent one.
  public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ publisher3: R,
    _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
  where Failure == P.Failure, Failure == Q.Failure, Failure == R.Failure {
    Publishers.Map(upstream: Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)) {
      transform($0.0, $0.1, $0.2, $0.3)
    }
  }
}

/// The subscription of ``Publishers/CombineLatest`` and its kin: it keeps the latest value of
/// each source and, once each has sent one, sends their combination at every value. The
/// subscriber is asked for values as it asks; a combination it has not asked for waits, and is
/// replaced by the next one (as Apple's, which keeps one value of each upstream).
final class CombineLatestSubscription<Output, Failure: Error>: IndexedFanIn<Output, Failure>,
  @unchecked Sendable
{
  private var latest: [Any?]

  init<S: Subscriber>(_ downstream: S, count: Int, combine: @escaping ([Any]) -> Output)
  where S.Input == Output, S.Failure == Failure {
    latest = Array(repeating: nil, count: count)
    super.init(downstream, combine: combine)
  }

  override func receive(_ value: Any, at index: Int) {
    let values: [Any]? = lock.withLock {
      latest[index] = value
      let known = latest.compactMap { $0 }
      return known.count == latest.count ? known : nil
    }
    if let values { send(combine(values), replacingUnsent: true) }
  }
}
