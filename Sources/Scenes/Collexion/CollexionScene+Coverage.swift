import Screenplay
import Screens

extension CollexionScene {
  /// `home`, or with the editor sheet up: `editor`, `uploading`, or `failed` (its alert up).
  public var coverageState: String? {
    guard let editor = presentedEditor else { return "home" }
    if isShowingAlert(editor) { return "failed" }
    return editor.isUploading ? "uploading" : "editor"
  }

  /// The screen's transitions; `screenplay coverage Collexion` shows the logs covering each.
  public nonisolated static var transitions: [Transition] {
    let typing = ["editor.title", "editor.definition", "editor.partOfSpeech"]
    let editing = typing + ["editor.add", "editor.cancel", "editor.swipeDown"]
    return typing.map { Transition("editor", $0, "editor") } + [
      Transition("home", "home.add", "editor"),
      Transition("editor", "editor.add", "editor"),
      Transition("editor", "editor.add", "uploading"),
      Transition("editor", "editor.add", "home"),
      Transition("editor", "editor.add", "failed"),
      Transition("editor", "alert.dismiss", "editor"),
      Transition("editor", Transition.effect, "home"),
      Transition("editor", "editor.cancel", "home"),
      Transition("editor", "editor.swipeDown", "home"),
      Transition("editor", "home.add", "editor"),
      Transition("home", "alert.dismiss", "home"),
      Transition("uploading", Transition.effect, "home"),
      Transition("uploading", Transition.effect, "failed"),
      Transition("uploading", "editor.add", "uploading"),
      Transition("uploading", "editor.cancel", "home"),
      Transition("uploading", "editor.swipeDown", "home"),
      Transition("failed", "alert.dismiss", "editor"),
      Transition("failed", "home.add", "failed"),
      Transition("uploading", "alert.dismiss", "uploading"),
      Transition("uploading", "home.add", "uploading"),
    ]
      // The sheet stays editable while a word uploads, as in the app.
      + typing.map { Transition("uploading", $0, "uploading") }
      + editing.map { Transition("home", $0, "home") }
      + editing.map { Transition("failed", $0, "failed") }
  }

  /// What the screen's logs show always holds. ("Add is disabled while the word uploads" does
  /// not: see `Docs/Screens/Collexion.md`, "What exploration found".)
  public nonisolated static var invariants: [Invariant<CollexionScene>] {
    [
      Invariant("the words are sorted") {
        let titles = $0.homeViewModel.words.map(\.title)
        return titles == titles.sorted()
      },
      Invariant("no saved word has an empty title") {
        !$0.homeViewModel.words.contains { $0.title.isEmpty }
      },

    ]
  }
}
