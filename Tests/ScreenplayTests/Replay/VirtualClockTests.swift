import Testing

@testable import Screenplay

/// The clock rules, as in swift-nio's EmbeddedEventLoop. Sleepers run under a ``Harness``, so each
/// has gone to sleep (or woken and finished) by the time the harness returns: nothing polls.
@MainActor
@Suite("Virtual clock")
struct VirtualClockTests {
  private let harness = Harness()
  private var clock: VirtualClock { harness.clock }

  /// Collects what sleepers did, in order.
  final class Journal: Sendable {
    private let entries = Locked<[String]>([])
    func write(_ entry: String) { entries.withLock { $0.append(entry) } }
    var all: [String] { entries.withLock { $0 } }
  }

  /// Starts a task that sleeps on the clock and writes `name` with the clock's time when it wakes;
  /// it is asleep when this returns.
  @discardableResult
  func sleeper(_ name: String, _ duration: Duration, journal: Journal) -> Task<Void, Never> {
    let clock = clock
    return harness.run {
      Task {
        do {
          try await clock.sleep(for: duration, label: name)
          journal.write("\(name)@\(TimeFormat.seconds(clock.now.offset))")
        } catch {
          journal.write("\(name) cancelled")
        }
      }
    }
  }

  /// Wakes the next sleepers due by `limit` and runs what they do.
  func wakeNext(notAfter limit: Duration) -> [VirtualClock.Wakeup]? {
    harness.run { clock.wakeNext(notAfter: VirtualClock.Instant(offset: limit)) }
  }

  @Test("time starts at zero and a sleep does not end until the clock is moved")
  func startsAtZero() async {
    let journal = Journal()
    sleeper("a", .seconds(1), journal: journal)
    #expect(clock.now.offset == .zero)
    #expect(journal.all.isEmpty)
    #expect(clock.nextDeadline == VirtualClock.Instant(offset: .seconds(1)))
  }

  @Test("sleepers due at the same instant wake in the order they went to sleep, with now set first")
  func sameInstantInSchedulingOrder() async {
    let journal = Journal()
    let first = sleeper("first", .milliseconds(500), journal: journal)
    let second = sleeper("second", .milliseconds(500), journal: journal)
    let labels = wakeNext(notAfter: .seconds(10))?.map(\.label)
    await first.value
    await second.value
    #expect(labels == ["first", "second"])
    #expect(journal.all == ["first@0.500s", "second@0.500s"])
  }

  @Test("wakeNext wakes only the earliest deadline and never one past the limit")
  func wakesEarliestOnly() async {
    let journal = Journal()
    sleeper("late", .seconds(2), journal: journal)
    sleeper("early", .seconds(1), journal: journal)
    #expect(wakeNext(notAfter: .milliseconds(999)) == nil)
    #expect(
      wakeNext(notAfter: .seconds(5))?.map(\.label) == ["early"]
    )
    #expect(clock.now.offset == .seconds(1))
    #expect(clock.sleeperCount == 1)
  }

  @Test("time never goes back")
  func neverGoesBack() {
    clock.advance(to: VirtualClock.Instant(offset: .seconds(3)))
    clock.advance(to: VirtualClock.Instant(offset: .seconds(1)))
    #expect(clock.now.offset == .seconds(3))
  }

  @Test("a sleep whose deadline has passed returns at once")
  func pastDeadlineReturns() async throws {
    clock.advance(to: VirtualClock.Instant(offset: .seconds(3)))
    try await clock.sleep(until: VirtualClock.Instant(offset: .seconds(2)))
    try await clock.sleep(for: .zero, label: nil)
    #expect(clock.sleeperCount == 0)
  }

  @Test("cancelling a sleeping task ends its sleep with CancellationError and removes it")
  func cancellation() async {
    let journal = Journal()
    let task = sleeper("a", .seconds(1), journal: journal)
    harness.run { task.cancel() }
    await task.value
    #expect(journal.all == ["a cancelled"])
    #expect(clock.sleeperCount == 0)
  }

  @Test("an unlabelled sleep is named by its duration")
  func defaultLabel() async {
    let clock = clock
    let task = harness.run { Task { try? await clock.sleep(for: .milliseconds(1500)) } }
    #expect(
      wakeNext(notAfter: .seconds(2))?.map(\.label) == [
        "timer 1.500s"
      ])
    await task.value
  }

  @Test("a sleeper keeps the cause current when it slept, and waking it makes that cause current")
  func causes() async {
    let journal = Journal()
    let tap = VirtualClock.Cause(line: 8, step: 3)
    clock.cause = tap
    sleeper("response", .milliseconds(250), journal: journal)
    clock.cause = VirtualClock.Cause(line: 9, step: 4)
    let wakeups = wakeNext(notAfter: .seconds(1))
    #expect(wakeups == [VirtualClock.Wakeup(label: "response", cause: tap)])
    #expect(clock.cause == tap)
  }

  @Test("a log spanning an hour costs no real time: virtual time jumps")
  func hourLongSleepIsInstant() async {
    let journal = Journal()
    let task = sleeper("hour", .seconds(3600), journal: journal)
    _ = wakeNext(notAfter: .seconds(3600))
    await task.value
    #expect(journal.all == ["hour@3600.000s"])
  }
}
