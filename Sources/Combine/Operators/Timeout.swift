extension Publishers {
  /// A publisher that ends when upstream sends no value for a given time: it fails with a custom
  /// error, or finishes.
  ///
  /// As Apple's `Publishers.Timeout`: the wait starts when the subscription is made and starts
  /// again with each value; when it runs out, upstream is cancelled and the publisher fails with
  /// `customError()`, or finishes when there is none. Values and the completion are sent through
  /// the scheduler; demand passes straight through to upstream.
  public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The values sent: upstream's.
    public typealias Output = Upstream.Output
    /// The error it fails with: upstream's.
    public typealias Failure = Upstream.Failure

    /// The publisher that is timed.
    public let upstream: Upstream
    /// The longest wait for a value.
    public let interval: Context.SchedulerTimeType.Stride
    /// The scheduler that times the waits and sends the events.
    public let scheduler: Context
    /// The options the events are scheduled with.
    public let options: Context.SchedulerOptions?
    /// Makes the error the publisher fails with when a wait runs out; with none, it finishes.
    public let customError: (() -> Upstream.Failure)?

    /// A publisher ending when `upstream` sends no value for `interval`.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?, customError: (() -> Upstream.Failure)?
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.options = options
      self.customError = customError
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(TimeoutSubscription(to: subscriber, self))
    }
  }
}

extension Publisher {
  /// Ends when upstream sends no value for `interval`: fails with `customError()`, or finishes
  /// when `customError` is nil. Events are sent through `scheduler`.
  public func timeout<S: Scheduler>(
    _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
    customError: (() -> Failure)? = nil
  ) -> Publishers.Timeout<Self, S> {
    Publishers.Timeout(
      upstream: self, interval: interval, scheduler: scheduler, options: options,
      customError: customError)
  }
}

/// The subscription of ``Publishers/Timeout``: each wait has a generation, and only the check
/// of the latest wait ends the subscription.
final class TimeoutSubscription<Output, Failure: Error, Context: Scheduler>:
  SchedulingSubscription<Output, Failure, Context>, @unchecked Sendable
{
  private let interval: Context.SchedulerTimeType.Stride
  private var customError: (() -> Failure)?
  private var generation = 0

  init<S: Subscriber, Upstream>(to downstream: S, _ timeout: Publishers.Timeout<Upstream, Context>)
  where S.Input == Output, S.Failure == Failure, Upstream.Failure == Failure {
    interval = timeout.interval
    customError = timeout.customError
    super.init("timeout", to: downstream, scheduler: timeout.scheduler, options: timeout.options)
  }

  override func didAttach(_ subscription: any Subscription) {
    startWait()
  }

  override func receive(_ input: Output) -> Subscribers.Demand {
    startWait()
    schedule(options: options) { [self] in requestUpstream(send(input)) }
    return .none
  }

  override func receive(completion: Subscribers.Completion<Failure>) {
    lock.withLock { generation += 1 }
    schedule(options: options) { [self] in finish(completion) }
  }

  private func startWait() {
    let due = scheduler.now.advanced(by: interval)
    let current = lock.withLock {
      generation += 1
      return generation
    }
    schedule(after: due, tolerance: scheduler.minimumTolerance, options: options) {
      [self] in
      timeOut(ifStill: current)
    }
  }

  private func timeOut(ifStill expected: Int) {
    let ending: (() -> Failure)?? = lock.withLock {
      generation == expected ? .some(customError) : .none
    }
    guard let ending else { return }
    finish(ending.map { .failure($0()) } ?? .finished, cancellingUpstream: true)
  }

  override func didEnd() {
    lock.withLock {
      generation += 1
      customError = nil
    }
  }
}
