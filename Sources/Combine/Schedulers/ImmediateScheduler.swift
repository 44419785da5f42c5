/// A scheduler that runs each closure at once, on the calling thread.
///
/// As Apple's `ImmediateScheduler`: its clock never moves, and a closure scheduled for later
/// runs at once too.
public struct ImmediateScheduler: Scheduler, Sendable {
  /// The immediate scheduler's time: always the same point.
  public struct SchedulerTimeType: Strideable, Sendable {
    /// A length of time, counted in whole units.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByIntegerLiteral, Codable, Sendable
    {
      public typealias IntegerLiteralType = Int
      public typealias Magnitude = Int

      /// The length, in units.
      public var magnitude: Int

      public init(_ value: Int) {
        magnitude = value
      }

      public init(integerLiteral value: Int) {
        magnitude = value
      }

      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        magnitude = value
      }

      public static func seconds(_ s: Int) -> Stride { Stride(0) }
      public static func seconds(_ s: Double) -> Stride { Stride(0) }
      public static func milliseconds(_ ms: Int) -> Stride { Stride(0) }
      public static func microseconds(_ us: Int) -> Stride { Stride(0) }
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(0) }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude + rhs.magnitude)
      }
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude - rhs.magnitude)
      }
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude * rhs.magnitude)
      }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }

    public func distance(to other: SchedulerTimeType) -> Stride { Stride(0) }

    public func advanced(by n: Stride) -> SchedulerTimeType { self }
  }

  public typealias SchedulerOptions = Never

  /// The one immediate scheduler.
  public static let shared = ImmediateScheduler()

  public var now: SchedulerTimeType { SchedulerTimeType() }

  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  public func schedule(options: Never?, _ action: @escaping () -> Void) {
    action()
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
    _ action: @escaping () -> Void
  ) {
    action()
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    action()
    return AnyCancellable {}
  }
}
