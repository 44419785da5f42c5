extension Publishers {
  /// A publisher that sends upstream's values and completion through a scheduler.
  ///
  /// As Apple's `Publishers.ReceiveOn`: each event is handed to the scheduler's `schedule` as it
  /// comes, so a scheduler that runs closures in order delivers them in order. Downstream
  /// receives its subscription at once, and what it asks for is asked of upstream.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The values sent: upstream's.
    public typealias Output = Upstream.Output
    /// The error it fails with: upstream's.
    public typealias Failure = Upstream.Failure

    /// The publisher whose events are moved to the scheduler.
    public let upstream: Upstream
    /// The scheduler the events are sent through.
    public let scheduler: Context
    /// The options the events are scheduled with.
    public let options: Context.SchedulerOptions?

    /// A publisher sending the events of `upstream` through `scheduler`.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        ReceiveOnSubscription(to: subscriber, scheduler: scheduler, options: options))
    }
  }
}

extension Publisher {
  /// Sends this publisher's values and completion through `scheduler` (for example on the main
  /// queue, to update the interface).
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.ReceiveOn<Self, S>
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }
}

/// The subscription of ``Publishers/ReceiveOn``.
final class ReceiveOnSubscription<Output, Failure: Error, Context: Scheduler>:
  SchedulingSubscription<Output, Failure, Context>, @unchecked Sendable
{
  init<S: Subscriber>(to downstream: S, scheduler: Context, options: Context.SchedulerOptions?)
  where S.Input == Output, S.Failure == Failure {
    super.init("receive(on:)", to: downstream, scheduler: scheduler, options: options)
  }

  override func receive(_ input: Output) -> Subscribers.Demand {
    schedule(options: options) { [self] in requestUpstream(send(input)) }
    return .none
  }

  override func receive(completion: Subscribers.Completion<Failure>) {
    schedule(options: options) { [self] in finish(completion) }
  }
}
