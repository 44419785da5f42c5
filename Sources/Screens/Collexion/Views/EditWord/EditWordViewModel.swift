import Foundation
import Observation
import ScreenplaySeams

/// The "New Word" editor: a bag of state, as the article models view models.
///
/// The outputs are observable properties and get-only callbacks, all made in `init`. The view
/// binds its fields to ``title``, ``definition`` and ``partOfSpeech`` and applies
/// ``titleValidator`` and ``definitionValidator`` after every edit (they return a replacement
/// text, or `nil` to keep it). ``addAction`` uploads the word through the service; success
/// closes the sheet through `deps.isPresented`, failure presents the "Failed to Upload" alert
/// and leaves the sheet open for a retry.
///
/// Port notes (Combine → Observation):
/// - `isAddButtonDisabled` was a `combineLatest` sink received on the main queue; here it is
///   computed from the three inputs, so it is never stale.
/// - The `uploadStateSubject` sink is `uploadState`'s `didSet`: each ``UploadState`` drives
///   ``isUploading``, ``uploadError`` and ``isPresentingAlert`` exactly as the sink's `switch`.
/// - The focus delay sleeps on the injected clock; ids and timestamps come from `deps`.
/// - As in the original, Add stays enabled while uploading, cancel does not stop an upload, and
///   dismissing the alert keeps ``uploadError``.
@MainActor @Observable
public final class EditWordViewModel {

  // MARK: - Constant

  private enum Constant {
    static let titleCharacterLimit = 45
    static let definitionCharacterLimit = 250
    static let focusDelay = Duration.milliseconds(500)
  }

  // MARK: - Outputs

  /// The word being written.
  public var title: String
  /// Its definition.
  public var definition: String
  /// Its part of speech; `nil` until the user picks one.
  public var partOfSpeech: PartOfSpeech?
  /// Whether the "Failed to Upload" alert is presented.
  public var isPresentingAlert = false
  /// Whether Add is disabled: until the word has a title, a definition and a part of speech.
  public var isAddButtonDisabled: Bool {
    title.isEmpty || definition.isEmpty || partOfSpeech == nil
  }
  /// Whether the title field has the keyboard focus: 500 ms after the editor appears.
  public private(set) var isFocused = false
  /// Whether an upload is in flight.
  public private(set) var isUploading = false
  /// The last upload's error, shown by the alert; cleared by the next successful upload.
  public private(set) var uploadError: (any Error)?
  /// Call when the editor appears: focuses the title field after 500 ms.
  @ObservationIgnored public private(set) var onAppear: @MainActor () -> Void = {}
  /// The Cancel button: closes the editor at once, without stopping an upload.
  @ObservationIgnored public private(set) var cancelAction: @MainActor () -> Void = {}
  /// The Add button: uploads the word.
  @ObservationIgnored public private(set) var addAction: @MainActor () -> Void = {}
  /// The alert's Dismiss button: hides the alert.
  @ObservationIgnored public private(set) var dismissAlertAction: @MainActor () -> Void = {}
  /// Trims whitespace and newlines, then keeps the first 45 characters; `nil` when the text
  /// needs no change.
  public let titleValidator: (String) -> String?
  /// Keeps the first 250 characters; `nil` when the text needs no change.
  public let definitionValidator: (String) -> String?

  // MARK: - Private properties

  private let deps: Deps
  @ObservationIgnored private var uploadState: UploadState = .idle {
    didSet { drive(uploadState) }
  }

  // MARK: - Initializers

  /// Creates the editor with empty fields and its actions.
  public init(deps: Deps) {
    self.deps = deps
    self.title = deps.title
    self.definition = deps.definition
    self.partOfSpeech = deps.partOfSpeech

    // Text validation logic

    titleValidator = { candidate in
      let trimmed = candidate.trimmingCharacters(in: .whitespacesAndNewlines)
      if trimmed.count > Constant.titleCharacterLimit {
        return String(trimmed.prefix(Constant.titleCharacterLimit))
      } else if trimmed != candidate {
        return trimmed
      } else {
        return nil
      }
    }

    definitionValidator = { candidate in
      if candidate.count > Constant.definitionCharacterLimit {
        return String(candidate.prefix(Constant.definitionCharacterLimit))
      }
      return nil
    }

    // Actions

    onAppear = { [weak self] in
      deps.tasks.spawn { [weak self] in
        try? await deps.clock.sleep(for: Constant.focusDelay)
        self?.isFocused = true
      }
    }

    cancelAction = {
      deps.isPresented.wrappedValue = false
    }

    addAction = { [weak self] in
      guard let self, let partOfSpeech = self.partOfSpeech else {
        return
      }
      self.uploadState = .uploading

      let newWord = Word(
        id: deps.makeID().uuidString,
        title: self.title,
        definition: self.definition,
        partOfSpeech: partOfSpeech,
        timestamp: deps.now()
      )
      deps.tasks.spawn { [weak self] in
        do {
          try await deps.collexionService.add(word: newWord)
          self?.uploadState = .idle
          deps.isPresented.wrappedValue = false
        } catch {
          self?.uploadState = .failed(error: error)
        }
      }
    }

    dismissAlertAction = { [weak self] in
      self?.isPresentingAlert = false
    }
  }

  // MARK: - State drivers

  private func drive(_ uploadState: UploadState) {
    switch uploadState {
    case .idle:
      isUploading = false
      uploadError = nil
    case .uploading:
      isUploading = true
    case .failed(let error):
      isUploading = false
      uploadError = error
      isPresentingAlert = true
    }
  }
}
