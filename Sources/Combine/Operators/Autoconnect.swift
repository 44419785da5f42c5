extension Publishers {
  /// A publisher that connects its connectable upstream publisher when the first subscriber
  /// attaches.
  ///
  /// As Apple's `Publishers.Autoconnect`: the connection is made once for all subscribers, and
  /// cancelled when the last of them cancels or completes; a subscriber attaching after that
  /// connects again.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The connectable publisher this one connects.
    public final let upstream: Upstream

    private let lock = Lock()
    private var subscriberCount = 0
    private var connection: (any Cancellable)?

    /// A publisher that connects `upstream` on its first subscriber.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public final func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let isFirst = lock.withLock {
        subscriberCount += 1
        return subscriberCount == 1
      }
      upstream.subscribe(AutoconnectSubscription(subscriber) { [self] in subscriberLeft() })
      if isFirst { connect() }
    }

    private func connect() {
      let made = upstream.connect()
      let unused: (any Cancellable)? = lock.withLock {
        guard subscriberCount > 0, connection == nil else { return made }
        connection = made
        return nil
      }
      unused?.cancel()
    }

    private func subscriberLeft() {
      let ended: (any Cancellable)? = lock.withLock {
        subscriberCount -= 1
        guard subscriberCount == 0 else { return nil }
        defer { connection = nil }
        return connection
      }
      ended?.cancel()
    }
  }
}

/// One subscriber of an ``Publishers/Autoconnect``: it passes everything through, and tells
/// the publisher, once, when the subscriber cancels or completes; it then releases the
/// subscriber.
private final class AutoconnectSubscription<Downstream: Subscriber>: Subscriber, Subscription,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = Lock()
  private var upstream = SubscriptionState()
  private var downstream: Downstream?
  private var onEnd: (() -> Void)?

  init(_ downstream: Downstream, onEnd: @escaping () -> Void) {
    self.downstream = downstream
    self.onEnd = onEnd
  }

  func receive(subscription: any Subscription) {
    let target: Downstream? = lock.withLock {
      upstream.attach(subscription) ? downstream : nil
    }
    guard let target else { return subscription.cancel() }
    target.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let target = lock.withLock { upstream.isAttached ? downstream : nil }
    return target?.receive(input) ?? .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    guard let (_, target, end) = end() else { return }
    target?.receive(completion: completion)
    end?()
  }

  func request(_ demand: Subscribers.Demand) {
    lock.withLock { upstream.subscription }?.request(demand)
  }

  func cancel() {
    guard let (subscription, _, end) = end() else { return }
    subscription.cancel()
    end?()
  }

  /// Ends the life of this subscription: what it held, or nil if it had ended already.
  private func end() -> (any Subscription, Downstream?, (() -> Void)?)? {
    lock.withLock {
      guard let subscription = upstream.finish() else { return nil }
      defer {
        downstream = nil
        onEnd = nil
      }
      return (subscription, downstream, onEnd)
    }
  }
}
