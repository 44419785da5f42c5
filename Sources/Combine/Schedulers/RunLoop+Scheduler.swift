import Foundation

/// A run loop as a scheduler: a closure runs in one of the run loop's passes, and a delayed one
/// when a `Timer` added to the run loop fires.
///
/// As Apple's `RunLoop` scheduler, its clock is the wall clock (`Date()`). A closure scheduled
/// now runs through `perform`; one scheduled for later through a non-repeating `Timer` in the
/// `.default` mode; a repeating one through a repeating `Timer`, which the returned cancellable
/// invalidates.
extension RunLoop: Scheduler {
  /// A point on the run loop scheduler's clock: a `Date`.
  public struct SchedulerTimeType: DateSchedulerTime, Sendable {
    /// The point in time.
    public var date: Date

    /// The time at `date`.
    public init(_ date: Date) {
      self.date = date
    }

    /// A length of time on the run loop scheduler's clock, in seconds.
    public struct Stride: TimeIntervalStride, Sendable {
      /// The length, in seconds; negative for a length back in time.
      public var magnitude: TimeInterval

      /// The length, in seconds, as a `TimeInterval`.
      public var timeInterval: TimeInterval { magnitude }

      /// A length of `timeInterval` seconds.
      public init(_ timeInterval: TimeInterval) {
        magnitude = timeInterval
      }
    }
  }

  /// Options for scheduling on a run loop; there are none.
  public struct SchedulerOptions: Sendable {}

  /// The wall clock's time now.
  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

  /// No tolerance: the run loop is asked to be exact.
  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  /// Runs `action` in one of the run loop's next passes, through `perform`.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let work = SchedulerAction(action)
    ReplayWatch.handing(to: replayName) { perform { work.run() } }
  }

  /// Runs `action` once, when a `Timer` added to the run loop for `date` fires.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    addTimer(at: date, interval: 0, repeats: false, tolerance: tolerance, SchedulerAction(action))
  }

  /// Runs `action` at `date`, then every `interval`, through a repeating `Timer` added to the run
  /// loop; cancelling the returned value invalidates the timer.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    let timer = addTimer(
      at: date, interval: interval.timeInterval, repeats: true, tolerance: tolerance,
      SchedulerAction(action))
    return AnyCancellable { timer.invalidate() }
  }

  @discardableResult
  private func addTimer(
    at date: SchedulerTimeType, interval: TimeInterval, repeats: Bool,
    tolerance: SchedulerTimeType.Stride, _ work: SchedulerAction
  ) -> Timer {
    let timer = Timer(fire: date.date, interval: interval, repeats: repeats) { _ in work.run() }
    timer.tolerance = tolerance.timeInterval
    ReplayWatch.handing(to: replayName) { add(timer, forMode: .default) }
    return timer
  }
}
