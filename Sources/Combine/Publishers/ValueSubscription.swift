/// The subscription of a publisher that sends the values it holds, as they are asked for, then
/// its completion: `Just`, `Publishers.Sequence`, a fulfilled `Future`.
final class ValueSubscription<Values: IteratorProtocol, Failure: Error>: Subscription,
  CustomStringConvertible
{
  private let lock = Lock()
  private var downstream: AnySubscriber<Values.Element, Failure>?
  private var values: Values
  /// The next value to send, read ahead so that the completion follows the last value without
  /// waiting for more demand.
  private var upcoming: Values.Element?
  /// The value to send after `values` run out (nil: finish).
  private let completion: Subscribers.Completion<Failure>
  private var demand = Subscribers.Demand.none
  private var isSending = false

  init<S: Subscriber>(
    _ values: Values, then completion: Subscribers.Completion<Failure>, to subscriber: S
  ) where S.Input == Values.Element, S.Failure == Failure {
    var values = values
    upcoming = values.next()
    self.values = values
    self.completion = completion
    downstream = AnySubscriber(subscriber)
  }

  var description: String { "ValueSubscription" }

  func request(_ more: Subscribers.Demand) {
    precondition(more > 0, "a subscriber asked for no values (Apple's Combine stops here too)")
    let start = lock.withLock {
      demand += more
      defer { isSending = true }
      return !isSending
    }
    if start { send() }
  }

  private enum Next {
    case value(AnySubscriber<Values.Element, Failure>, Values.Element)
    case end(AnySubscriber<Values.Element, Failure>)
    case pause
  }

  /// Sends values while there is demand; one caller at a time (a subscriber that asks for more
  /// from its `receive` only adds to the demand).
  private func send() {
    while true {
      let next: Next = lock.withLock {
        guard let downstream else { return .pause }
        guard let value = upcoming else {
          self.downstream = nil
          return .end(downstream)
        }
        guard demand > 0 else {
          isSending = false
          return .pause
        }
        demand -= 1
        upcoming = values.next()
        return .value(downstream, value)
      }
      switch next {
      case .value(let downstream, let value):
        let more = downstream.receive(value)
        lock.withLock { demand += more }
      case .end(let downstream):
        downstream.receive(completion: completion)
        return
      case .pause:
        return
      }
    }
  }

  func cancel() {
    lock.withLock { downstream = nil }
  }
}

extension ValueSubscription {
  /// Sends the values of `values` to `subscriber` as it asks, then `completion`; an empty
  /// sequence completes at once, before any demand.
  static func start<S: Subscriber>(
    _ values: Values, then completion: Subscribers.Completion<Failure>, to subscriber: S
  ) where S.Input == Values.Element, S.Failure == Failure {
    let subscription = ValueSubscription(values, then: completion, to: subscriber)
    guard subscription.upcoming != nil else {
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: completion)
      return
    }
    subscriber.receive(subscription: subscription)
  }
}
