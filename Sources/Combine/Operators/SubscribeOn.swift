extension Publishers {
  /// A publisher that subscribes to upstream, asks it for values and cancels it, through a
  /// scheduler.
  ///
  /// As Apple's `Publishers.SubscribeOn`: the subscription to upstream is made in a closure
  /// handed to the scheduler's `schedule`, and so are downstream's requests and its cancel.
  /// Values and the completion reach downstream where upstream sends them.
  public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The values sent: upstream's.
    public typealias Output = Upstream.Output
    /// The error it fails with: upstream's.
    public typealias Failure = Upstream.Failure

    /// The publisher subscribed to through the scheduler.
    public let upstream: Upstream
    /// The scheduler the subscription, requests and cancel go through.
    public let scheduler: Context
    /// The options they are scheduled with.
    public let options: Context.SchedulerOptions?

    /// A publisher subscribing to `upstream` through `scheduler`.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let subscription = SubscribeOnSubscription(
        to: subscriber, scheduler: scheduler, options: options)
      subscription.schedule(options: options) { [upstream] in upstream.subscribe(subscription) }
    }
  }
}

extension Publisher {
  /// Subscribes to this publisher, asks it for values and cancels it through `scheduler` (for
  /// example to start its work on a background queue).
  public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.SubscribeOn<Self, S>
  {
    Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
  }
}

/// The subscription of ``Publishers/SubscribeOn``.
final class SubscribeOnSubscription<Output, Failure: Error, Context: Scheduler>:
  SchedulingSubscription<Output, Failure, Context>, @unchecked Sendable
{
  init<S: Subscriber>(to downstream: S, scheduler: Context, options: Context.SchedulerOptions?)
  where S.Input == Output, S.Failure == Failure {
    super.init("subscribe(on:)", to: downstream, scheduler: scheduler, options: options)
  }

  override func request(_ demand: Subscribers.Demand) {
    schedule(options: options) { [self] in requestUpstream(demand) }
  }

  override func cancel() {
    guard let subscription = takeUpstreamForCancel() else { return }
    schedule(options: options) { subscription.cancel() }
  }
}
