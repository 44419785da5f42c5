import Synchronization
import Testing

@testable import Screenplay

/// The clock rules, as in swift-nio's EmbeddedEventLoop.
@Suite("Virtual clock")
struct VirtualClockTests {
  /// Collects what sleepers did, in order.
  final class Journal: Sendable {
    private let entries = Mutex<[String]>([])
    func write(_ entry: String) { entries.withLock { $0.append(entry) } }
    var all: [String] { entries.withLock { $0 } }
  }

  /// Starts a task that sleeps on `clock` and writes `name` with the clock's time when it wakes.
  @discardableResult
  func sleeper(_ name: String, _ duration: Duration, on clock: VirtualClock, journal: Journal)
    -> Task<Void, Never>
  {
    Task {
      do {
        try await clock.sleep(for: duration, label: name)
        journal.write("\(name)@\(TimeFormat.seconds(clock.now.offset))")
      } catch {
        journal.write("\(name) cancelled")
      }
    }
  }

  /// Yields until `clock` has `count` sleepers (bounded, so a bug fails instead of hanging).
  func waitForSleepers(_ count: Int, on clock: VirtualClock) async {
    for _ in 0..<10_000 where clock.sleeperCount < count { await Task.yield() }
  }

  @Test("time starts at zero and a sleep does not end until the clock is moved")
  func startsAtZero() async {
    let clock = VirtualClock()
    let journal = Journal()
    sleeper("a", .seconds(1), on: clock, journal: journal)
    await waitForSleepers(1, on: clock)
    #expect(clock.now.offset == .zero)
    #expect(journal.all.isEmpty)
    #expect(clock.nextDeadline == VirtualClock.Instant(offset: .seconds(1)))
  }

  @Test("sleepers due at the same instant wake in the order they went to sleep, with now set first")
  func sameInstantInSchedulingOrder() async {
    let clock = VirtualClock()
    let journal = Journal()
    let first = sleeper("first", .milliseconds(500), on: clock, journal: journal)
    await waitForSleepers(1, on: clock)
    let second = sleeper("second", .milliseconds(500), on: clock, journal: journal)
    await waitForSleepers(2, on: clock)
    let labels = clock.wakeNext(notAfter: VirtualClock.Instant(offset: .seconds(10)))?.map(\.label)
    await first.value
    await second.value
    #expect(labels == ["first", "second"])
    #expect(journal.all == ["first@0.500s", "second@0.500s"])
  }

  @Test("wakeNext wakes only the earliest deadline and never one past the limit")
  func wakesEarliestOnly() async {
    let clock = VirtualClock()
    let journal = Journal()
    sleeper("late", .seconds(2), on: clock, journal: journal)
    sleeper("early", .seconds(1), on: clock, journal: journal)
    await waitForSleepers(2, on: clock)
    #expect(clock.wakeNext(notAfter: VirtualClock.Instant(offset: .milliseconds(999))) == nil)
    #expect(
      clock.wakeNext(notAfter: VirtualClock.Instant(offset: .seconds(5)))?.map(\.label) == ["early"]
    )
    #expect(clock.now.offset == .seconds(1))
    #expect(clock.sleeperCount == 1)
  }

  @Test("time never goes back")
  func neverGoesBack() {
    let clock = VirtualClock()
    clock.advance(to: VirtualClock.Instant(offset: .seconds(3)))
    clock.advance(to: VirtualClock.Instant(offset: .seconds(1)))
    #expect(clock.now.offset == .seconds(3))
  }

  @Test("a sleep whose deadline has passed returns at once")
  func pastDeadlineReturns() async throws {
    let clock = VirtualClock()
    clock.advance(to: VirtualClock.Instant(offset: .seconds(3)))
    try await clock.sleep(until: VirtualClock.Instant(offset: .seconds(2)))
    try await clock.sleep(for: .zero, label: nil)
    #expect(clock.sleeperCount == 0)
  }

  @Test("cancelling a sleeping task ends its sleep with CancellationError and removes it")
  func cancellation() async {
    let clock = VirtualClock()
    let journal = Journal()
    let task = sleeper("a", .seconds(1), on: clock, journal: journal)
    await waitForSleepers(1, on: clock)
    task.cancel()
    await task.value
    #expect(journal.all == ["a cancelled"])
    #expect(clock.sleeperCount == 0)
  }

  @Test("an unlabelled sleep is named by its duration")
  func defaultLabel() async {
    let clock = VirtualClock()
    let task = Task { try? await clock.sleep(for: .milliseconds(1500)) }
    await waitForSleepers(1, on: clock)
    #expect(
      clock.wakeNext(notAfter: VirtualClock.Instant(offset: .seconds(2)))?.map(\.label) == [
        "timer 1.500s"
      ])
    await task.value
  }

  @Test("a sleeper keeps the cause current when it slept, and waking it makes that cause current")
  func causes() async {
    let clock = VirtualClock()
    let journal = Journal()
    clock.cause = 8
    sleeper("response", .milliseconds(250), on: clock, journal: journal)
    await waitForSleepers(1, on: clock)
    clock.cause = 9
    let wakeups = clock.wakeNext(notAfter: VirtualClock.Instant(offset: .seconds(1)))
    #expect(wakeups == [VirtualClock.Wakeup(label: "response", cause: 8)])
    #expect(clock.cause == 8)
  }

  @Test("a log spanning an hour costs no real time: virtual time jumps")
  func hourLongSleepIsInstant() async {
    let clock = VirtualClock()
    let journal = Journal()
    let task = sleeper("hour", .seconds(3600), on: clock, journal: journal)
    await waitForSleepers(1, on: clock)
    _ = clock.wakeNext(notAfter: VirtualClock.Instant(offset: .seconds(3600)))
    await task.value
    #expect(journal.all == ["hour@3600.000s"])
  }
}
