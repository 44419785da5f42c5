/// How long a sleep on a real clock asked to sleep, read back from the deadline it was given.
///
/// `Task.sleep(for:)` and `ContinuousClock().sleep(for:)` hand the executor a deadline, the real
/// clock's `now` plus the length asked for; only `Task.sleep(nanoseconds:)` hands it the length.
/// The app read `now` at some moment after its job started and before the executor was asked, so
/// the length lies between the deadline's distance from the executor's `now` and its distance
/// from the job's start. Within that span the length is the roundest duration: the one with the
/// most trailing decimal zeros in nanoseconds (`300ms` rather than `299.99712ms`). The span is a
/// few microseconds wide, so a length of whole microseconds or rounder is read exactly, however
/// long the replay has run.
///
/// ```swift
/// SleepLength.read(remaining: .nanoseconds(299_997_120), elapsed: .microseconds(4))
/// // 0.3 seconds
/// ```
enum SleepLength {
  private static let attosecondsPerNanosecond: Int128 = 1_000_000_000

  /// The roundest length from `remaining` to `remaining + elapsed`; none is below zero.
  static func read(remaining: Duration, elapsed: Duration) -> Duration {
    let lowest = max(remaining.attoseconds, 0)
    let highest = remaining.attoseconds + max(elapsed.attoseconds, 0)
    guard highest > 0 else { return .zero }
    // From a step of 10^18 ns (longer than any replay) down to 1 ns: the first step with a
    // multiple inside the span gives the roundest length.
    var step: Int128 = 1_000_000_000_000_000_000 * attosecondsPerNanosecond
    while step >= attosecondsPerNanosecond {
      let multiple = (lowest + step - 1) / step * step
      if multiple <= highest { return Duration(attoseconds: multiple) }
      step /= 10
    }
    return Duration(attoseconds: lowest)
  }
}
