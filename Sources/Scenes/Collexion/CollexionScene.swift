import Observation
import Screenplay
import ScreenplaySeams
import Screens

/// The Collexion app as Screenplay drives it: the home list ("Your Collexion") and the
/// "New Word" sheet, the view layer of ``HomeViewModel`` and ``EditWordViewModel``.
///
/// It builds the app's objects over the harness's environment (the word service over
/// `environment.store`, the home view model and its router), presents the editor the router
/// builds whenever `shouldShowEditor` turns true (calling its `onAppear`, as the sheet appearing
/// would), and applies log events as the real controls would: the sheet covers the home screen,
/// a disabled Add ignores taps, the alert is modal, and an editor event with no editor on screen
/// does nothing. After every edit it applies the field's validator until it asks for no change,
/// as the original `ExpandingTextView` does on each new text.
///
/// The screen's transitions, and the logs under `Tests/EventLogs/Collexion/` that cover them:
///
/// | from | event | to | logs |
/// |---|---|---|---|
/// | home | `home.add` | editor: empty, Add disabled, not focused | every log |
/// | editor, not focused | timer 0.500s | editor, title focused | `focus-after-delay`, `add-a-word`, … |
/// | editor | `editor.title`, `editor.definition` | editor, text validated (trimmed, capped) | `validators-trim-and-cap`, `add-button-rules` |
/// | editor | `editor.partOfSpeech` (a picker row) | editor, part of speech picked | `add-a-word`, `add-button-rules` |
/// | editor | `editor.partOfSpeech` (not a row) | unchanged | `add-button-rules` |
/// | editor, Add disabled | `editor.add` | unchanged | `add-button-rules` |
/// | start, store holds words | load | home with the saved words (sorted) | `starts-with-saved-words` |
/// | editor, Add enabled | `editor.add` | uploading, then home with the word (sorted) | `add-a-word`, `sorting`, `double-tap-add`, `starts-with-saved-words` |
/// | editor | `editor.cancel`, `editor.swipeDown` | home, nothing added | `cancel`, `focus-cancelled-before-delay` |
/// | editor closed before 0.500s | timer 0.500s | unchanged | `focus-cancelled-before-delay` |
/// | editor | `home.add` | unchanged (the sheet covers it) | `events-in-the-wrong-state` |
/// | home | `editor.*`, `alert.dismiss` | unchanged | `events-in-the-wrong-state`, `double-tap-add` |
/// | uploading | the store's write fails | failed: alert "Failed to Upload", sheet open | `upload-fails`, `retry-after-upload-failure` |
/// | failed | `alert.dismiss` | editor, alert hidden (error kept) | `upload-fails`, `retry-after-upload-failure` |
/// | failed | `editor.*` | unchanged (the alert is modal) | `upload-fails` |
/// | editor after a failure | `editor.add` | uploading, then home with the word | `retry-after-upload-failure` |
/// | editor after a failure | `editor.cancel` | home, nothing added | `upload-fails` |
/// | uploading | `editor.add` | a second upload; the word is added twice | `add-while-uploading` |
/// | uploading | `editor.cancel` | home; the upload goes on and its word appears | `cancel-during-upload` |
/// | uploading, editor reopened | the write ends | home: the success closes the new editor | `late-upload-closes-reopened-editor` |
///
/// The same transitions are declared as data in `CollexionScene+Coverage.swift`, where
/// `screenplay coverage Collexion` checks them against the logs: it lists the logs covering each, the
/// declared ones no log covers, and the covered ones not declared. The table says what each means.
///
/// A store fixture (`Tests/Fixtures/Collexion/*.json` with a `store` object) seeds the saved words,
/// makes writes fail, and makes them take time (`slow-disk`: 1.5 s), so "uploading" shows in a
/// history and events can land while a word uploads.
@MainActor @Observable
public final class CollexionScene: Scene {
  public nonisolated static let name = "Collexion"

