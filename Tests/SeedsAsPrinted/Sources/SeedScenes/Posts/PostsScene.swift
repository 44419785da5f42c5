import Screenplay
import ScreenplaySeams

@testable import PostsSeed

/// The posts screen (the article's `LandingScreen`) over the seed's `LandingScreenViewModel`, as
/// printed: the demo's `PostsScene` with the seed's view model in place of the demo's port.
///
/// It builds what the article's app builds: a `NetworkService` on `URLSession.shared` with the
/// article's base URL, `https://jsonplaceholder.typicode.com/` (the replay answers it from the
/// log's fixtures), and the view model over it. Events reach the view model as the article's
/// `LandingScreen` lets them:
///
/// - ``start()`` is the idle view appearing (`Color.clear.onAppear(perform: viewModel.loadData)`).
/// - `post.select` is a tap on a row. The article's list has one row per index of
///   `loadedViewModel.posts.indices`, each calling `viewModel.postSelected(at: index)`, and the
///   sheet covers the list while it is up; so a tap reaches the view model only while the list
///   shows, no sheet is up, and a row with that index exists. (The seed's `postSelected(at:)`
///   reads `postsData[index]` unchecked, so an index past the rows would trap: no row of the
///   article's view can send one. Docs/SeedsAsPrinted.md, Posts.)
/// - `sheet.dismiss` is the sheet's binding setting `selectedPost` back to `nil`.
/// - `alert.dismiss` is the alert's binding setting `showErrorAlert` back to `false`, when the
///   alert is up; the seed never puts it up.
@MainActor
final class PostsScene: Scene {
  nonisolated static let name = "Posts"

  /// The seed's view model.
  let viewModel: LandingScreenViewModel

  /// Builds the article's objects; nothing comes from `environment`: the seed uses
  /// `URLSession.shared` and `UUID()`, which the replay answers by itself.
  init(environment: AppEnvironment) {
    viewModel = LandingScreenViewModel(
      networkService: NetworkService(baseURLString: "https://jsonplaceholder.typicode.com/"))
  }

  /// The idle view appearing: it starts loading.
  func start() {
    guard case .idle = viewModel.state else { return }
    viewModel.loadData()
  }

  func send(_ event: PostsEvent) {
    switch event {
    case .selectPost(let index): selectPost(at: index)
    case .dismissSheet: dismissSheet()
    case .dismissAlert: dismissAlert()
    }
  }

  /// A row takes a tap only while the list shows, no sheet covers it, and the row exists.
  private func selectPost(at index: Int) {
    guard case .success(let loaded) = viewModel.state, viewModel.selectedPost == nil,
      loaded.posts.indices.contains(index)
    else { return }
    viewModel.postSelected(at: index)
  }

  /// The sheet's binding sets the selection back to `nil`.
  private func dismissSheet() {
    guard viewModel.selectedPost != nil else { return }
    viewModel.selectedPost = nil
  }

  /// The alert's binding sets `showErrorAlert` back to `false`.
  private func dismissAlert() {
    guard case .failed = viewModel.state, viewModel.showErrorAlert else { return }
    viewModel.showErrorAlert = false
  }
}
