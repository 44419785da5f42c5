/// The subscription of an operator that hands events on through a scheduler: `debounce`,
/// `throttle`, `delay`, `timeout`, `receive(on:)` and `subscribe(on:)`.
///
/// It is the subscriber to upstream and the subscription downstream holds. By default it passes
/// everything straight through; each operator overrides what it changes. It keeps its state
/// behind ``lock`` and calls downstream and upstream outside it. Once it has completed or been
/// cancelled it sends nothing more and releases downstream.
class SchedulingSubscription<Output, Failure: Error, Context: Scheduler>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  typealias Input = Output

  /// Guards this class's state and the state of its subclasses.
  let lock = Lock()
  /// The scheduler the operator works through.
  let scheduler: Context
  /// The options each closure is scheduled with.
  let options: Context.SchedulerOptions?
  private let name: StaticString
  private var upstream = SubscriptionState()
  private var downstream: AnySubscriber<Output, Failure>?
  /// Values downstream asked for and has not received, for the operators that drop a value
  /// downstream has not asked for (``sendIfAsked(_:)``).
  private var demand = Subscribers.Demand.none

  init<S: Subscriber>(
    _ name: StaticString, to downstream: S, scheduler: Context,
    options: Context.SchedulerOptions?
  ) where S.Input == Output, S.Failure == Failure {
    self.name = name
    self.downstream = AnySubscriber(downstream)
    self.scheduler = scheduler
    self.options = options
    ReplayWatch.attaching(name, to: scheduler)
  }

  var description: String { "\(name)" }

  /// Runs `action` through the scheduler as soon as it can, as this operator's work (a replay
  /// that cannot take it names the operator).
  func schedule(options: Context.SchedulerOptions?, _ action: @escaping () -> Void) {
    ReplayWatch.operating(name) { scheduler.schedule(options: options, action) }
  }

  /// Runs `action` through the scheduler at `date`, as this operator's work.
  func schedule(
    after date: Context.SchedulerTimeType, tolerance: Context.SchedulerTimeType.Stride,
    options: Context.SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    ReplayWatch.operating(name) {
      scheduler.schedule(after: date, tolerance: tolerance, options: options, action)
    }
  }

  // MARK: Upstream

  func receive(subscription: any Subscription) {
    let target: AnySubscriber<Output, Failure>?? = lock.withLock {
      upstream.attach(subscription) ? .some(downstream) : .none
    }
    guard let target else {
      subscription.cancel()
      return
    }
    target?.receive(subscription: self)
    didAttach(subscription)
  }

  /// Called once upstream's subscription is attached and downstream has received its own.
  func didAttach(_ subscription: any Subscription) {}

  func receive(_ input: Output) -> Subscribers.Demand {
    send(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    finish(completion)
  }

  // MARK: Downstream

  func request(_ demand: Subscribers.Demand) {
    requestUpstream(demand)
  }

  func cancel() {
    guard let subscription = takeUpstreamForCancel() else { return }
    didEnd()
    subscription.cancel()
  }

  /// Called once when the subscription completes or is cancelled, to release what the operator
  /// holds.
  func didEnd() {}

  // MARK: For the operators

  /// Sends `value` downstream, unless the subscription has ended; the demand downstream returns.
  func send(_ value: Output) -> Subscribers.Demand {
    guard let target = lock.withLock({ downstream }) else { return .none }
    return target.receive(value)
  }

  /// Sends `value` downstream if downstream has asked for a value it has not received, and
  /// drops it otherwise.
  func sendIfAsked(_ value: Output) {
    let target: AnySubscriber<Output, Failure>? = lock.withLock {
      guard let downstream, demand > 0 else { return nil }
      demand -= 1
      return downstream
    }
    guard let target else { return }
    let more = target.receive(value)
    addDemand(more)
  }

  /// Counts `more` values downstream asked for (see ``sendIfAsked(_:)``).
  func addDemand(_ more: Subscribers.Demand) {
    lock.withLock { demand += more }
  }

  /// Asks upstream for `demand` more values, if any.
  func requestUpstream(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    lock.withLock { upstream.subscription }?.request(demand)
  }

  /// Sends `completion` downstream, unless the subscription has ended; nothing is sent after it.
  /// Upstream is cancelled when `cancellingUpstream`.
  func finish(_ completion: Subscribers.Completion<Failure>, cancellingUpstream: Bool = false) {
    let ended: (AnySubscriber<Output, Failure>, (any Subscription)?)? = lock.withLock {
      guard let target = downstream else { return nil }
      downstream = nil
      return (target, upstream.finish())
    }
    guard let (target, subscription) = ended else { return }
    didEnd()
    if cancellingUpstream { subscription?.cancel() }
    target.receive(completion: completion)
  }

  /// The upstream subscription, once attached and until the subscription ends.
  var upstreamSubscription: (any Subscription)? {
    lock.withLock { upstream.subscription }
  }

  /// Takes the upstream subscription and releases downstream, ending the subscription; the
  /// caller cancels upstream. Nil when it had ended already.
  func takeUpstreamForCancel() -> (any Subscription)? {
    lock.withLock {
      downstream = nil
      return upstream.finish()
    }
  }
}
