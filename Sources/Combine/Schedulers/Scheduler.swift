/// Something that runs closures, now or at a time of its own clock: a dispatch queue, a run
/// loop, an operation queue, or at once (``ImmediateScheduler``).
///
/// As Apple's `Combine.Scheduler`. The time-based operators (`debounce`, `throttle`, `delay`,
/// `timeout`, `receive(on:)`, `subscribe(on:)`) take one.
public protocol Scheduler<SchedulerTimeType> {
  /// The scheduler's time: a point on its clock, and (as `Stride`) a length of time.
  associatedtype SchedulerTimeType: Strideable
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  /// Options a closure may be scheduled with.
  associatedtype SchedulerOptions

  /// The scheduler's time now.
  var now: SchedulerTimeType { get }
  /// The least tolerance the scheduler allows.
  var minimumTolerance: SchedulerTimeType.Stride { get }

  /// Runs `action` as soon as it can.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)

  /// Runs `action` once the scheduler's clock reaches `date`.
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void)

  /// Runs `action` at `date`, then every `interval`, until the returned cancellable is
  /// cancelled.
  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable
}

extension Scheduler {
  /// Runs `action` as soon as it can.
  public func schedule(_ action: @escaping () -> Void) {
    schedule(options: nil, action)
  }

  /// Runs `action` once the clock reaches `date`.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: minimumTolerance, options: nil, action)
  }

  /// Runs `action` once the clock reaches `date`, within `tolerance`.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) {
    schedule(after: date, tolerance: tolerance, options: nil, action)
  }

  /// Runs `action` at `date`, then every `interval`.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
  }

  /// Runs `action` at `date`, then every `interval`, within `tolerance`.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
  }
}

/// A length of time that can be made from seconds and their fractions.
public protocol SchedulerTimeIntervalConvertible {
  static func seconds(_ s: Int) -> Self
  static func seconds(_ s: Double) -> Self
  static func milliseconds(_ ms: Int) -> Self
  static func microseconds(_ us: Int) -> Self
  static func nanoseconds(_ ns: Int) -> Self
}
