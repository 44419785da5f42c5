import Foundation
import ScreenplaySeams

/// The replay's key-value store: starts with a store fixture's values, and lets each write take
/// the fixture's latency on the virtual clock, then succeed or fail as the fixture says (the last
/// outcome repeating).
final class ReplayKeyValueStore: KeyValueStore {
  private struct State {
    var values: [String: Data]
    var writes: [StoreFixture.Write]
    var writeCount = 0
    var problems: [String] = []
  }

  private let fixture: StoreFixture?
  private let clock: VirtualClock
  private let state: Locked<State>

  /// A store as `fixture` says, whose ``problems`` start with `problems`.
  init(_ fixture: StoreFixture?, clock: VirtualClock, problems: [String] = []) {
    self.fixture = fixture
    self.clock = clock
    state = Locked(
      State(values: fixture?.values ?? [:], writes: fixture?.writes ?? [], problems: problems))
  }

  /// Adds `problems` to what the replay reports.
  func report(_ problems: [String]) {
    guard !problems.isEmpty else { return }
    state.withLock { $0.problems += problems }
  }

  /// What went wrong that the app could not see: a write that would finish after the latest
  /// virtual time, with the fix.
  var problems: [String] {
    state.withLock { $0.problems }
  }

  /// The ``problems`` after the first `count`, copying nothing when nothing is new.
  func problems(after count: Int) -> [String] {
    state.withLock { $0.problems.count > count ? Array($0.problems[count...]) : [] }
  }

  /// What the fixture says about writes that no write of the app's took up, as a problem the
  /// replay reports at its end, as it does an unused fixture: `writes` or `latencyMs` with no
  /// write through this store (`UserDefaults` writes cannot fail), or outcomes past the last
  /// write. `nil` when every part applied.
  var unappliedWrites: (message: String, hint: String)? {
    guard let fixture, !fixture.writes.isEmpty || fixture.latency > .zero else { return nil }
    let count = state.withLock { $0.writeCount }
    let parts = [
      fixture.writes.isEmpty ? nil : "\"writes\"", fixture.latency > .zero ? "\"latencyMs\"" : nil,
    ].compactMap { $0 }.joined(separator: " and ")
    guard count > 0 else {
      return (
        "store fixture '\(fixture.name)' states \(parts), but the app wrote nothing through the "
          + "store they apply to",
        "writes to UserDefaults cannot fail: send the writes that may fail through the app's "
          + "KeyValueStore, or remove \(parts) from \(fixture.path)"
      )
    }
    guard count < fixture.writes.count else { return nil }
    let unreached = fixture.writes[count...].map { "\"\($0.rawValue)\"" }
    return (
      "store fixture '\(fixture.name)' states \(fixture.writes.count) write outcomes, but the "
        + "app wrote \(count == 1 ? "once" : "\(count) times"): "
        + unreached.joined(separator: ", ") + " never applied",
      "add the events that make the app write again, or remove the outcomes it never reaches "
        + "from \(fixture.path)"
    )
  }

  func data(forKey key: String) -> Data? {
    state.withLock { $0.values[key] }
  }

  func set(_ data: Data, forKey key: String) async throws {
    let outcome = state.withLock { state in
      defer { state.writeCount += 1 }
      return state.writes.isEmpty
        ? .succeed : state.writes[min(state.writeCount, state.writes.count - 1)]
    }
    if let fixture, fixture.latency > .zero {
      try await wait(fixture, outcome: outcome, key: key)
    }
    switch outcome {
    case .succeed: state.withLock { $0.values[key] = data }
    case .outOfSpace: throw KeyValueStoreError.outOfSpace(key: key)
    case .readOnly: throw KeyValueStoreError.readOnly(key: key)
    }
  }

  func removeValue(forKey key: String) {
    _ = state.withLock { $0.values.removeValue(forKey: key) }
  }

  /// Sleeps the fixture's latency on the virtual clock; the wake-up is named in the history as
  /// `store write <key> (<fixture>)`, or `store outOfSpace <key> (<fixture>)` for a failing one.
  private func wait(_ fixture: StoreFixture, outcome: StoreFixture.Write, key: String)
    async throws
  {
    let verb = outcome == .succeed ? "write" : outcome.rawValue
    let label = "store \(verb) \(LogValue.visible(key)) (\(fixture.name))"
    let now = clock.now.offset
    guard let deadline = VirtualTime.adding(fixture.latency, to: now) else {
      let problem =
        "store fixture '\(fixture.name)' would finish a write after the latest virtual time ("
        + TimeFormat.seconds(VirtualTime.latest) + ")\nfix: give this line an earlier time, or"
        + " lower \"latencyMs\" in " + fixture.path
      state.withLock { $0.problems.append(problem) }
      throw KeyValueStoreError.readOnly(key: key)
    }
    try await clock.sleep(until: VirtualClock.Instant(offset: deadline), label: label)
  }
}
