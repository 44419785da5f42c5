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
    let newValue = await wordsSubject.currentValue + [word]
    let object = try Self.makeEncoder().encode(newValue)
    try deps.store.set(object, forKey: Constant.defaultsKey)
    await wordsSubject.send(newValue)
  }

  /// A JSON encoder with sorted keys, so the same list always encodes to the same bytes.
  public static func makeEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }
}
