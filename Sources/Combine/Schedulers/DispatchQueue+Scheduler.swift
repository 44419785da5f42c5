import Dispatch

/// A dispatch queue as a scheduler: a closure runs through `async`, a delayed one through
/// `asyncAfter(deadline:)`.
///
/// As Apple's `DispatchQueue` scheduler, its clock is `DispatchTime`. A repeating closure runs
/// through a chain of `asyncAfter` calls, each at the previous due time plus the interval (so
/// the chain does not drift), which the returned cancellable ends. Apple's uses a dispatch
/// timer source instead; this one only uses `async` and `asyncAfter`, so that a replay's
/// virtual clock drives it.
extension DispatchQueue: Scheduler {
  /// A point on a dispatch queue's clock: a `DispatchTime`.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The point in time.
    public var dispatchTime: DispatchTime

    /// The time at `time`.
    public init(_ time: DispatchTime) {
      dispatchTime = time
    }

    /// The time from this one to `other` (negative when `other` is earlier).
    public func distance(to other: SchedulerTimeType) -> Stride {
      let nanoseconds = other.dispatchTime.uptimeNanoseconds &- dispatchTime.uptimeNanoseconds
      return Stride(.nanoseconds(Int(truncatingIfNeeded: nanoseconds)))
    }

    /// This time moved by `n` (back when `n` is negative).
    public func advanced(by n: Stride) -> SchedulerTimeType {
      let moved = Int64(clamping: dispatchTime.uptimeNanoseconds).addingReportingOverflow(
        Int64(n.magnitude))
      let nanoseconds = moved.overflow ? UInt64(Int64.max) : UInt64(clamping: moved.partialValue)
      return SchedulerTimeType(DispatchTime(uptimeNanoseconds: nanoseconds))
    }

