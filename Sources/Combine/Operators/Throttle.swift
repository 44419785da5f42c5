extension Publishers {
  /// A publisher that sends at most one value per time interval: the first or the latest value
  /// upstream sent in it.
  ///
  /// As Apple's `Publishers.Throttle`: a value that comes when no interval is running is sent at
  /// once (through the scheduler) and starts an interval; values that come during it are held,
  /// the first or the latest of them by `latest`, and the held one is sent when the interval
  /// ends, starting the next. A value downstream has not asked for is dropped. It asks upstream
  /// for unlimited values. Upstream's completion is sent at once, through the scheduler, after a
  /// value already due; a value held for the end of an interval is dropped.
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The values sent: upstream's.
    public typealias Output = Upstream.Output
    /// The error it fails with: upstream's.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are throttled.
    public let upstream: Upstream
    /// The length of each interval.
    public let interval: Context.SchedulerTimeType.Stride
    /// The scheduler the values are sent through.
    public let scheduler: Context
    /// Whether the latest value of an interval is sent (or else the first).
    public let latest: Bool

    /// A publisher sending at most one value of `upstream` per `interval`.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
      latest: Bool
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.latest = latest
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        ThrottleSubscription(
          to: subscriber, interval: interval, scheduler: scheduler, latest: latest))
    }
  }
}

extension Publisher {
  /// Sends at most one value per `interval`, through `scheduler`: the latest value upstream sent
  /// in the interval when `latest` is true, or else the first.
  public func throttle<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
  ) -> Publishers.Throttle<Self, S> {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }
}

/// The subscription of ``Publishers/Throttle``: it holds the value to send next, and schedules
/// one sending at a time, at once or when the running interval ends.
final class ThrottleSubscription<Output, Failure: Error, Context: Scheduler>:
  SchedulingSubscription<Output, Failure, Context>, @unchecked Sendable
{
  private let interval: Context.SchedulerTimeType.Stride
  private let keepsLatest: Bool
  private var held: Output?
  private var isSendingScheduled = false
  private var lastSent: Context.SchedulerTimeType?

  init<S: Subscriber>(
    to downstream: S, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
    latest: Bool
  ) where S.Input == Output, S.Failure == Failure {
    self.interval = interval
    keepsLatest = latest
    super.init("throttle", to: downstream, scheduler: scheduler, options: nil)
  }

  override func didAttach(_ subscription: any Subscription) {
    subscription.request(.unlimited)
  }

  override func request(_ demand: Subscribers.Demand) {
    addDemand(demand)
  }

  override func receive(_ input: Output) -> Subscribers.Demand {
    let now = scheduler.now
    let intervalEnd: Context.SchedulerTimeType?? = lock.withLock {
      if keepsLatest || held == nil { held = input }
      guard !isSendingScheduled else { return .none }
      isSendingScheduled = true
      return .some(lastSent.map { $0.advanced(by: interval) })
    }
    guard let intervalEnd else { return .none }
    if let intervalEnd, intervalEnd > now {
      schedule(after: intervalEnd, tolerance: scheduler.minimumTolerance, options: nil) {
        [self] in
        sendHeld()
      }
    } else {
      schedule(options: nil) { [self] in sendHeld() }
    }
    return .none
  }

  private func sendHeld() {
    let now = scheduler.now
    let value: Output? = lock.withLock {
      isSendingScheduled = false
      guard let value = held else { return nil }
      held = nil
      lastSent = now
      return value
    }
    if let value { sendIfAsked(value) }
  }

  override func receive(completion: Subscribers.Completion<Failure>) {
    schedule(options: nil) { [self] in finish(completion) }
  }

  override func didEnd() {
    lock.withLock { held = nil }
  }
}
