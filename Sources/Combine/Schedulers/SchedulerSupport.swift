import Foundation

/// A closure handed to an API that wants a `@Sendable` one (`DispatchQueue.async`,
/// `RunLoop.perform`, a `Timer`'s block).
///
/// A scheduler's caller decides on which thread its closure may run, as with Apple's schedulers;
/// this box only carries it there.
struct SchedulerAction: @unchecked Sendable {
  private let body: () -> Void

  init(_ body: @escaping () -> Void) {
    self.body = body
  }

  func run() {
    body()
  }
}

/// A closure that runs at a first due time, then every interval after the previous due time (so
/// it does not drift), until cancelled.
///
/// `enqueue` arranges for a block to run at a due time, through the scheduler's own delayed
/// work (`asyncAfter`, an operation added later), so that a replay's virtual clock drives it.
/// The next run is arranged after the closure returns; once cancelled, the closure is released
/// and a run already arranged does nothing.
final class RepeatingAction<Time>: Cancellable, @unchecked Sendable {
  private let lock = Lock()
  private var action: (() -> Void)?
  private let next: (Time) -> Time
  private let enqueue: (Time, SchedulerAction) -> Void

  /// A repeating `action`, whose due times follow one another by `next`, each run arranged by
  /// `enqueue`.
  init(
    action: @escaping () -> Void, next: @escaping (Time) -> Time,
    enqueue: @escaping (Time, SchedulerAction) -> Void
  ) {
    self.action = action
    self.next = next
    self.enqueue = enqueue
  }

  /// Arranges the first run, at `due`.
  func start(at due: Time) {
    enqueue(due, SchedulerAction { [self] in fire(due: due) })
  }

  private func fire(due: Time) {
    guard let action = lock.withLock({ action }) else { return }
    action()
    guard lock.withLock({ self.action != nil }) else { return }
    start(at: next(due))
  }

  func cancel() {
    lock.withLock { action = nil }
  }
}

/// The shared shape of the `Stride` of the schedulers whose clock is a `Date` (`RunLoop`,
/// `OperationQueue`): a length of time in seconds, as a `TimeInterval`.
protocol TimeIntervalStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
  ExpressibleByFloatLiteral, Hashable, Codable
where
  Magnitude == TimeInterval, FloatLiteralType == TimeInterval, IntegerLiteralType == TimeInterval
{
  /// The length, in seconds.
  var magnitude: TimeInterval { get set }
  /// A length of `timeInterval` seconds.
  init(_ timeInterval: TimeInterval)
}

extension TimeIntervalStride {
  /// A length of `value` seconds.
  public init(integerLiteral value: TimeInterval) {
    self.init(value)
  }

  /// A length of `value` seconds.
  public init(floatLiteral value: TimeInterval) {
    self.init(value)
  }

  /// A length of `source` seconds, or nil when `source` is not exactly a `TimeInterval`.
  public init?<T: BinaryInteger>(exactly source: T) {
    guard let seconds = TimeInterval(exactly: source) else { return nil }
    self.init(seconds)
  }

  /// A length of `s` seconds.
  public static func seconds(_ s: Int) -> Self { Self(TimeInterval(s)) }
  /// A length of `s` seconds.
  public static func seconds(_ s: Double) -> Self { Self(s) }
  /// A length of `ms` milliseconds.
  public static func milliseconds(_ ms: Int) -> Self { Self(TimeInterval(ms) / 1_000) }
  /// A length of `us` microseconds.
  public static func microseconds(_ us: Int) -> Self { Self(TimeInterval(us) / 1_000_000) }
  /// A length of `ns` nanoseconds.
  public static func nanoseconds(_ ns: Int) -> Self { Self(TimeInterval(ns) / 1_000_000_000) }

  /// Whether `lhs` is shorter than `rhs`.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
  /// The two lengths added.
  public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude + rhs.magnitude) }
  /// `rhs` taken from `lhs`.
  public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude - rhs.magnitude) }
  /// The product of the two lengths in seconds (so `stride * 2` is twice `stride`).
  public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude * rhs.magnitude) }
  /// Adds `rhs` to `lhs`.
  public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
  /// Takes `rhs` from `lhs`.
  public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
  /// Multiplies `lhs` by `rhs`, as `*` does.
  public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
}

/// The shared shape of the time of the schedulers whose clock is a `Date` (`RunLoop`,
/// `OperationQueue`).
protocol DateSchedulerTime: Strideable, Hashable, Codable where Stride: TimeIntervalStride {
  /// The point in time.
  var date: Date { get set }
  /// The time at `date`.
  init(_ date: Date)
}

extension DateSchedulerTime {
  /// The time from this one to `other` (negative when `other` is earlier).
  public func distance(to other: Self) -> Stride {
    Stride(other.date.timeIntervalSince(date))
  }

  /// This time moved by `n` (back when `n` is negative).
  public func advanced(by n: Stride) -> Self {
    Self(date.addingTimeInterval(n.magnitude))
  }
}
