/// A clock whose time moves only when the replayer says so.
///
/// Rules, as in swift-nio's `EmbeddedEventLoop`: time starts at zero and never goes back; sleepers
/// due at the same instant wake in the order they went to sleep; ``now`` is set to a sleeper's
/// deadline before it wakes. A sleep whose deadline has passed returns at once. Nothing here ever
/// waits for real time.
public final class VirtualClock: Clock, Sendable {
  /// A point in virtual time: the duration since the replay started.
  public struct Instant: InstantProtocol, Sendable, Hashable, Comparable {
    /// Time since the start of the replay.
    public var offset: Duration

    /// Creates an instant `offset` after the start.
    public init(offset: Duration) { self.offset = offset }

    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  /// The event whose work is running: its log line, and the index of the step it recorded.
  public struct Cause: Sendable, Hashable {
    /// The event's line in the log.
    public var line: Int
    /// The index of the event's step in the history.
    public var step: Int

    /// The event on `line`, recorded as step `step`.
    public init(line: Int, step: Int) {
      self.line = line
      self.step = step
    }
  }

  /// A sleeper woken by ``wakeNext(notAfter:)``: its label and the event behind it.
  public struct Wakeup: Sendable, Hashable {
    /// What woke, such as `timer 0.500s` or `response 200 GET /count (count)`.
    public var label: String
    /// The ``cause`` that was current when it went to sleep.
    public var cause: Cause?
  }

  private struct Sleeper {
    var id: Int
    var deadline: Instant
    var label: String
    var cause: Cause?
    var waiter: Waiter
  }

  /// What a sleeper's wake-up resumes.
  private enum Waiter {
    /// A sleep on this clock.
    case continuation(CheckedContinuation<Void, any Error>)
    /// A sleep on a real clock, moved onto this one (see ``RealSleepCatching``).
    case realSleep(RealSleep)
  }

  /// Work outside this clock timed by it: a sleep on a real clock, or a URLSession answer.
  /// `wake` runs it and says whether it did anything (a cancelled sleep's wake-up resumes
  /// nothing, and a cancelled request gets no answer); `release` ends it without this clock, for
  /// a replay that goes away before it is due.
  struct RealSleep: Sendable {
    var wake: @Sendable () -> Bool
    var release: @Sendable () -> Void
  }

  private struct State {
    var now = Instant(offset: .zero)
    var nextID = 0
    var sleepers: [Sleeper] = []
    var cancelledBeforeSleeping: Set<Int> = []
    var cause: Cause?

    /// The earliest deadline of a sleeper, found in one pass.
    var earliestDeadline: Instant? {
      // Hot path: see "Performance idioms" in Docs/Design.md.
      var earliest: Instant?
      var index = 0
      while index < sleepers.count {
        defer { index += 1 }
        let deadline = sleepers[index].deadline
        if let current = earliest, current <= deadline { continue }
        earliest = deadline
      }
      return earliest
    }
  }

  private let state = Locked(State())

  /// Creates a clock at time zero.
  public init() {}

  /// The current virtual time.
  public var now: Instant { state.withLock { $0.now } }

  /// The event whose work is running now; each sleep remembers it, and waking a sleeper makes
  /// its cause current again, so a response is traced to the event that sent the request.
  public var cause: Cause? {
    get { state.withLock { $0.cause } }
    set { state.withLock { $0.cause = newValue } }
  }

  /// Virtual time is exact.
  public var minimumResolution: Duration { .nanoseconds(1) }

  /// The earliest deadline of any sleeper, or `nil` when nobody sleeps.
  public var nextDeadline: Instant? {
    state.withLock { $0.earliestDeadline }
  }

  /// How many sleepers are waiting.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await sleep(until: deadline, label: nil)
  }

  /// Sleeps for `duration`; `label` names the wake-up in the history (default `timer 0.500s`).
  public func sleep(for duration: Duration, label: String?) async throws {
    try await sleep(until: now.advanced(by: duration), label: label)
  }

  /// Sleeps until `deadline`; `label` names the wake-up in the history.
  public func sleep(until deadline: Instant, label: String?) async throws {
    try Task.checkCancellation()
    let id: Int? = state.withLock { state in
      guard deadline > state.now else { return nil }
      state.nextID += 1
      return state.nextID
    }
    guard let id else { return }
    let label = label ?? "timer \(TimeFormat.seconds(deadline.offset - now.offset))"
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelled = state.withLock { state in
          if state.cancelledBeforeSleeping.remove(id) != nil { return true }
          state.sleepers.append(
            Sleeper(
              id: id, deadline: deadline, label: label, cause: state.cause,
              waiter: .continuation(continuation)))
          return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      cancel(id)
    }
  }

