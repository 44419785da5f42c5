import ScreenplayRuntimeHooks

/// The clocks a replay's app code reads without being handed one: while it runs, `Date()`,
/// `Date.now`, `CFAbsoluteTimeGetCurrent()`, `ContinuousClock.now`, `SuspendingClock.now` and
/// `DispatchTime.now()` read the replay's virtual time on its thread, as the injected
/// `AppEnvironment.now` does: 2026-01-01T00:00:00Z plus the virtual time on the wall clock, one
/// second plus it on the monotonic ones. The C library's clock functions are replaced for the
/// whole process (`VirtualClocks.c` in ScreenplayRuntimeHooks). They read the replay's time on
/// a queue's thread too, while it runs work the replay sent there (``ReplayDispatch``), and the
/// real clocks on every other thread, and on the replay's own while the harness waits for
/// URLSession.
///
/// A sleep that would block the replay's thread (`Thread.sleep`, `usleep`) does not wait: it
/// moves that thread's time on, so a loop watching the clock ends, and the replay reports it.
///
/// ```swift
/// VirtualClocks.reading(clock) { Date() }   // 2026-01-01 00:00:01 +0000 at 1.000s
/// ```
enum VirtualClocks {
  /// Runs `body` with this thread's clocks reading `clock`'s time now.
  static func reading<T>(_ clock: VirtualClock, _ body: () throws -> T) rethrows -> T {
    let previous = screenplay_setVirtualTime(nanoseconds(clock.now.offset))
    defer { screenplay_setVirtualTime(previous) }
    return try body()
  }

  /// Moves this thread's clocks to `instant`, if they read virtual time: the replay's clock
  /// moved on (a wake-up) while the thread runs the replay's code.
  static func moved(to instant: VirtualClock.Instant) {
    screenplay_moveVirtualTime(nanoseconds(instant.offset))
  }

  /// Runs `body` with this thread's clocks real: a wait of the harness's own, with a timeout.
  static func real<T>(_ body: () throws -> T) rethrows -> T {
    let previous = screenplay_setVirtualTime(-1)
    defer { screenplay_setVirtualTime(previous) }
    return try body()
  }

  /// How long the app asked this thread to sleep while its clocks were virtual, since the last
  /// call.
  static func takeSleep() -> Duration {
    .nanoseconds(screenplay_takeVirtualSleep())
  }

  /// `offset` in nanoseconds, capped at the largest the clocks can show.
  static func nanoseconds(_ offset: Duration) -> Int64 {
    let (seconds, attoseconds) = offset.components
    let limit = Int64.max / 1_000_000_000 - 1
    guard seconds < limit else { return limit * 1_000_000_000 }
    return max(seconds, 0) * 1_000_000_000 + attoseconds / 1_000_000_000
  }
}
