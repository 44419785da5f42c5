import Foundation
import ScreenplaySeams

/// Keeps the user's words in the injected key-value store (`UserDefaults` in the app), as the
/// article's actor does.
///
/// ``words`` yields `[]` at once, then the list loaded from the store, then the list after each
/// ``add(word:)``. The list is stored as JSON with sorted keys (the original uses
/// `PropertyListEncoder`): the same data, but byte for byte deterministic and readable in a test.
public actor CollexionService: CollexionServiceProtocol {

  // MARK: - Constant

  private enum Constant {
    static let defaultsKey = "com.ktan17.words"
  }

  // MARK: - Deps

  /// What the service needs from outside: where words live, and how to start the load.
  public struct Deps: Sendable {
    /// The store holding the encoded list (`UserDefaults` in the app).
    public let store: any KeyValueStore
    /// Starts the load task.
    public let tasks: any TaskSpawning

    /// Bundles the service's dependencies.
    public init(store: any KeyValueStore, tasks: any TaskSpawning) {
      self.store = store
      self.tasks = tasks
    }
  }

  /// The key the encoded list is stored under.
  public static let defaultsKey = Constant.defaultsKey

  public var words: AsyncStream<[Word]> {
    get async { wordsSubject.stream }
  }
  private let wordsSubject = AsyncCurrentValueSubject<[Word]>(value: [])
  private let deps: Deps
  /// The last write started, which the next one waits for.
  private var lastWrite: Task<Void, any Error>?

  /// Creates the service and starts loading the stored words through `deps.tasks`; a missing or
  /// unreadable list leaves the words empty.
  @MainActor
  public init(deps: Deps) {
    self.deps = deps
    deps.tasks.spawn { [wordsSubject] in
      // Load words from the store
      if let data = deps.store.data(forKey: Constant.defaultsKey),
        let words = try? JSONDecoder().decode([Word].self, from: data)
      {
        await wordsSubject.send(words)
      }
    }
  }

  public func add(word: Word) async throws {
    // The original's UserDefaults write blocks the actor, so adds run one at a time. Here the
    // write suspends (a slow store takes virtual time), which would let a second add read the
    // list before the first is saved and lose a word; chaining the writes keeps the original's
    // order.
    let previous = lastWrite
    let write = Task {
      _ = await previous?.result
      try await self.save(adding: word)
    }
    lastWrite = write
    try await write.value
  }

  private func save(adding word: Word) async throws {
    let newValue = await wordsSubject.currentValue + [word]
    let object = try Self.makeEncoder().encode(newValue)
    try await deps.store.set(object, forKey: Constant.defaultsKey)
    await wordsSubject.send(newValue)
  }

  /// A JSON encoder with sorted keys, so the same list always encodes to the same bytes.
  public static func makeEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }
}
