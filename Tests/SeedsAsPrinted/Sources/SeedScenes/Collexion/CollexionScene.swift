import Screenplay
import ScreenplaySeams

@testable import CollexionSeed

/// The Collexion app (the home list "Your Collexion" and the "New Word" sheet) over the seed's
/// `HomeViewModel` and `EditWordViewModel`: the demo's `CollexionScene` with the seed's view
/// models in place of the demo's ports.
///
/// It builds what the article's app builds: one `CollexionService` (the article's actor over
/// `UserDefaults.standard`, which the replay starts empty and seeds from the log's store
/// fixtures) and the home view model over it. It presents an editor whenever `shouldShowEditor`
/// turns true, built as the article's `HomeRouter.destination(for: .addWord)` builds it, with
/// `isPresented` bound to the home view model's `shouldShowEditor`, and calls its `onAppear`, as
/// the sheet appearing would. Events reach the view models as the demo's scene lets them: the
/// sheet covers the home screen, a disabled Add ignores taps, the alert is modal, an editor event
/// with no editor on screen does nothing, and after every edit the field's validator is applied
/// until it asks for no change, as the original's `ExpandingTextView` does.
@MainActor
final class CollexionScene: Scene {
  nonisolated static let name = "Collexion"

  /// The home screen's view model.
  let homeViewModel: HomeViewModel
  /// The word service every screen shares (the article's `Dependencies.shared.collexionService`).
  private let collexionService: CollexionService
  /// The editor's view model while its sheet is presented.
  var presentedEditor: EditWordViewModel? {
    homeViewModel.shouldShowEditor ? editor : nil
  }
  private var editor: EditWordViewModel?

  /// Builds the article's objects; nothing comes from `environment`: the seed uses
  /// `UserDefaults.standard`, `Task.sleep`, `UUID()` and `.now`, which the replay answers by
  /// itself.
  init(environment: AppEnvironment) {
    collexionService = CollexionService()
    homeViewModel = HomeViewModel(deps: .init(collexionService: collexionService))
  }

  func send(_ event: CollexionEvent) {
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
    let editor = makeEditor()
    self.editor = editor
    editor.onAppear()
  }

  /// The article's `HomeRouter.destination(for: .addWord)`, without its view: an editor whose
  /// `isPresented` is the home view model's `shouldShowEditor`, over the shared word service.
  private func makeEditor() -> EditWordViewModel {
    let homeViewModel = homeViewModel
    return EditWordViewModel(
      deps: .init(
        isPresented: Binding(
          get: { homeViewModel.shouldShowEditor },
          set: { homeViewModel.shouldShowEditor = $0 }),
        collexionService: collexionService))
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

  /// `text` after `validator`'s replacements, applied until it asks for none, as the view
  /// re-validates each change.
  static func validated(_ text: String, by validator: (String) -> String?) -> String {
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