  /// The home screen's view model.
  public let homeViewModel: HomeViewModel
  /// Builds the editor's view model.
  public let router: HomeRouter
  /// The editor's view model while its sheet is presented.
  public var presentedEditor: EditWordViewModel? {
    homeViewModel.shouldShowEditor ? editor : nil
  }
  private var editor: EditWordViewModel?

  /// Builds the app's objects over `environment`.
  public convenience init(environment: AppEnvironment) {
    self.init(dependencies: CollexionDependencies(environment: environment))
  }

  /// Builds the screens over `dependencies` (tests pass a word service that waits or throws).
  public init(dependencies: CollexionDependencies) {
    homeViewModel = HomeViewModel(
      deps: .init(
        collexionService: dependencies.collexionService, tasks: dependencies.environment.tasks))
    router = HomeRouter(viewModel: homeViewModel, dependencies: dependencies)
  }

  public func send(_ event: CollexionEvent) {
    syncSheet()
    switch event {
    case .tapAddWord: tapAddWord()
    case .typeTitle(let text): typeTitle(text)
    case .typeDefinition(let text): typeDefinition(text)
    case .pickPartOfSpeech(let value): pickPartOfSpeech(value)
    case .tapAdd: tapAdd()
    case .tapCancel: tapCancel()
    case .swipeDownEditor: swipeDownEditor()
    case .dismissAlert: dismissAlert()
    }
    syncSheet()
  }

  /// Presents a new editor when the home view model asks for one, and lets go of it once the
  /// sheet is closed (by Cancel, a swipe, or a finished upload).
  private func syncSheet() {
    guard homeViewModel.shouldShowEditor else {
      if editor != nil { editor = nil }
      return
    }
    guard editor == nil else { return }
    let editor = router.destination(for: .addWord)
    self.editor = editor
    editor.onAppear()
  }

  private func tapAddWord() {
    guard presentedEditor == nil else { return }
    homeViewModel.addWordAction()
  }

  /// The editor, when it is on screen and no alert covers it.
  private var editorAcceptingInput: EditWordViewModel? {
    guard let editor = presentedEditor, !isShowingAlert(editor) else { return nil }
    return editor
  }

  /// Whether the "Failed to Upload" alert is on screen over `editor`.
  func isShowingAlert(_ editor: EditWordViewModel) -> Bool {
    editor.isPresentingAlert && editor.uploadError != nil
  }

  private func typeTitle(_ text: String) {
    guard let editor = editorAcceptingInput else { return }
    editor.title = Self.validated(text, by: editor.titleValidator)
  }

  private func typeDefinition(_ text: String) {
    guard let editor = editorAcceptingInput else { return }
    editor.definition = Self.validated(text, by: editor.definitionValidator)
  }

  /// `text` after `validator`'s replacements, applied until it asks for none: a title cut at
  /// 45 characters right after a space is trimmed again, as the view re-validates each change.
  public static func validated(_ text: String, by validator: (String) -> String?) -> String {
    var text = text
    while let replacement = validator(text) {
      text = replacement
    }
    return text
  }

  private func pickPartOfSpeech(_ value: String) {
    guard let editor = editorAcceptingInput, let partOfSpeech = PartOfSpeech(rawValue: value)
    else { return }
    editor.partOfSpeech = partOfSpeech
  }

  private func tapAdd() {
    guard let editor = editorAcceptingInput, !editor.isAddButtonDisabled else { return }
    editor.addAction()
  }

  private func tapCancel() {
    editorAcceptingInput?.cancelAction()
  }

  /// A swipe dismisses the sheet through its binding, as SwiftUI does.
  private func swipeDownEditor() {
    guard editorAcceptingInput != nil else { return }
    homeViewModel.shouldShowEditor = false
  }

  private func dismissAlert() {
    guard let editor = presentedEditor, isShowingAlert(editor) else { return }
    editor.dismissAlertAction()
  }
}