  private func cancel(_ id: Int) {
    let sleeper: Sleeper? = state.withLock { state in
      guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
        state.cancelledBeforeSleeping.insert(id)
        return nil
      }
      return state.sleepers.remove(at: index)
    }
    if case .continuation(let continuation) = sleeper?.waiter {
      continuation.resume(throwing: CancellationError())
    }
  }

  /// Sleeps a sleep on a real clock for `length` on this clock; its wake-up is named `label`, or
  /// `timer <length>` like a sleep on this clock. One that is due at once wakes at once.
  func sleep(_ sleep: RealSleep, for length: Duration, label: String? = nil) {
    let queued: Bool = state.withLock { state in
      guard let deadline = VirtualTime.adding(length, to: state.now.offset), length > .zero
      else { return false }
      state.nextID += 1
      state.sleepers.append(
        Sleeper(
          id: state.nextID, deadline: Instant(offset: deadline),
          label: label ?? "timer \(TimeFormat.seconds(length))", cause: state.cause,
          waiter: .realSleep(sleep)))
      return true
    }
    if !queued { _ = sleep.wake() }
  }

  /// Hands every sleep on a real clock back to the real clock: for a replay that goes away.
  func releaseRealSleeps() {
    let released: [RealSleep] = state.withLock { state in
      var released: [RealSleep] = []
      state.sleepers.removeAll { sleeper in
        guard case .realSleep(let sleep) = sleeper.waiter else { return false }
        released.append(sleep)
        return true
      }
      return released
    }
    for sleep in released { sleep.release() }
  }

  /// Ends every sleep with `CancellationError`, as cancelling each sleeper's task would: for a
  /// replay that goes away, whose time can never move again.
  func cancelSleepers() {
    let sleepers = state.withLock { state in
      defer { state.sleepers = [] }
      return state.sleepers
    }
    for sleeper in sleepers {
      switch sleeper.waiter {
      case .continuation(let continuation): continuation.resume(throwing: CancellationError())
      case .realSleep(let sleep): sleep.release()
      }
    }
  }

  /// Moves time to the earliest deadline not after `limit` and wakes every sleeper due then, in
  /// the order they went to sleep; the first one's cause becomes current. Returns what woke, or
  /// `nil` if nothing is due. A sleeper due after ``VirtualTime/latest`` never wakes.
  ///
  /// A cancelled sleep on a real clock still has its wake-up due, which resumes nothing: it is
  /// not a wake-up, and when it is all that was due, time moves on to the next deadline.
  public func wakeNext(notAfter limit: Instant) -> [Wakeup]? {
    while true {
      let due: [Sleeper] = state.withLock { state in
        guard let deadline = state.earliestDeadline, deadline <= limit,
          deadline.offset <= VirtualTime.latest
        else {
          return []
        }
        state.now = max(state.now, deadline)
        let due = Self.takeDue(at: deadline, from: &state.sleepers)
        state.cause = due.count > 0 ? due[0].cause : nil
        return due
      }
      guard due.count > 0 else { return nil }
      VirtualClocks.moved(to: due[0].deadline)
      var wakeups: [Wakeup] = []
      wakeups.reserveCapacity(due.count)
      var index = 0
      while index < due.count {
        if Self.wake(due[index].waiter) {
          if wakeups.isEmpty { cause = due[index].cause }
          wakeups.append(Wakeup(label: due[index].label, cause: due[index].cause))
        }
        index += 1
      }
      if wakeups.count > 0 { return wakeups }
    }
  }

  /// Resumes what `waiter` waits for; `false` when that was nothing.
  private static func wake(_ waiter: Waiter) -> Bool {
    switch waiter {
    case .continuation(let continuation):
      continuation.resume()
      return true
    case .realSleep(let sleep):
      return sleep.wake()
    }
  }

  /// Takes the sleepers due at `deadline` out of `sleepers`, in the order they went to sleep.
  /// Index loops rather than `filter`, `removeAll(where:)` and `sorted`, since this runs at every
  /// wake-up (an idiom of the hot path: see "Performance idioms" in Docs/Design.md).
  private static func takeDue(at deadline: Instant, from sleepers: inout [Sleeper]) -> [Sleeper] {
    var due: [Sleeper] = []
    var kept: [Sleeper] = []
    kept.reserveCapacity(sleepers.count)
    var index = 0
    while index < sleepers.count {
      if sleepers[index].deadline == deadline {
        // Ids are handed out before a sleeper joins the list, so two may join out of order:
        // each is moved down past the due ones with larger ids (there are seldom two).
        due.append(sleepers[index])
        var position = due.count - 1
        while position > 0, due[position - 1].id > due[position].id {
          let later = due[position - 1]
          due[position - 1] = due[position]
          due[position] = later
          position -= 1
        }
      } else {
        kept.append(sleepers[index])
      }
      index += 1
    }
    sleepers = kept
    return due
  }

  /// Moves time forward to `instant` without waking anyone; time never goes back.
  public func advance(to instant: Instant) {
    state.withLock { $0.now = max($0.now, instant) }
  }
}
