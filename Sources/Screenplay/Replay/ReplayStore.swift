import Foundation
import ScreenplaySeams
import Synchronization

/// The replay's key-value store: starts with a store fixture's values, and lets each write
/// succeed or fail as the fixture says (the last outcome repeating).
final class ReplayStore: KeyValueStore {
  private struct State {
    var values: [String: Data]
    var writes: [StoreFixture.Write]
    var writeCount = 0
  }

  private let state: Mutex<State>

  init(_ fixture: StoreFixture?) {
    state = Mutex(State(values: fixture?.values ?? [:], writes: fixture?.writes ?? []))
  }

  func data(forKey key: String) -> Data? {
    state.withLock { $0.values[key] }
  }

  func set(_ data: Data, forKey key: String) throws {
    try state.withLock { state throws(KeyValueStoreError) in
      let outcome =
        state.writes.isEmpty
        ? .succeed : state.writes[min(state.writeCount, state.writes.count - 1)]
      state.writeCount += 1
      switch outcome {
      case .succeed: state.values[key] = data
      case .outOfSpace: throw KeyValueStoreError.outOfSpace(key: key)
      case .readOnly: throw KeyValueStoreError.readOnly(key: key)
      }
    }
  }

  func removeValue(forKey key: String) {
    _ = state.withLock { $0.values.removeValue(forKey: key) }
  }
}
