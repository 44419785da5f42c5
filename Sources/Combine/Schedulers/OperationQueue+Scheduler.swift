import Dispatch
import Foundation

/// An operation queue as a scheduler: each closure runs as an operation added to the queue.
///
/// As Apple's `OperationQueue` scheduler, its clock is the wall clock (`Date()`). A closure
/// scheduled for later waits on a serial queue's `asyncAfter` and is then added to the
/// queue; a repeating one does so again after each run, at the previous due time plus the
/// interval, until the returned cancellable is cancelled.
extension OperationQueue: Scheduler {
  /// A point on the operation queue scheduler's clock: a `Date`.
  public struct SchedulerTimeType: DateSchedulerTime, Sendable {
    /// The point in time.
    public var date: Date

    /// The time at `date`.
    public init(_ date: Date) {
      self.date = date
    }

    /// A length of time on the operation queue scheduler's clock, in seconds.
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

  /// Options for scheduling on an operation queue; there are none.
  public struct SchedulerOptions: Sendable {}

  /// The wall clock's time now.
  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

  /// No tolerance.
  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  /// Runs `action` as an operation added to the queue.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let work = SchedulerAction(action)
    ReplayWatch.handing(to: replayName) { addOperation { work.run() } }
  }

  /// Adds `action` to the queue as an operation once `date` has come.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    addOperation(at: date, SchedulerAction(action))
  }

  /// Adds `action` to the queue at `date`, then every `interval` after the previous due time,
  /// until the returned value is cancelled.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    let repeating = RepeatingAction<SchedulerTimeType>(
      action: action, next: { $0.advanced(by: interval) },
      enqueue: { [self] due, work in addOperation(at: due, work) })
    repeating.start(at: date)
    return repeating
  }

  /// Where delayed operations wait: one serial queue, so two due at the same time are added in
  /// the order they were scheduled (`delay` schedules a value and then the completion).
  private static let delays = DispatchQueue(label: "Combine.OperationQueue.delays")

  /// Adds `work` as an operation once `date` has come, waiting on ``delays``.
  ///
  /// The wait is read to the nearest microsecond: a `Date` near 2026 holds about a tenth of one,
  /// so `now + 0.3` is 0.3 give or take that much, and the wait is exactly 0.3.
  private func addOperation(at date: SchedulerTimeType, _ work: SchedulerAction) {
    let microseconds = max(0, (date.date.timeIntervalSinceNow * 1_000_000).rounded())
    let deadline = DispatchTime.now() + .microseconds(Int(microseconds))
    ReplayWatch.handing(to: replayName) {
      Self.delays.asyncAfter(deadline: deadline) { [self] in
        addOperation { work.run() }
      }
    }
  }
}
