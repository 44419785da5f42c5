import Foundation
import ScreenplaySeams

extension EditWordViewModel {
  /// The editor's dependencies, bundled as the article does.
  ///
  /// `title`, `definition` and `partOfSpeech` are constants with defaults, as in the original:
  /// the editor always starts empty.
  public struct Deps: Sendable {
    let title: String = ""
    let definition: String = ""
    let partOfSpeech: PartOfSpeech? = nil
    /// Whether the editor's sheet is presented; the editor sets it to `false` to close itself.
    public let isPresented: Binding<Bool>
    /// Where words go.
    public let collexionService: any CollexionServiceProtocol
    /// Starts the focus and upload tasks.
    public let tasks: any TaskSpawning
    /// Times the focus delay.
    public let clock: any Clock<Duration>
    /// Makes each new word's id.
    public let makeID: @Sendable () -> UUID
    /// Stamps each new word.
    public let now: @Sendable () -> Date

    /// Bundles the editor's dependencies.
    public init(
      isPresented: Binding<Bool>,
      collexionService: any CollexionServiceProtocol,
      tasks: any TaskSpawning,
      clock: any Clock<Duration>,
      makeID: @escaping @Sendable () -> UUID,
      now: @escaping @Sendable () -> Date
    ) {
      self.isPresented = isPresented
      self.collexionService = collexionService
      self.tasks = tasks
      self.clock = clock
      self.makeID = makeID
      self.now = now
    }
  }
}
