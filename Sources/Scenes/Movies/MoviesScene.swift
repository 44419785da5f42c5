import Observation
import Screenplay
import ScreenplaySeams
import Screens

/// The trending movies list and a movie's details, as Screenplay drives them: the views of
/// ``MoviesListViewModel`` and ``MovieDetailViewModel`` inside one `NavigationView`.
///
/// The scene holds the navigation stack. ``start()`` sends the list's `onAppear`, as the
/// original's `NavigationView.onAppear` does. Tapping a row of the loaded list sends
/// `onSelectMovie(id)` to the list (which keeps its state), builds a new
/// `MovieDetailViewModel(movieID:)` as the original's `NavigationLink` does, pushes it, and sends
/// it `onAppear`. Going back pops the detail; its view model is released, which cancels its
/// request if it is still in flight. A row that is not on screen (still loading, failed, unknown
/// id, or a detail on top) cannot be tapped, so the event is ignored.
///
/// An error shows as ``LocalizedErrorText``: the English text iOS gives
/// `error.localizedDescription`, written out because Linux's Foundation words it differently. The
/// app ignores HTTP status codes, as the original does, so a TMDB error body fails to decode and
/// reads "The data couldn’t be read because it is missing." Other decisions are in
/// `Docs/Screens/Movies.md`.
///
/// Transitions (list `L`, detail `D`), and the logs under `Tests/EventLogs/Movies/` covering them:
///
/// | from | event | to | logs |
/// |---|---|---|---|
/// | L idle | `start()` (onAppear) | L loading, request sent | every log |
/// | L loading | 200 with a page | L loaded, one row per movie | `list-loads`, `select-movie-detail-loads`, … |
/// | L loading | 401 TMDB error body (does not decode) | L error "…missing." | `list-invalid-api-key` |
/// | L loading | 500 TMDB error body | L error "…missing." | `list-server-error-500` |
/// | L loading | 200, body not JSON | L error "…isn’t in the correct format." | `list-malformed-json` |
/// | L loading | offline / timed out | L error, the `URLError` text | `list-offline`, `list-timeout` |
/// | L loading | `list.appear` | L loading; request cancelled, a new one sent | `second-appear-while-loading` |
/// | L loading | `movie.select` (no rows yet) | unchanged | `select-while-loading` |
/// | L loaded | `list.appear` | unchanged (no reload) | `list-loads` |
/// | L error | `list.appear` | unchanged (no retry) | `list-offline`, `list-invalid-api-key` |
/// | L loaded | `movie.select` unknown id | unchanged | `list-loads` |
/// | L loaded | `movie.select` | D pushed, D loading | `select-movie-detail-loads`, … |
/// | D loading | 200 with details | D loaded | `select-movie-detail-loads`, `detail-formatting`, … |
/// | D loading | 404 TMDB error body | D error "…missing." | `detail-not-found` |
/// | D loading | offline | D error | `detail-offline` |
/// | D loading | 502, an HTML page | D error "…isn’t in the correct format." | `detail-bad-gateway` |
/// | D loading | `list.appear` | D loading; request cancelled, a new one sent | `appear-while-detail-loading` |
/// | D loading | `detail.back` | list; D released, request cancelled | `back-while-detail-loading` |
/// | D loaded / error | `detail.back` | list, as it was | `back-then-select-another`, `detail-not-found`, `detail-offline` |
/// | D error | `list.appear` | unchanged (no retry); a new push loads anew | `detail-offline` |
/// | D on top | `movie.select` (row hidden) | unchanged | `double-tap-row` |
/// | L on top | `detail.back` (nothing pushed) | unchanged | `list-loads` |
/// | D loaded | `list.appear` | unchanged | `back-then-select-another` |
///
/// The same transitions are declared as data in `MoviesScene+Coverage.swift`, where
/// `screenplay coverage Movies` checks them against the logs: it lists the logs covering each, the
/// declared ones no log covers, and the covered ones not declared. The table says what each means.
@MainActor @Observable
public final class MoviesScene: Scene {
  public nonisolated static let name = "Movies"

  /// The list, at the bottom of the navigation stack.
  public let listViewModel: MoviesListViewModel
  /// The pushed details, top last (at most one: the detail has no links).
  public private(set) var path: [Destination] = []
  private let api: MoviesAPI
  private let tasks: any TaskSpawning

  /// Builds the list over `environment`'s transport and spawner.
  public init(environment: AppEnvironment) {
    api = MoviesAPI(transport: environment.transport)
    tasks = environment.tasks
    listViewModel = MoviesListViewModel(api: api, tasks: tasks)
  }

  /// The navigation view appears: the list gets `onAppear`.
  public func start() {
    listViewModel.send(event: .onAppear)
  }

  public func send(_ event: MoviesEvent) {
    switch event {
    case .selectMovie(let id): selectMovie(id)
    case .back: back()
    case .appear: appear()
    }
  }

  /// The list's rows, when the list is loaded and on top; otherwise no row can be tapped.
  private var visibleRows: [MoviesListViewModel.ListItem] {
    guard path.isEmpty, case .loaded(let movies) = listViewModel.state else { return [] }
    return movies
  }

  private func selectMovie(_ id: Int) {
    guard visibleRows.contains(where: { $0.id == id }) else { return }
    listViewModel.send(event: .onSelectMovie(id))
    let detail = MovieDetailViewModel(movieID: id, api: api, tasks: tasks)
    path.append(Destination(movieID: id, viewModel: detail))
    detail.send(event: .onAppear)
  }

  private func back() {
    guard !path.isEmpty else { return }
    path.removeLast()
  }

  /// The `NavigationView` appears again: its `onAppear` reaches the list, and the detail on top
  /// appears with it.
  private func appear() {
    listViewModel.send(event: .onAppear)
    path.last?.viewModel.send(event: .onAppear)
  }
}

extension MoviesScene {
  /// A pushed detail: the movie it shows and the view model built for it.
  public struct Destination {
    /// The TMDB id of the movie.
    public let movieID: Int
    /// The detail's view model, released when the detail is popped.
    public let viewModel: MovieDetailViewModel
  }
}
