/// A publisher that code outside it can send values and a completion through.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends `value` to the subscribers.
  func send(_ value: Output)
  /// Sends `completion` to the subscribers; the subject sends nothing more.
  func send(completion: Subscribers.Completion<Failure>)
  /// Receives the subscription of a publisher it is attached to (``Publisher/subscribe(_:)-3fk20``).
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends the empty value.
  public func send() {
    send(())
  }
}

/// The subscriber that attaches a subject to a publisher: it asks for unlimited values and sends
/// each on through the subject.
final class SubjectSubscriber<S: Subject>: Subscriber, Cancellable {
  typealias Input = S.Output
  typealias Failure = S.Failure

  private let state = LockedValue(SubscriptionState())
  private var subject: S?

  init(_ subject: S) {
    self.subject = subject
  }

  func receive(subscription: any Subscription) {
    guard state.withLock({ $0.attach(subscription) }) else {
      subscription.cancel()
      return
    }
    subject?.send(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard state.withLock({ $0.isAttached }) else { return .none }
    subject?.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    guard state.withLock({ $0.finish() }) != nil else { return }
    subject?.send(completion: completion)
    subject = nil
  }

  func cancel() {
    state.withLock { $0.finish() }?.cancel()
    subject = nil
  }
}

extension SubjectSubscriber: Subscription {
  func request(_ demand: Subscribers.Demand) {
    state.withLock { $0.subscription }?.request(demand)
  }
}
