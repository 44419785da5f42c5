extension Publishers {
  /// A publisher that sends the values of two publishers of one kind, interleaved as they
  /// arrive; it finishes when all of them have finished, and fails as soon as one fails.
  public struct Merge<A, B>: Publisher
  where A: Publisher, B: Publisher, A.Failure == B.Failure, A.Output == B.Output {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// The first publisher merged.
    public let a: A
    /// The second publisher merged.
    public let b: B

    /// A publisher merging the values of the two publishers.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      FanInSubscription.merge([a.eraseToAnyPublisher(), b.eraseToAnyPublisher()], into: subscriber)
    }

    /// This merge with one more publisher of the same kind, as one Merge3.
    public func merge<Z: Publisher>(with z: Z)
      -> Publishers.Merge3<A, B, Z>
    where Z.Failure == Failure, Z.Output == Output {
      Publishers.Merge3(a, b, z)
    }

    /// This merge with two more publishers of the same kind, as one Merge4.
    public func merge<Z: Publisher, Y: Publisher>(with z: Z, _ y: Y)
      -> Publishers.Merge4<A, B, Z, Y>
    where Z.Failure == Failure, Z.Output == Output, Y.Failure == Failure, Y.Output == Output {
      Publishers.Merge4(a, b, z, y)
    }

    /// This merge with three more publishers of the same kind, as one Merge5.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher>(with z: Z, _ y: Y, _ x: X)
      -> Publishers.Merge5<A, B, Z, Y, X>
    where
      Z.Failure == Failure, Z.Output == Output, Y.Failure == Failure, Y.Output == Output,
      X.Failure == Failure, X.Output == Output
    {
      Publishers.Merge5(a, b, z, y, x)
    }

    /// This merge with four more publishers of the same kind, as one Merge6.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher>(
      with z: Z, _ y: Y, _ x: X, _ w: W
    )
      -> Publishers.Merge6<A, B, Z, Y, X, W>
    where
      Z.Failure == Failure, Z.Output == Output, Y.Failure == Failure, Y.Output == Output,
      X.Failure == Failure, X.Output == Output, W.Failure == Failure, W.Output == Output
    {
      Publishers.Merge6(a, b, z, y, x, w)
    }

    /// This merge with five more publishers of the same kind, as one Merge7.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher>(
      with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V
    )
      -> Publishers.Merge7<A, B, Z, Y, X, W, V>
    where
      Z.Failure == Failure, Z.Output == Output, Y.Failure == Failure, Y.Output == Output,
      X.Failure == Failure, X.Output == Output, W.Failure == Failure, W.Output == Output,
      V.Failure == Failure, V.Output == Output
    {
      Publishers.Merge7(a, b, z, y, x, w, v)
    }

    /// This merge with six more publishers of the same kind, as one Merge8.
    public func merge<
      Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher, U: Publisher
    >(with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V, _ u: U)
      -> Publishers.Merge8<A, B, Z, Y, X, W, V, U>
    where
      Z.Failure == Failure, Z.Output == Output, Y.Failure == Failure, Y.Output == Output,
      X.Failure == Failure, X.Output == Output, W.Failure == Failure, W.Output == Output,
      V.Failure == Failure, V.Output == Output, U.Failure == Failure, U.Output == Output
    {
      Publishers.Merge8(a, b, z, y, x, w, v, u)
    }
  }

  /// A publisher that sends the values of three publishers of one kind, interleaved as they
  /// arrive; it finishes when all of them have finished, and fails as soon as one fails.
  public struct Merge3<A, B, C>: Publisher
  where
    A: Publisher, B: Publisher, C: Publisher, A.Failure == B.Failure, A.Output == B.Output,
    A.Failure == C.Failure, A.Output == C.Output
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// The first publisher merged.
    public let a: A
    /// The second publisher merged.
    public let b: B
    /// The third publisher merged.
    public let c: C

    /// A publisher merging the values of the three publishers.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      FanInSubscription.merge(
        [a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()],
        into: subscriber)
    }

    /// This merge with one more publisher of the same kind, as one Merge4.
    public func merge<Z: Publisher>(with z: Z)
      -> Publishers.Merge4<A, B, C, Z>
    where Z.Failure == Failure, Z.Output == Output {
      Publishers.Merge4(a, b, c, z)
    }

    /// This merge with two more publishers of the same kind, as one Merge5.
    public func merge<Z: Publisher, Y: Publisher>(with z: Z, _ y: Y)
      -> Publishers.Merge5<A, B, C, Z, Y>
    where Z.Failure == Failure, Z.Output == Output, Y.Failure == Failure, Y.Output == Output {
      Publishers.Merge5(a, b, c, z, y)
    }

    /// This merge with three more publishers of the same kind, as one Merge6.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher>(with z: Z, _ y: Y, _ x: X)
      -> Publishers.Merge6<A, B, C, Z, Y, X>
    where
      Z.Failure == Failure, Z.Output == Output, Y.Failure == Failure, Y.Output == Output,
      X.Failure == Failure, X.Output == Output
    {
      Publishers.Merge6(a, b, c, z, y, x)
    }

    /// This merge with four more publishers of the same kind, as one Merge7.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher>(
      with z: Z, _ y: Y, _ x: X, _ w: W
    )
      -> Publishers.Merge7<A, B, C, Z, Y, X, W>
    where
      Z.Failure == Failure, Z.Output == Output, Y.Failure == Failure, Y.Output == Output,
      X.Failure == Failure, X.Output == Output, W.Failure == Failure, W.Output == Output
    {
      Publishers.Merge7(a, b, c, z, y, x, w)
    }

    /// This merge with five more publishers of the same kind, as one Merge8.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher>(
      with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V
    )
      -> Publishers.Merge8<A, B, C, Z, Y, X, W, V>
    where
      Z.Failure == Failure, Z.Output == Output, Y.Failure == Failure, Y.Output == Output,
      X.Failure == Failure, X.Output == Output, W.Failure == Failure, W.Output == Output,
      V.Failure == Failure, V.Output == Output
    {
      Publishers.Merge8(a, b, c, z, y, x, w, v)
    }
  }

  /// A publisher that sends the values of four publishers of one kind, interleaved as they
  /// arrive; it finishes when all of them have finished, and fails as soon as one fails.
  public struct Merge4<A, B, C, D>: Publisher
  where
    A: Publisher, B: Publisher, C: Publisher, D: Publisher, A.Failure == B.Failure,
    A.Output == B.Output, A.Failure == C.Failure, A.Output == C.Output, A.Failure == D.Failure,
    A.Output == D.Output
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// The first publisher merged.
    public let a: A
    /// The second publisher merged.
    public let b: B
    /// The third publisher merged.
    public let c: C
    /// The fourth publisher merged.
    public let d: D

    /// A publisher merging the values of the four publishers.
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      FanInSubscription.merge(
        [
          a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(),
          d.eraseToAnyPublisher(),
        ], into: subscriber)
    }

    /// This merge with one more publisher of the same kind, as one Merge5.
    public func merge<Z: Publisher>(with z: Z)
      -> Publishers.Merge5<A, B, C, D, Z>
    where Z.Failure == Failure, Z.Output == Output {
      Publishers.Merge5(a, b, c, d, z)
    }

    /// This merge with two more publishers of the same kind, as one Merge6.
    public func merge<Z: Publisher, Y: Publisher>(with z: Z, _ y: Y)
      -> Publishers.Merge6<A, B, C, D, Z, Y>
    where Z.Failure == Failure, Z.Output == Output, Y.Failure == Failure, Y.Output == Output {
      Publishers.Merge6(a, b, c, d, z, y)
    }

    /// This merge with three more publishers of the same kind, as one Merge7.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher>(with z: Z, _ y: Y, _ x: X)
      -> Publishers.Merge7<A, B, C, D, Z, Y, X>
    where
      Z.Failure == Failure, Z.Output == Output, Y.Failure == Failure, Y.Output == Output,
      X.Failure == Failure, X.Output == Output
    {
      Publishers.Merge7(a, b, c, d, z, y, x)
    }

    /// This merge with four more publishers of the same kind, as one Merge8.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher>(
      with z: Z, _ y: Y, _ x: X, _ w: W
    )
      -> Publishers.Merge8<A, B, C, D, Z, Y, X, W>
    where
      Z.Failure == Failure, Z.Output == Output, Y.Failure == Failure, Y.Output == Output,
      X.Failure == Failure, X.Output == Output, W.Failure == Failure, W.Output == Output
    {
      Publishers.Merge8(a, b, c, d, z, y, x, w)
    }
  }

  /// A publisher that sends the values of five publishers of one kind, interleaved as they
  /// arrive; it finishes when all of them have finished, and fails as soon as one fails.
  public struct Merge5<A, B, C, D, E>: Publisher
  where
    A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, A.Failure == B.Failure,
    A.Output == B.Output, A.Failure == C.Failure, A.Output == C.Output, A.Failure == D.Failure,
    A.Output == D.Output, A.Failure == E.Failure, A.Output == E.Output
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// The first publisher merged.
    public let a: A
    /// The second publisher merged.
    public let b: B
    /// The third publisher merged.
    public let c: C
    /// The fourth publisher merged.
    public let d: D
    /// The fifth publisher merged.
    public let e: E

    /// A publisher merging the values of the five publishers.
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      FanInSubscription.merge(
        [
          a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(),
          d.eraseToAnyPublisher(), e.eraseToAnyPublisher(),
        ], into: subscriber)
    }

    /// This merge with one more publisher of the same kind, as one Merge6.
    public func merge<Z: Publisher>(with z: Z)
      -> Publishers.Merge6<A, B, C, D, E, Z>
    where Z.Failure == Failure, Z.Output == Output {
      Publishers.Merge6(a, b, c, d, e, z)
    }

    /// This merge with two more publishers of the same kind, as one Merge7.
    public func merge<Z: Publisher, Y: Publisher>(with z: Z, _ y: Y)
      -> Publishers.Merge7<A, B, C, D, E, Z, Y>
    where Z.Failure == Failure, Z.Output == Output, Y.Failure == Failure, Y.Output == Output {
      Publishers.Merge7(a, b, c, d, e, z, y)
    }

    /// This merge with three more publishers of the same kind, as one Merge8.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher>(with z: Z, _ y: Y, _ x: X)
      -> Publishers.Merge8<A, B, C, D, E, Z, Y, X>
    where
      Z.Failure == Failure, Z.Output == Output, Y.Failure == Failure, Y.Output == Output,
      X.Failure == Failure, X.Output == Output
    {
      Publishers.Merge8(a, b, c, d, e, z, y, x)
    }
  }

  /// A publisher that sends the values of six publishers of one kind, interleaved as they
  /// arrive; it finishes when all of them have finished, and fails as soon as one fails.
  public struct Merge6<A, B, C, D, E, F>: Publisher
  where
    A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher,
    A.Failure == B.Failure, A.Output == B.Output, A.Failure == C.Failure, A.Output == C.Output,
    A.Failure == D.Failure, A.Output == D.Output, A.Failure == E.Failure, A.Output == E.Output,
    A.Failure == F.Failure, A.Output == F.Output
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// The first publisher merged.
    public let a: A
    /// The second publisher merged.
    public let b: B
    /// The third publisher merged.
    public let c: C
    /// The fourth publisher merged.
    public let d: D
    /// The fifth publisher merged.
    public let e: E
    /// The sixth publisher merged.
    public let f: F

    /// A publisher merging the values of the six publishers.
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      FanInSubscription.merge(
        [
          a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(),
          d.eraseToAnyPublisher(), e.eraseToAnyPublisher(), f.eraseToAnyPublisher(),
        ], into: subscriber)
    }

    /// This merge with one more publisher of the same kind, as one Merge7.
    public func merge<Z: Publisher>(with z: Z)
      -> Publishers.Merge7<A, B, C, D, E, F, Z>
    where Z.Failure == Failure, Z.Output == Output {
      Publishers.Merge7(a, b, c, d, e, f, z)
    }

    /// This merge with two more publishers of the same kind, as one Merge8.
    public func merge<Z: Publisher, Y: Publisher>(with z: Z, _ y: Y)
      -> Publishers.Merge8<A, B, C, D, E, F, Z, Y>
    where Z.Failure == Failure, Z.Output == Output, Y.Failure == Failure, Y.Output == Output {
      Publishers.Merge8(a, b, c, d, e, f, z, y)
    }
  }

  /// A publisher that sends the values of seven publishers of one kind, interleaved as they
  /// arrive; it finishes when all of them have finished, and fails as soon as one fails.
  public struct Merge7<A, B, C, D, E, F, G>: Publisher
  where
    A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher,
    G: Publisher, A.Failure == B.Failure, A.Output == B.Output, A.Failure == C.Failure,
    A.Output == C.Output, A.Failure == D.Failure, A.Output == D.Output, A.Failure == E.Failure,
    A.Output == E.Output, A.Failure == F.Failure, A.Output == F.Output, A.Failure == G.Failure,
    A.Output == G.Output
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// The first publisher merged.
    public let a: A
    /// The second publisher merged.
    public let b: B
    /// The third publisher merged.
    public let c: C
    /// The fourth publisher merged.
    public let d: D
    /// The fifth publisher merged.
    public let e: E
    /// The sixth publisher merged.
    public let f: F
    /// The seventh publisher merged.
    public let g: G

    /// A publisher merging the values of the seven publishers.
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
      self.g = g
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      FanInSubscription.merge(
        [
          a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(),
          d.eraseToAnyPublisher(), e.eraseToAnyPublisher(), f.eraseToAnyPublisher(),
          g.eraseToAnyPublisher(),
        ], into: subscriber)
    }

    /// This merge with one more publisher of the same kind, as one Merge8.
    public func merge<Z: Publisher>(with z: Z)
      -> Publishers.Merge8<A, B, C, D, E, F, G, Z>
    where Z.Failure == Failure, Z.Output == Output {
      Publishers.Merge8(a, b, c, d, e, f, g, z)
    }
  }

  /// A publisher that sends the values of eight publishers of one kind, interleaved as they
  /// arrive; it finishes when all of them have finished, and fails as soon as one fails.
  public struct Merge8<A, B, C, D, E, F, G, H>: Publisher
  where
    A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher,
    G: Publisher, H: Publisher, A.Failure == B.Failure, A.Output == B.Output,
    A.Failure == C.Failure, A.Output == C.Output, A.Failure == D.Failure, A.Output == D.Output,
    A.Failure == E.Failure, A.Output == E.Output, A.Failure == F.Failure, A.Output == F.Output,
    A.Failure == G.Failure, A.Output == G.Output, A.Failure == H.Failure, A.Output == H.Output
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// The first publisher merged.
    public let a: A
    /// The second publisher merged.
    public let b: B
    /// The third publisher merged.
    public let c: C
    /// The fourth publisher merged.
    public let d: D
    /// The fifth publisher merged.
    public let e: E
    /// The sixth publisher merged.
    public let f: F
    /// The seventh publisher merged.
    public let g: G
    /// The eighth publisher merged.
    public let h: H

    /// A publisher merging the values of the eight publishers.
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
      self.g = g
      self.h = h
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      FanInSubscription.merge(
        [
          a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(),
          d.eraseToAnyPublisher(), e.eraseToAnyPublisher(), f.eraseToAnyPublisher(),
          g.eraseToAnyPublisher(), h.eraseToAnyPublisher(),
        ], into: subscriber)
    }
  }

  /// A publisher that sends the values of any number of publishers of the same type,
  /// interleaved as they arrive; it finishes when all of them have finished (at once when there
  /// are none), and fails as soon as one fails.
  public struct MergeMany<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publishers merged.
    public let publishers: [Upstream]

    /// A publisher merging the values of `upstream`.
    public init(_ upstream: Upstream...) {
      publishers = upstream
    }

    /// A publisher merging the values of the publishers in `upstream`.
    public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
      publishers = Array(upstream)
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      FanInSubscription.merge(publishers.map { $0.eraseToAnyPublisher() }, into: subscriber)
    }

    /// These publishers and `other`, merged.
    public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
      Publishers.MergeMany(publishers + [other])
    }
  }
}

