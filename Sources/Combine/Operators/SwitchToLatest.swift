extension Publishers {
  /// A publisher that sends the values of the latest publisher its upstream publisher sent.
  ///
  /// As Apple's `Publishers.SwitchToLatest`: when the upstream publisher sends a new publisher,
  /// the previous one is cancelled and its values are no longer sent. It finishes when the
  /// upstream publisher and the latest publisher have finished, and fails as soon as one of
  /// them fails.
  public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
  where P == Upstream.Output, P.Failure == Upstream.Failure {
    public typealias Output = P.Output
    public typealias Failure = P.Failure

    /// The publisher of publishers.
    public let upstream: Upstream

    /// A publisher of the values of the latest publisher `upstream` sent.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let switching = SwitchToLatestSubscription(subscriber)
      switching.begin([switching.connection(to: upstream)])
    }
  }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
  /// The values of the latest publisher this publisher sent; the previous one is cancelled
  /// when a new one arrives.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publisher where Failure == Never, Output: Publisher {
  /// The values of the latest publisher this publisher, which cannot fail, sent; the previous
  /// one is cancelled when a new one arrives.
  public func switchToLatest()
    -> Publishers.SwitchToLatest<
      Output, Publishers.SetFailureType<Self, Output.Failure>
    >
  {
    Publishers.SwitchToLatest(upstream: Publishers.SetFailureType(upstream: self))
  }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
  /// The values of the latest publisher this publisher sent, where neither can fail; the
  /// previous one is cancelled when a new one arrives.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
  /// The values of the latest publisher, which cannot fail, that this publisher sent; the
  /// previous one is cancelled when a new one arrives.
  public func switchToLatest()
    -> Publishers.SwitchToLatest<
      Publishers.SetFailureType<Output, Failure>,
      Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>
    >
  {
    Publishers.SwitchToLatest(
      upstream: Publishers.Map(upstream: self) { Publishers.SetFailureType(upstream: $0) })
  }
}

/// The subscription of ``Publishers/SwitchToLatest``: source 0 is the upstream publisher,
/// asked for unlimited values; the latest publisher it sent is the one other live source,
/// asked for what the subscriber asks (at first, for what the subscriber is still owed).
final class SwitchToLatestSubscription<Output, Failure: Error>: FanInSubscription<
  Output, Failure
>, @unchecked Sendable
{
  private let outer = 0
  private var latest: Int?

  /// A closure that subscribes to `upstream`, switching to each publisher it sends.
  func connection<Upstream: Publisher>(to upstream: Upstream) -> () -> Void
  where
    Upstream.Failure == Failure, Upstream.Output: Publisher,
    Upstream.Output.Output == Output, Upstream.Output.Failure == Failure
  {
    connection(to: upstream) { [self] _, inner in switchTo(inner) }
  }

  private func switchTo<Inner: Publisher>(_ inner: Inner)
  where Inner.Output == Output, Inner.Failure == Failure {
    let source = makeSource { [self] (_, value: Output) in send(value) }
    let previous = lock.withLock {
      defer { latest = source.id }
      return latest
    }
    if let previous { cancelSource(previous) }
    inner.subscribe(source)
  }

  override func initialDemand(forSource id: Int, owed: Subscribers.Demand) -> Subscribers.Demand {
    id == outer ? .unlimited : owed
  }

  override func sharesDemand(_ id: Int) -> Bool {
    id != outer
  }
}
