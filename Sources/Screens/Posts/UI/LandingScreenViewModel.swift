import Foundation
import Observation

/// The landing screen's state and behaviour: jsonplaceholder's posts in a list, a sheet for the
/// selected post, and an "Error" alert when loading fails. Ported from the article.
///
/// The view switches on ``state``: `idle` is `Color.clear` calling ``loadData()`` on appear,
/// `loading` a `ProgressView`, `success` the list (each row the post's title and body, a tap
/// calling ``postSelected(at:)``) with `.sheet(item: $viewModel.selectedPost)` showing the
/// selected post's title, and `failed` is `Color.clear` with
/// `.alert(isPresented: $viewModel.showErrorAlert)`: "Error", the message, "OK".
///
/// Where this port departs from the article's sample app (SwiftUIMVVMDemo):
/// - **Errors reach the alert**, as the article intends. In the original, `getPosts()` replaces
///   every error with `[]` (its failure type is `Never`) and `showErrorAlert` is a `@State` inside
///   an `ObservableObject`, so a failed load shows an empty list and the alert never appears.
///   Here ``NetworkServiceable/getPosts()`` throws, a failure sets `.failed(ErrorViewModel)` with
///   the error's text as iOS words it (``LocalizedErrorText``) and sets ``showErrorAlert``. After
///   "OK" the screen stays blank: neither the article nor the original offers a retry.
/// - **An index outside the list is ignored** by ``postSelected(at:)``; the original reads
///   `postsData[index]` unchecked and would crash.
/// - The ``LoadedViewModel``'s id comes from `makeID`, which is `UUID.init` unless injected (a
///   replay passes counting ids), still fresh for every success.
/// - `@Observable` on the main actor instead of an `ObservableObject`, and the load is a `Task`
///   awaiting ``NetworkServiceable/getPosts()`` where the article sinks a publisher received on
///   the main queue.
@MainActor @Observable
public final class LandingScreenViewModel {

  /// One row of the list: a post as the screen shows it.
  public struct PostData: Identifiable, Equatable, Sendable {
    /// The post's id, as text (`"1"` … `"100"`).
    public let id: String
    /// The post's title.
    public let title: String
    /// The post's body.
    public let body: String

    /// Creates a row.
    public init(id: String, title: String, body: String) {
      self.id = id
      self.title = title
      self.body = body
    }
  }

  /// What a successful load shows. Two loads are equal only when their ``id``s are: every
  /// success makes a new id, so the view updates even when the posts are the same.
  public struct LoadedViewModel: Equatable, Sendable {

    public static func == (lhs: LoadedViewModel, rhs: LoadedViewModel) -> Bool {
      lhs.id == rhs.id
    }

    /// Identifies this load; a new UUID string for each success.
    public let id: String
    /// The rows, in the server's order.
    public let posts: [PostData]

    /// Creates a loaded view model.
    public init(id: String, posts: [PostData]) {
      self.id = id
      self.posts = posts
    }
  }

  /// Where loading stands; the view switches on it.
  public private(set) var state: LoadingState<LoadedViewModel> = .idle

  @ObservationIgnored private var postsTask: Task<Void, Never>?

  /// Whether the "Error" alert is up; the alert's binding sets it back to `false` on "OK".
  public var showErrorAlert = false

  /// The post whose sheet is up; the sheet's binding sets it back to `nil` when dismissed.
  public var selectedPost: PostData?

  private let networkService: any NetworkServiceable

  private var postsData: [PostData] = []

  private let makeID: @Sendable () -> UUID

  /// Creates the view model; `makeID` names each successful load.
  public init(
    networkService: any NetworkServiceable, makeID: @escaping @Sendable () -> UUID = UUID.init
  ) {
    self.networkService = networkService
    self.makeID = makeID
  }

  /// Loads the posts, unless a load is already under way.
  ///
  /// Sets `.loading` at once; then `.success` with the posts as ``PostData`` (kept for
  /// ``postSelected(at:)``), or `.failed` with the error's message and the alert up.
  public func loadData() {

    guard state != .loading else {
      return
    }

    state = .loading

    postsTask = Task { [weak self, networkService] in
      do {
        let posts = try await networkService.getPosts()
        self?.receiveValue(posts)
      } catch {
        self?.receiveCompletion(failure: error)
      }
    }
  }

  private func receiveValue(_ posts: [Post]) {

    let postsData = posts.map { PostData(id: String($0.id), title: $0.title, body: $0.body) }

    self.postsData = postsData

    state = .success(.init(id: makeID().uuidString, posts: postsData))
  }

  private func receiveCompletion(failure error: any Error) {
    showErrorAlert = true
    state = .failed(ErrorViewModel(message: LocalizedErrorText.text(for: error)))
  }

  /// Opens the sheet of the post at `index` in the list; an index outside the list does nothing.
  public func postSelected(at index: Int) {
    guard postsData.indices.contains(index) else {
      return
    }
    self.selectedPost = self.postsData[index]
  }
}
