import ScreenplayRuntimeHooks

/// A replay's randomness, the same in every replay: `Int.random(in:)`, `shuffled()` and every
/// other use of `SystemRandomNumberGenerator` draw from a generator with a fixed seed, and
/// `UUID()` gives ids that count up as the injected `makeID`'s do (`…0001`, `…0002`), while the
/// app's code runs on the replay's thread (`Randomness.c` in ScreenplayRuntimeHooks).
final class ReplayRandomness: @unchecked Sendable {
  /// The generator's state; read and written on the replay's thread only.
  let state: UnsafeMutablePointer<screenplay_random_state>

  /// The seed every replay starts from.
  static let seed: UInt64 = 0x5EED_0F_5C4E_E4B1A

  init() {
    state = .allocate(capacity: 1)
    state.initialize(to: screenplay_random_state(seed: Self.seed, ids: 0))
  }

  deinit {
    state.deallocate()
  }

  /// Whether the app's randomness reaches the replays in this process.
  static var isReplays: Bool { screenplay_randomnessIsReplays() }

  /// Runs `body` with this thread's randomness this replay's.
  func drawing<T>(_ body: () throws -> T) rethrows -> T {
    let previous = screenplay_setReplayRandom(state)
    defer { screenplay_setReplayRandom(previous) }
    return try body()
  }
}
