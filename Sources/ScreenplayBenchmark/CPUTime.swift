#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The CPU time this process has used, split into user and system (kernel) time, from
/// `getrusage(RUSAGE_SELF)`. Subtract two readings to get what the code between them cost.
struct CPUTime {
  /// Seconds spent running the process's own code.
  var user: Double
  /// Seconds the kernel spent on the process's behalf (system calls, page faults, futex waits).
  var system: Double

  /// The process's CPU time so far.
  static func now() -> CPUTime {
    var usage = rusage()
    guard getrusage(who, &usage) == 0 else { return CPUTime(user: 0, system: 0) }
    return CPUTime(user: seconds(usage.ru_utime), system: seconds(usage.ru_stime))
  }

  /// `RUSAGE_SELF`, which Glibc imports as an enum case rather than the `Int32` it takes.
  #if canImport(Glibc)
    private static let who = __rusage_who_t(RUSAGE_SELF.rawValue)
  #else
    private static let who = RUSAGE_SELF
  #endif

  static func - (later: CPUTime, earlier: CPUTime) -> CPUTime {
    CPUTime(user: later.user - earlier.user, system: later.system - earlier.system)
  }

  private static func seconds(_ time: timeval) -> Double {
    Double(time.tv_sec) + Double(time.tv_usec) / 1e6
  }
}
