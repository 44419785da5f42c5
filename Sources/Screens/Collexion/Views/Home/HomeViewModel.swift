import Observation
import ScreenplaySeams

/// The home screen ("Your Collexion"): the user's words, sorted, and the way into the editor.
///
/// Ported from the article's `ObservableObject`: the `@Published` outputs are observable
/// properties, `addWordAction` is a get-only callback made in `init`, and the words come from
/// the service's stream, bound on the main actor by a task started through `deps.tasks`.
@MainActor @Observable
public final class HomeViewModel {

  // MARK: - Deps

  /// The home screen's dependencies.
  public struct Deps: Sendable {
    /// The source of the words.
    public let collexionService: any CollexionServiceProtocol
    /// Starts the task that binds the words.
    public let tasks: any TaskSpawning

    /// Bundles the home screen's dependencies.
    public init(collexionService: any CollexionServiceProtocol, tasks: any TaskSpawning) {
      self.collexionService = collexionService
      self.tasks = tasks
    }
  }

  // MARK: - Outputs

  /// Whether the "New Word" sheet is presented; the sheet's binding, so the editor can close it.
  public var shouldShowEditor = false
  /// The words, sorted by title (case-sensitive `<`), equal titles oldest first.
  public private(set) var words = [Word]()
  /// The Add button's action: presents the editor.
  @ObservationIgnored public private(set) var addWordAction: @MainActor () -> Void = {}

  // MARK: - Private properties

  private let deps: Deps

  // MARK: - Initializers

  /// Creates the view model and starts binding the service's words.
  public init(deps: Deps) {
    self.deps = deps

    addWordAction = { [weak self] in
      self?.shouldShowEditor = true
    }

    deps.tasks.spawn { [weak self] in
      await self?.bindWords(to: await deps.collexionService.words)
    }
  }

  // MARK: - Helper functions

  private func bindWords(to stream: AsyncStream<[Word]>) async {
    for await words in stream {
      self.words = Self.sorted(words)
    }
  }

  /// `words` in the home list's order: by title with `<` (so `Zebra` comes before `apple`),
  /// and for equal titles, the earlier timestamp first.
  nonisolated static func sorted(_ words: [Word]) -> [Word] {
    words.sorted {
      guard $0.title != $1.title else { return $0.timestamp < $1.timestamp }
      return $0.title < $1.title
    }
  }
}