extension Publishers.Merge: Equatable
where A: Equatable, B: Equatable {}

extension Publishers.Merge3: Equatable
where A: Equatable, B: Equatable, C: Equatable {}

extension Publishers.Merge4: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}

extension Publishers.Merge5: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable {}

extension Publishers.Merge6: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable {}

extension Publishers.Merge7: Equatable
where
  A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable, G: Equatable
{}

extension Publishers.Merge8: Equatable
where
  A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable, G: Equatable,
  H: Equatable
{}

extension Publishers.MergeMany: Equatable where Upstream: Equatable {}

extension Publisher {
  /// The values of this publisher and of another publisher of the same output and failure,
  /// interleaved as they arrive; finishes when all have finished, fails as soon as one fails.
  public func merge<P: Publisher>(with other: P)
    -> Publishers.Merge<Self, P>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Merge(self, other)
  }

  /// The values of this publisher and of two other publishers of the same output and failure,
  /// interleaved as they arrive; finishes when all have finished, fails as soon as one fails.
  public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C)
    -> Publishers.Merge3<Self, B, C>
  where Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output {
    Publishers.Merge3(self, b, c)
  }

  /// The values of this publisher and of three other publishers of the same output and failure,
  /// interleaved as they arrive; finishes when all have finished, fails as soon as one fails.
  public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D)
    -> Publishers.Merge4<Self, B, C, D>
  where
    Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output,
    Failure == D.Failure, Output == D.Output
  {
    Publishers.Merge4(self, b, c, d)
  }

  /// The values of this publisher and of four other publishers of the same output and failure,
  /// interleaved as they arrive; finishes when all have finished, fails as soon as one fails.
  public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher>(
    with b: B, _ c: C, _ d: D, _ e: E
  )
    -> Publishers.Merge5<Self, B, C, D, E>
  where
    Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output,
    Failure == D.Failure, Output == D.Output, Failure == E.Failure, Output == E.Output
  {
    Publishers.Merge5(self, b, c, d, e)
  }

  /// The values of this publisher and of five other publishers of the same output and failure,
  /// interleaved as they arrive; finishes when all have finished, fails as soon as one fails.
  public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>(
    with b: B, _ c: C, _ d: D, _ e: E, _ f: F
  )
    -> Publishers.Merge6<Self, B, C, D, E, F>
  where
    Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output,
    Failure == D.Failure, Output == D.Output, Failure == E.Failure, Output == E.Output,
    Failure == F.Failure, Output == F.Output
  {
    Publishers.Merge6(self, b, c, d, e, f)
  }

  /// The values of this publisher and of six other publishers of the same output and failure,
  /// interleaved as they arrive; finishes when all have finished, fails as soon as one fails.
  public func merge<
    B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher
  >(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G)
    -> Publishers.Merge7<Self, B, C, D, E, F, G>
  where
    Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output,
    Failure == D.Failure, Output == D.Output, Failure == E.Failure, Output == E.Output,
    Failure == F.Failure, Output == F.Output, Failure == G.Failure, Output == G.Output
  {
    Publishers.Merge7(self, b, c, d, e, f, g)
  }

  /// The values of this publisher and of seven other publishers of the same output and failure,
  /// interleaved as they arrive; finishes when all have finished, fails as soon as one fails.
  public func merge<
    B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher
  >(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H)
    -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
  where
    Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output,
    Failure == D.Failure, Output == D.Output, Failure == E.Failure, Output == E.Output,
    Failure == F.Failure, Output == F.Output, Failure == G.Failure, Output == G.Output,
    Failure == H.Failure, Output == H.Output
  {
    Publishers.Merge8(self, b, c, d, e, f, g, h)
  }

  /// The values of this publisher and of another of the same type, interleaved as they
  /// arrive.
  public func merge(with other: Self) -> Publishers.MergeMany<Self> {
    Publishers.MergeMany(self, other)
  }
}

extension FanInSubscription {
  /// Sends `subscriber` the values of all `publishers`, interleaved as they arrive.
  static func merge<S: Subscriber>(
    _ publishers: [AnyPublisher<Output, Failure>], into subscriber: S
  )
  where S.Input == Output, S.Failure == Failure {
    let merged = FanInSubscription(subscriber)
    merged.begin(publishers.map { merged.connection(to: $0) { merged.send($1) } })
    if publishers.isEmpty { merged.finish() }
  }
}
