extension Publishers {
  /// A publisher that sends each value, and the completion, a given time after upstream sent it.
  ///
  /// As Apple's `Publishers.Delay`: every event is scheduled on the scheduler for the time it
  /// came plus the interval, so the order is kept; demand passes straight through to upstream.
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The values sent: upstream's.
    public typealias Output = Upstream.Output
    /// The error it fails with: upstream's.
    public typealias Failure = Upstream.Failure

    /// The publisher whose events are delayed.
    public let upstream: Upstream
    /// How long each event is delayed.
    public let interval: Context.SchedulerTimeType.Stride
    /// How far from its due time an event may be sent.
    public let tolerance: Context.SchedulerTimeType.Stride
    /// The scheduler the events are sent through.
    public let scheduler: Context
    /// The options the events are scheduled with.
    public let options: Context.SchedulerOptions?

    /// A publisher sending the events of `upstream` `interval` later, through `scheduler`.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride,
      tolerance: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions? = nil
    ) {
      self.upstream = upstream
      self.interval = interval
      self.tolerance = tolerance
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(DelaySubscription(to: subscriber, self))
    }
  }
}

extension Publisher {
  /// Sends each value, and the completion, `interval` after upstream sent it, through
  /// `scheduler`; `tolerance` defaults to the scheduler's minimum.
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
    scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(
      upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
      scheduler: scheduler, options: options)
  }
}

/// The subscription of ``Publishers/Delay``.
final class DelaySubscription<Output, Failure: Error, Context: Scheduler>:
  SchedulingSubscription<Output, Failure, Context>, @unchecked Sendable
{
  private let interval: Context.SchedulerTimeType.Stride
  private let tolerance: Context.SchedulerTimeType.Stride

  init<S: Subscriber, Upstream>(to downstream: S, _ delay: Publishers.Delay<Upstream, Context>)
  where S.Input == Output, S.Failure == Failure {
    interval = delay.interval
    tolerance = delay.tolerance
    super.init("delay", to: downstream, scheduler: delay.scheduler, options: delay.options)
  }

  override func receive(_ input: Output) -> Subscribers.Demand {
    later { [self] in requestUpstream(send(input)) }
    return .none
  }

  override func receive(completion: Subscribers.Completion<Failure>) {
    later { [self] in finish(completion) }
  }

  private func later(_ action: @escaping () -> Void) {
    let due = scheduler.now.advanced(by: interval)
    schedule(after: due, tolerance: tolerance, options: options, action)
  }
}