    /// Whether both are the same point in time.
    public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime == rhs.dispatchTime
    }

    /// Whether `lhs` is earlier than `rhs`.
    public static func < (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime < rhs.dispatchTime
    }

    /// Hashes the point in time.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(dispatchTime.uptimeNanoseconds)
    }

    /// Decodes the time from its nanoseconds since boot.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      dispatchTime = DispatchTime(uptimeNanoseconds: try container.decode(UInt64.self))
    }

    /// Encodes the time as its nanoseconds since boot.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(dispatchTime.uptimeNanoseconds)
    }

    /// A length of time on a dispatch queue's clock, counted in nanoseconds.
    ///
    /// A number written as a literal (`0.5`, `2`) is a count of seconds, as with Apple's.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Codable, Sendable
    {
      /// A floating-point literal is a count of seconds.
      public typealias FloatLiteralType = Double
      /// An integer literal is a count of seconds.
      public typealias IntegerLiteralType = Int
      /// The length is counted in whole nanoseconds.
      public typealias Magnitude = Int

      /// The length in nanoseconds; negative for a length back in time.
      public var magnitude: Int

      /// The length, as a dispatch time interval in nanoseconds.
      public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

      /// The length of `timeInterval`; `.never` is the longest length there is.
      public init(_ timeInterval: DispatchTimeInterval) {
        magnitude = Self.nanoseconds(in: timeInterval)
      }

      /// A length of `timeInterval` seconds.
      public init(_ timeInterval: Double) {
        let nanoseconds = (timeInterval * 1_000_000_000).rounded()
        if nanoseconds >= Double(Int.max) {
          magnitude = .max
        } else if nanoseconds <= Double(Int.min) {
          magnitude = .min
        } else {
          magnitude = nanoseconds.isNaN ? 0 : Int(nanoseconds)
        }
      }

      /// A length of `value` seconds.
      public init(floatLiteral value: Double) {
        self.init(value)
      }

      /// A length of `value` seconds.
      public init(integerLiteral value: Int) {
        self.init(.seconds(value))
      }

      /// A length of `source` seconds, or nil when it is out of range.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = Int(exactly: source),
          case (let nanoseconds, false) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        else { return nil }
        magnitude = nanoseconds
      }

      /// A length of `s` seconds.
      public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
      /// A length of `s` seconds.
      public static func seconds(_ s: Double) -> Stride { Stride(s) }
      /// A length of `ms` milliseconds.
      public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
      /// A length of `us` microseconds.
      public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
      /// A length of `ns` nanoseconds.
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }

      /// Whether `lhs` is shorter than `rhs`.
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }

      /// The two lengths added.
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(.nanoseconds(lhs.magnitude + rhs.magnitude))
      }

      /// `rhs` taken from `lhs`.
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(.nanoseconds(lhs.magnitude - rhs.magnitude))
      }

      /// The product of the two lengths counted in seconds, so that `stride * 2` (the literal
      /// being two seconds) is twice `stride`.
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(Double(lhs.magnitude) * Double(rhs.magnitude) / 1_000_000_000 / 1_000_000_000)
      }

      /// Adds `rhs` to `lhs`.
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      /// Takes `rhs` from `lhs`.
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      /// Multiplies `lhs` by `rhs`, as `*` does.
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

      private static func nanoseconds(in interval: DispatchTimeInterval) -> Int {
        switch interval {
        case .seconds(let s): scaled(s, by: 1_000_000_000)
        case .milliseconds(let ms): scaled(ms, by: 1_000_000)
        case .microseconds(let us): scaled(us, by: 1_000)
        case .nanoseconds(let ns): ns
        case .never: .max
        @unknown default: .max
        }
      }

      /// `value * factor`, held at the largest or smallest `Int` when out of range.
      private static func scaled(_ value: Int, by factor: Int) -> Int {
        let (product, overflow) = value.multipliedReportingOverflow(by: factor)
        guard overflow else { return product }
        return value < 0 ? .min : .max
      }
    }
  }

  /// How a closure is run on a dispatch queue: its quality of service, work item flags, and a
  /// dispatch group it is part of.
  public struct SchedulerOptions {
    /// The quality of service the closure runs at.
    public var qos: DispatchQoS
    /// The flags of the work item the closure runs in.
    public var flags: DispatchWorkItemFlags
    /// A group the closure is part of until it has run, if any.
    public var group: DispatchGroup?

    /// Options with the given quality of service, flags and group.
    public init(
      qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
      group: DispatchGroup? = nil
    ) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  /// The dispatch clock's time now, `DispatchTime.now()`.
  public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

  /// No tolerance.
  public var minimumTolerance: SchedulerTimeType.Stride {
    SchedulerTimeType.Stride(.nanoseconds(0))
  }

  /// Runs `action` on the queue through `async`, with the options' quality of service, flags and
  /// group.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let options = options ?? SchedulerOptions()
    let work = SchedulerAction(action)
    ReplayWatch.handing(to: replayName) {
      async(group: options.group, qos: options.qos, flags: options.flags) { work.run() }
    }
  }

  /// Runs `action` on the queue at `date`, through `asyncAfter(deadline:)`; the options' group,
  /// if any, holds it from now until it has run.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    runAfter(date, options: options ?? SchedulerOptions(), SchedulerAction(action))
  }

  /// Runs `action` on the queue at `date`, then every `interval` after the previous due time,
  /// through a chain of `asyncAfter(deadline:)` calls, until the returned value is cancelled.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    let options = options ?? SchedulerOptions()
    let repeating = RepeatingAction<SchedulerTimeType>(
      action: action, next: { $0.advanced(by: interval) },
      enqueue: { [self] due, work in runAfter(due, options: options, work) })
    repeating.start(at: date)
    return repeating
  }

  private func runAfter(
    _ date: SchedulerTimeType, options: SchedulerOptions, _ work: SchedulerAction
  ) {
    let group = options.group
    group?.enter()
    ReplayWatch.handing(to: replayName) {
      asyncAfter(deadline: date.dispatchTime, qos: options.qos, flags: options.flags) {
        work.run()
        group?.leave()
      }
    }
  }
}
