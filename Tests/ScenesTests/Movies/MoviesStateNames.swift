import Screens

/// Short names of the movies states, so tests can compare states that hold errors.
enum MoviesStateNames {
  static func name(_ state: MoviesListViewModel.State) -> String {
    switch state {
    case .idle: "idle"
    case .loading: "loading"
    case .loaded(let movies): "loaded(\(movies.map(\.id)))"
    case .error(let error): "error(\(LocalizedErrorText.text(for: error)))"
    }
  }

  static func name(_ state: MovieDetailViewModel.State) -> String {
    switch state {
    case .idle(let id): "idle(\(id))"
    case .loading(let id): "loading(\(id))"
    case .loaded(let movie): "loaded(\(movie.id))"
    case .error(let error): "error(\(LocalizedErrorText.text(for: error)))"
    }
  }
}
