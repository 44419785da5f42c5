import Screenplay
import ScreenplaySeams

@testable import MoviesSeed

/// The trending movies list and a movie's details over the seed's `MoviesListViewModel` and
/// `MovieDetailViewModel`: the demo's `MoviesScene` with the seed's view models in place of the
/// demo's ports.
///
/// The scene holds the navigation stack. ``start()`` sends the list's `onAppear`, as the
/// article's `NavigationView.onAppear` does. Tapping a row of the loaded list builds a new
/// `MovieDetailViewModel(movieID:)`, as the article's `NavigationLink` does, pushes it and sends
/// it `onAppear`, as the article's `MovieDetailView.onAppear` does. The list gets no
/// `onSelectMovie`: the article's view never sends it (its `NavigationLink` navigates by itself),
/// and the list's `reduce` keeps the state for it anyway. Going back pops the detail. A row
/// that is not on screen (still loading, failed, unknown id, or a detail on top) cannot be
/// tapped, so the event is ignored. `list.appear` sends `onAppear` to the list and to the detail
/// on top, if any.
@MainActor
final class MoviesScene: Scene {
  nonisolated static let name = "Movies"

  /// The list, at the bottom of the navigation stack.
  let listViewModel: MoviesListViewModel
  /// The pushed details, top last (at most one: the detail has no links).
  private(set) var path: [Destination] = []

  /// Builds the list; nothing comes from `environment`: the seed uses `URLSession.shared` and
  /// the main run loop and queue, which the replay answers by itself.
  init(environment: AppEnvironment) {
    listViewModel = MoviesListViewModel()
  }

  /// The navigation view appears: the list gets `onAppear`.
  func start() {
    listViewModel.send(event: .onAppear)
  }

  func send(_ event: MoviesEvent) {
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
    let detail = MovieDetailViewModel(movieID: id)
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
  struct Destination {
    /// The TMDB id of the movie.
    let movieID: Int
    /// The detail's view model.
    let viewModel: MovieDetailViewModel
  }
}
