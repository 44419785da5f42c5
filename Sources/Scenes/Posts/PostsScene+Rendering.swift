import Screenplay
import Screens

extension PostsScene {
  /// Draws the screen by its state, as the article's `LandingScreen` does:
  ///
  /// ```text
  /// LandingScreen
  ///   List (100 posts)
  ///     0: sunt aut facere repellat provident occaecati excepturi optio reprehenderit — quia et suscipit suscipit recusandae consequuntur…
  ///     …
  ///   sheet
  ///     sunt aut facere repellat provident occaecati excepturi optio reprehenderit
  /// ```
  ///
  /// The heading names the view (the screen has no navigation title). `idle` and `failed` are a
  /// bare `Color.clear`, shown as `(blank)`; `loading` is a spinner. Each row is its index, the
  /// title and the start of the body on one line (``PostRow``). The sheet shows only the title,
  /// as in the article (`Text(selectedPost.title)`); the alert is "Error", the message and OK.
  public func render(into canvas: inout Canvas) {
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
