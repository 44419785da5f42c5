/// One subscriber of a subject: its demand, and the value it is owed.
///
/// A value the subject sends while the subscriber's demand is zero is dropped, or, for a
/// subject that keeps its latest value (`keepsLatest`), kept until the subscriber asks; only the
/// latest is kept. The lock is never held while the subscriber runs, so a subscriber may send
/// into the subject it receives from (the value reaches it at once, as a nested call).
final class Conduit<Output, Failure: Error>: Subscription, CustomStringConvertible {
  private let lock = Lock()
  private var downstream: AnySubscriber<Output, Failure>?
  private var demand = Subscribers.Demand.none
  private var owed: Output?
  private let keepsLatest: Bool
  private let onEnd: (Conduit) -> Void

  init(
    _ downstream: AnySubscriber<Output, Failure>, owed: Output?, keepsLatest: Bool,
    onEnd: @escaping (Conduit) -> Void
  ) {
    self.downstream = downstream
    self.owed = owed
    self.keepsLatest = keepsLatest
    self.onEnd = onEnd
  }

  var description: String { "Conduit" }

  func request(_ more: Subscribers.Demand) {
    let delivery: (AnySubscriber<Output, Failure>, Output)? = lock.withLock {
      demand += more
      guard demand > 0, let value = owed, let downstream else { return nil }
      owed = nil
      demand -= 1
      return (downstream, value)
    }
    guard let (downstream, value) = delivery else { return }
    deliver(value, to: downstream)
  }

  func cancel() {
    let ended = lock.withLock {
      defer {
        downstream = nil
        owed = nil
      }
      return downstream != nil
    }
    if ended { onEnd(self) }
  }

  /// Sends `value` if the subscriber wants one, or owes it.
  func offer(_ value: Output) {
    let target: AnySubscriber<Output, Failure>? = lock.withLock {
      guard let downstream else { return nil }
      guard demand > 0 else {
        if keepsLatest { owed = value }
        return nil
      }
      demand -= 1
      return downstream
    }
    if let target { deliver(value, to: target) }
  }

  private func deliver(_ value: Output, to target: AnySubscriber<Output, Failure>) {
    let more = target.receive(value)
    if more > 0 { request(more) }
  }

  /// Sends `completion`; the subscriber gets nothing more.
  func finish(_ completion: Subscribers.Completion<Failure>) {
    let target = lock.withLock {
      defer {
        downstream = nil
        owed = nil
      }
      return downstream
    }
    target?.receive(completion: completion)
  }
}

/// What a subject shares between its two kinds: its subscribers, its completion, and the
/// subscriptions of publishers it is attached to.
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
  private let lock = Lock()
  private var conduits: [ObjectIdentifier: Conduit<Output, Failure>] = [:]
  /// The subscribers in the order they came, so values reach them in that order.
  private var order: [ObjectIdentifier] = []
  private var completion: Subscribers.Completion<Failure>?
  private var upstreams: [any Subscription] = []
  private let keepsLatest: Bool

  init(keepsLatest: Bool) {
    self.keepsLatest = keepsLatest
  }

  deinit {
    for upstream in upstreams { upstream.cancel() }
  }

  /// Attaches `subscriber`, owed `latest` (for a subject that keeps it).
  func attach<S: Subscriber>(_ subscriber: S, latest: Output?)
  where S.Input == Output, S.Failure == Failure {
    let downstream = AnySubscriber(subscriber)
    let ended: Subscribers.Completion<Failure>? = lock.withLock {
      if let completion { return completion }
      return nil
    }
    if let ended {
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: ended)
      return
    }
    let conduit = Conduit(downstream, owed: latest, keepsLatest: keepsLatest) {
      [weak self] conduit in
      self?.detach(conduit)
    }
    lock.withLock {
      conduits[ObjectIdentifier(conduit)] = conduit
      order.append(ObjectIdentifier(conduit))
    }
    subscriber.receive(subscription: conduit)
  }

  private func detach(_ conduit: Conduit<Output, Failure>) {
    lock.withLock {
      let key = ObjectIdentifier(conduit)
      conduits[key] = nil
      order.removeAll { $0 == key }
    }
  }

  /// The subscribers now, in order; none once completed.
  private var current: [Conduit<Output, Failure>] {
    lock.withLock { completion == nil ? order.compactMap { conduits[$0] } : [] }
  }

  func send(_ value: Output) {
    for conduit in current { conduit.offer(value) }
  }

  func send(completion: Subscribers.Completion<Failure>) {
    let ended: [Conduit<Output, Failure>]? = lock.withLock {
      guard self.completion == nil else { return nil }
      self.completion = completion
      defer {
        conduits = [:]
        order = []
        upstreams = []
      }
      return order.compactMap { conduits[$0] }
    }
    for conduit in ended ?? [] { conduit.finish(completion) }
  }

  /// Whether the subject has completed.
  var isCompleted: Bool {
    lock.withLock { completion != nil }
  }

  func send(subscription: any Subscription) {
    let isCompleted = lock.withLock {
      if completion == nil { upstreams.append(subscription) }
      return completion != nil
    }
    if isCompleted {
      subscription.cancel()
    } else {
      subscription.request(.unlimited)
    }
  }
}
