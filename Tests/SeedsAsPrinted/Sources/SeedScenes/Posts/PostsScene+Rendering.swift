import Screenplay

@testable import PostsSeed

extension PostsScene {
  /// Draws the screen by its state exactly as the demo's `PostsScene` does (the article's
  /// `LandingScreen`): `LandingScreen`, then `(blank)` for `idle` and `failed`, a spinner for
  /// `loading`, the list's rows (``PostRow``) and the sheet with the selected post's title for
  /// `success`, and the "Error" alert while `showErrorAlert` is up.
  func render(into canvas: inout Canvas) {
    canvas.title("LandingScreen")
    switch viewModel.state {
    case .idle:
      canvas.text("(blank)")
    case .loading:
      canvas.activityIndicator(animating: true)
    case .success(let loadedViewModel):
      renderList(loadedViewModel.posts, into: &canvas)
      renderSheet(into: &canvas)
    case .failed(let errorViewModel):
      canvas.text("(blank)")
      renderAlert(errorViewModel, into: &canvas)
    }
  }

  private func renderList(
    _ posts: [LandingScreenViewModel.PostData], into canvas: inout Canvas
  ) {
    canvas.section("List (\(posts.count) \(posts.count == 1 ? "post" : "posts"))") { canvas in
      for (index, post) in posts.enumerated() {
        canvas.text(PostRow.line(index: index, title: post.title, body: post.body))
      }
    }
  }

  private func renderSheet(into canvas: inout Canvas) {
    guard let selectedPost = viewModel.selectedPost else { return }
    canvas.section("sheet") { $0.text(PostRow.singleLine(selectedPost.title)) }
  }

  private func renderAlert(_ errorViewModel: ErrorViewModel, into canvas: inout Canvas) {
    guard viewModel.showErrorAlert else { return }
    canvas.alert(title: "Error", message: errorViewModel.message, buttons: ["OK"])
  }
}
