import Synchronization

/// One replay's `UserDefaults` and files (see ``ReplayDefaults`` and ``ReplayFolders``): empty
/// but for its seed when the replay begins, emptied when it ends.
///
/// A run replays a batch of logs to their ends, takes one turn of the main queue, then confirms
/// each (``FinishingReplay``), so a replay is confirmed after the next ones began: its
/// `UserDefaults` are put away when it ends (``suspend()``), so the next replay starts empty, and
/// put back for its confirmation (``resume()``), so the screen it renders then is its own.
final class ReplaySandbox: Sendable {
  /// Counts the replays begun in this process.
  private static let begun = Atomic<Int>(0)
  /// The replay whose `UserDefaults` and home are in place, or 0 for none.
  private static let inPlace = Atomic<Int>(0)
  /// The home slots of replays begun and not ended (see ``ReplayFolders``).
  private static let slots = Locked<Set<Int>>([])

  private struct State: @unchecked Sendable {
    var putAway: ReplayDefaults.Contents?
    var ended = false
  }

  /// What went wrong as the replay began.
  let problems: [String]
  private let number: Int
  private let slot: Int
  private let registeredBefore: Set<String>
  private let state = Locked(State())

  /// Begins a replay's storage, seeded by `seed`.
  init(seed: DefaultsSeed?) {
    number = Self.begun.add(1, ordering: .relaxed).newValue
    slot = Self.slots.withLock { slots in
      var slot = 1
      while slots.contains(slot) { slot += 1 }
      slots.insert(slot)
      return slot
    }
    _ = RunStorage.folder
    ReplayFolders.begin(slot: slot)
    (registeredBefore, problems) = ReplayDefaults.begin(seed ?? DefaultsSeed())
    Self.inPlace.store(number, ordering: .relaxed)
  }

  /// Puts away what the replay's `UserDefaults` hold, for ``resume()``, once its last event and
  /// timer ran, and removes what the app saved in the user's preferences folder (see
  /// ``ReplayDefaults/removeSaved()``).
  func suspend() {
    let contents = ReplayDefaults.putAway()
    state.withLock { $0.putAway = contents }
    Self.inPlace.store(0, ordering: .relaxed)
    ReplayDefaults.removeSaved()
  }

  /// Puts back what ``suspend()`` put away, unless the replay's `UserDefaults` are in place.
  func resume() {
    guard Self.inPlace.load(ordering: .relaxed) != number,
      let contents = state.withLock({ $0.putAway })
    else { return }
    ReplayDefaults.restore(contents)
    ReplayFolders.point(at: slot)
    Self.inPlace.store(number, ordering: .relaxed)
  }

  /// Empties what the replay stored, once; returns the problems found then.
  func end() -> [String] {
    let first = state.withLock { state in
      defer { state.ended = true }
      return !state.ended
    }
    guard first else { return [] }
    ReplayFolders.end(slot: slot)
    Self.slots.withLock { _ = $0.remove(slot) }
    guard Self.inPlace.load(ordering: .relaxed) == number else { return [] }
    Self.inPlace.store(0, ordering: .relaxed)
    return ReplayDefaults.end(registeredBefore: registeredBefore)
  }
}
