extension Publishers {
  /// A publisher that sends a value only once a given time has passed with no newer value from
  /// upstream.
  ///
  /// As Apple's `Publishers.Debounce`: each value from upstream restarts the wait; when the wait
  /// ends, the latest value is sent through the scheduler (and dropped if downstream has not
  /// asked for a value). It asks upstream for unlimited values. Upstream's completion is sent at
  /// once, through the scheduler, and a value still waiting is dropped.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The values sent: upstream's.
    public typealias Output = Upstream.Output
    /// The error it fails with: upstream's.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are debounced.
    public let upstream: Upstream
    /// How long no new value must come before the latest one is sent.
    public let dueTime: Context.SchedulerTimeType.Stride
    /// The scheduler the values are sent through.
    public let scheduler: Context
    /// The options the values are scheduled with.
    public let options: Context.SchedulerOptions?

    /// A publisher sending the values of `upstream` that `dueTime` passes after with no newer
    /// value.
    public init(
      upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        DebounceSubscription(
          to: subscriber, dueTime: dueTime, scheduler: scheduler, options: options))
    }
  }
}

extension Publisher {
  /// Sends a value only once `dueTime` has passed with no newer value; the latest value is sent,
  /// through `scheduler`.
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }
}

/// The subscription of ``Publishers/Debounce``: each value bumps a generation and schedules a
/// check at its due time; only the check of the latest generation sends.
final class DebounceSubscription<Output, Failure: Error, Context: Scheduler>:
  SchedulingSubscription<Output, Failure, Context>, @unchecked Sendable
{
  private let dueTime: Context.SchedulerTimeType.Stride
  private var generation = 0
  private var latest: Output?

  init<S: Subscriber>(
    to downstream: S, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
    options: Context.SchedulerOptions?
  ) where S.Input == Output, S.Failure == Failure {
    self.dueTime = dueTime
    super.init("debounce", to: downstream, scheduler: scheduler, options: options)
  }

  override func didAttach(_ subscription: any Subscription) {
    subscription.request(.unlimited)
  }

  override func request(_ demand: Subscribers.Demand) {
    addDemand(demand)
  }

  override func receive(_ input: Output) -> Subscribers.Demand {
    let due = scheduler.now.advanced(by: dueTime)
    let current = lock.withLock {
      generation += 1
      latest = input
      return generation
    }
    schedule(after: due, tolerance: scheduler.minimumTolerance, options: options) {
      [self] in
      sendLatest(ifStill: current)
    }
    return .none
  }

  private func sendLatest(ifStill expected: Int) {
    let value: Output? = lock.withLock {
      guard generation == expected else { return nil }
      defer { latest = nil }
      return latest
    }
    if let value { sendIfAsked(value) }
  }

  override func receive(completion: Subscribers.Completion<Failure>) {
    lock.withLock {
      generation += 1
      latest = nil
    }
    schedule(options: options) { [self] in finish(completion) }
  }

  override func didEnd() {
    lock.withLock { latest = nil }
  }
}
