import Screenplay
import ScreenplaySeams
import Screens

/// The posts screen (the article's `LandingScreen`) as Screenplay drives it: the view layer of
/// ``LandingScreenViewModel``.
///
/// It builds the app's objects as the app does (a ``NetworkService`` on `URLSession.shared` with
/// jsonplaceholder's base URL, which the replay answers from the log's fixtures, and the view
/// model with the harness's counting ids), and applies log events as the real view would: rows
/// can be tapped only while the list is on screen and no sheet covers it; the sheet and the
/// alert close only when they are up. ``start()`` is the idle view appearing
/// (`Color.clear.onAppear(perform: viewModel.loadData)`), so every replay starts loading at 0 s.
/// Nothing on the screen calls `loadData()` again: no refresh, no retry.
///
/// The screen's transitions, and the logs under `Tests/EventLogs/Posts/` that cover them:
///
/// | from | event | to | logs |
/// |---|---|---|---|
/// | idle | appear (`start()`) | loading: spinner | every log |
/// | loading | 200 with 100 posts | success: 100 rows | `load-success`, `select-and-dismiss`, `slow-response`, … |
/// | loading | 200 with `[]` | success: an empty list | `empty-list` |
/// | loading | 500 | failed: blank, alert "Error" | `server-error-500` |
/// | loading | 404 | failed, alert | `not-found-404` |
/// | loading | 200, JSON cut off | failed, alert | `malformed-server-json` |
/// | loading | 200, a post with `"body": null` | failed, alert | `post-missing-field` |
/// | loading | offline / timed out | failed, alert | `offline`, `request-timeout` |
/// | loading | `post.select`, `sheet.dismiss`, `alert.dismiss` | unchanged | `slow-response`, `request-timeout` |
/// | success | `post.select` in range | sheet with the post's title | `select-and-dismiss`, `double-tap-row`, `sheet-is-modal` |
/// | success | `post.select` out of range | unchanged | `select-out-of-range`, `empty-list` |
/// | success | `sheet.dismiss`, `alert.dismiss` (none up) | unchanged | `sheet-is-modal` |
/// | sheet | `sheet.dismiss` | success: the list | `select-and-dismiss`, `sheet-is-modal` |
/// | sheet | `post.select`, `alert.dismiss` | unchanged (the sheet is modal) | `double-tap-row`, `sheet-is-modal` |
/// | failed, alert | `alert.dismiss` | failed: blank, no alert | every failure log |
/// | failed, alert | `post.select`, `sheet.dismiss` | unchanged | `server-error-500`, `offline` |
/// | failed | `alert.dismiss`, `post.select` | unchanged (a dead end) | `server-error-500`, `offline` |
///
/// The same transitions are declared as data in `PostsScene+Coverage.swift`, where
/// `screenplay coverage Posts` checks them against the logs: it lists the logs covering each, the
/// declared ones no log covers, and the covered ones not declared. The table says what each means.
///
/// `loadData()` while loading is ignored by its `guard state != .loading`, but no control can call
/// it then; the unit tests cover it (`PostsViewModelTests`).
@MainActor
public final class PostsScene: Scene {
  public nonisolated static let name = "Posts"

  /// The screen's view model.
  public let viewModel: LandingScreenViewModel

  /// Builds the app's posts objects; `environment` gives the ids.
  public init(environment: AppEnvironment) {
    viewModel = LandingScreenViewModel(
      networkService: NetworkService(baseURLString: NetworkService.jsonPlaceholderBaseURLString),
      makeID: environment.makeID)
  }

  /// The idle view appearing: it starts loading.
  public func start() {
    guard case .idle = viewModel.state else { return }
    viewModel.loadData()
  }

  public func send(_ event: PostsEvent) {
    switch event {
    case .selectPost(let index): selectPost(at: index)
    case .dismissSheet: dismissSheet()
    case .dismissAlert: dismissAlert()
    }
  }

  /// A row takes a tap only while the list shows and no sheet covers it.
  private func selectPost(at index: Int) {
    guard case .success = viewModel.state, viewModel.selectedPost == nil else { return }
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
