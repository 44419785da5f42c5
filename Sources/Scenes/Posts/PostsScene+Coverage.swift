import Screenplay
import Screens

extension PostsScene {
  /// The case of the view model's state (`idle`, `loading`, `success`, `failed`), `sheet` while
  /// a post's sheet is up, and `failedAlert` while the error alert is.
  public var coverageState: String? {
    if viewModel.selectedPost != nil { return "sheet" }
    switch viewModel.state {
    case .idle: return "idle"
    case .loading: return "loading"
    case .success: return "success"
    case .failed: return viewModel.showErrorAlert ? "failedAlert" : "failed"
    }
  }

  /// The screen's transitions; `screenplay coverage Posts` shows the logs covering each.
  public nonisolated static var transitions: [Transition] {
    let all = ["post.select", "sheet.dismiss", "alert.dismiss"]
    return all.map { Transition("loading", $0, "loading") } + [
      Transition("loading", Transition.effect, "success"),
      Transition("loading", Transition.effect, "failedAlert"),
      Transition("success", "post.select", "sheet"),
      Transition("success", "post.select", "success"),
      Transition("success", "sheet.dismiss", "success"),
      Transition("success", "alert.dismiss", "success"),
      Transition("sheet", "sheet.dismiss", "success"),
      Transition("sheet", "post.select", "sheet"),
      Transition("sheet", "alert.dismiss", "sheet"),
      Transition("failedAlert", "alert.dismiss", "failed"),
      Transition("failedAlert", "post.select", "failedAlert"),
      Transition("failedAlert", "sheet.dismiss", "failedAlert"),
      Transition("failed", "alert.dismiss", "failed"),
      Transition("failed", "post.select", "failed"),
      Transition("failed", "sheet.dismiss", "failed"),
    ]
  }

  /// What the screen's logs show always holds.
  public nonisolated static var invariants: [Invariant<PostsScene>] {
    [
      Invariant("a post's sheet shows only over a loaded list") {
        guard $0.viewModel.selectedPost != nil else { return true }
        if case .success = $0.viewModel.state { return true }
        return false
      },
      Invariant("the error alert shows only after a failure") {
        guard $0.viewModel.showErrorAlert else { return true }
        if case .failed = $0.viewModel.state { return true }
        return false
      },
    ]
  }
}
