import Foundation
import ScreenplayRuntimeHooks

/// The `Timer`s a replay's app code schedules, fired on the replay's virtual clock.
///
/// A timer the app adds to a run loop (`Timer.scheduledTimer`, `RunLoop.main.add(_:forMode:)`)
/// from a replay's app code is taken before it reaches the run loop (`RunLoopTimers.c`) and kept
/// here; a block for `RunLoop.main.perform` joins the replay's main queue instead
/// (``ReplayMainQueue``). A sleep on the virtual clock is set for the earliest fire date among
/// the kept timers, named like any sleep (`timer 1.000s`); when it ends, every timer due fires,
/// in the order of their dates, and a repeating one moves on by its interval. An invalidated
/// timer is dropped. None of them is ever in a run loop, so none fires in a later replay.
///
/// Timers are made by Foundation itself, whose `Timer(timeInterval:repeats:block:)` on Linux
/// fires at once rather than after its interval as on Apple's systems: what the replay fires is
/// what Foundation scheduled.
///
/// Where Foundation is linked into the executable (`--static-swift-stdlib`), timers cannot be
/// taken (``isReplays`` is false) and stay on their run loop, outside the replay.
final class ReplayTimers: @unchecked Sendable {
  /// Used on the replay's thread only, in its steps: its state needs no lock.
  private var timers: [Timer] = []
  /// When the sleep set for the next timer ends, if one is set.
  private var scheduled: VirtualClock.Instant?
  private let clock: VirtualClock

  init(clock: VirtualClock) {
    self.clock = clock
  }

  /// Installs the handler if it is not installed yet.
  static func install() {
    _ = installed
  }

  /// Whether the app's run loop timers reach the replays in this process.
  static var isReplays: Bool {
    install()
    return screenplay_runLoopIsReplays()
  }

  private static let installed: Bool = {
    screenplay_setTimerHandler { timer in
      guard let queue = ReplayThread.queue, queue.isOpen, let timers = queue.timers,
        let object = screenplay_timerObject(timer)
      else { return false }
      timers.add(Unmanaged<Timer>.fromOpaque(object).takeUnretainedValue())
      return true
    }
    return true
  }()

  private func add(_ timer: Timer) {
    timers.append(timer)
    scheduleNext()
  }

  /// Sets a sleep on the virtual clock until the earliest timer's date, unless one is set
  /// already for that time.
  private func scheduleNext() {
    timers.removeAll { !$0.isValid }
    guard let next = timers.map(\.fireDate).min() else { return }
    let delay = Self.delay(until: next)
    let deadline = clock.now.advanced(by: delay)
    guard scheduled.map({ deadline < $0 }) ?? true else { return }
    scheduled = deadline
    Task { @MainActor [self] in
      if delay > .zero {
        guard (try? await Task.sleep(for: delay)) != nil else { return }
      }
      fire(deadline)
    }
  }

  /// Fires every timer due, in the order of their dates, when the sleep set for `deadline` ends.
  private func fire(_ deadline: VirtualClock.Instant) {
    if scheduled == deadline { scheduled = nil }
    let now = Date()
    let due = timers.filter { $0.isValid && Self.isDue($0.fireDate, at: now) }
      .sorted { $0.fireDate < $1.fireDate }
    for timer in due {
      let repeats = timer.timeInterval > 0
      let fireDate = timer.fireDate
      timer.fire()
      if repeats, timer.isValid {
        var next = fireDate.addingTimeInterval(timer.timeInterval)
        while Self.isDue(next, at: now) { next = next.addingTimeInterval(timer.timeInterval) }
        timer.fireDate = next
      } else {
        timer.invalidate()
      }
    }
    scheduleNext()
  }

  /// The virtual time from now until `date`, never below zero, to the nearest microsecond: a
  /// date is a Double of seconds since 2001, which near 2026 holds about a tenth of a
  /// microsecond, so `now + 0.3` is 0.3 give or take that much, and the wake-up is at 0.3.
  private static func delay(until date: Date) -> Duration {
    let microseconds = (date.timeIntervalSinceNow * 1_000_000).rounded()
    return microseconds > 0 ? .microseconds(Int64(microseconds)) : .zero
  }

  /// Whether a timer firing at `date` is due at `now`: at or before it, to within half a
  /// microsecond (the rounding of ``delay(until:)``).
  private static func isDue(_ date: Date, at now: Date) -> Bool {
    date.timeIntervalSince(now) < 0.000_000_5
  }

  /// Invalidates every timer still scheduled: the replay is over. Returns whether a timer the
  /// replay could not take is waiting on this thread's run loop (Foundation linked into the
  /// executable): it never fired in the replay, which says so.
  func end() -> Bool {
    for timer in timers { timer.invalidate() }
    timers = []
    guard !Self.isReplays, let next = RunLoop.current.limitDate(forMode: .default) else {
      return false
    }
    return next < .distantFuture
  }
}
