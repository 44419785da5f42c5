import Foundation
import Screenplay

@testable import MoviesSeed

extension MoviesScene {
  /// The navigation path on the first line, then the screen on top of it, exactly as the demo's
  /// `MoviesScene` draws it: a row per movie (`#id title · poster file`), and for a detail its
  /// title, `releasedAt · language · duration`, poster, genres, `⭐️ rating/10` and overview.
  /// `loading` is a spinner, `idle` shows nothing, an error shows its ``LocalizedErrorText`` (the
  /// article's `Text(error.localizedDescription)` as an iPhone words it).
  func render(into canvas: inout Canvas) {
    canvas.title(navigationPath)
    if let detail = path.last {
      canvas.button("‹ Trending Movies")
      renderDetail(detail.viewModel.state, into: &canvas)
    } else {
      renderList(listViewModel.state, into: &canvas)
    }
  }

  private var navigationPath: String {
    (["Trending Movies"] + path.map { "movie #\($0.movieID)" }).joined(separator: " › ")
  }

  private func renderList(_ state: MoviesListViewModel.State, into canvas: inout Canvas) {
    switch state {
    case .idle:
      break
    case .loading:
      canvas.activityIndicator(animating: true)
    case .error(let error):
      canvas.text(LocalizedErrorText.text(for: error))
    case .loaded(let movies):
      for movie in movies { canvas.text(row(movie)) }
    }
  }

  private func row(_ movie: MoviesListViewModel.ListItem) -> String {
    let poster = movie.poster.map { "poster \($0.lastPathComponent)" } ?? "no poster"
    return "#\(movie.id) \(movie.title) · \(poster)"
  }

  private func renderDetail(_ state: MovieDetailViewModel.State, into canvas: inout Canvas) {
    switch state {
    case .idle:
      break
    case .loading:
      canvas.activityIndicator(animating: true)
    case .error(let error):
      canvas.text(LocalizedErrorText.text(for: error))
    case .loaded(let movie):
      renderMovie(movie, into: &canvas)
    }
  }

  private func renderMovie(
    _ movie: MovieDetailViewModel.MovieDetail, into canvas: inout Canvas
  ) {
    canvas.text(movie.title)
    canvas.text([movie.releasedAt, movie.language, movie.duration].joined(separator: " · "))
    if let poster = movie.poster { canvas.value("poster", poster.absoluteString) }
    if !movie.genres.isEmpty {
      canvas.value("genres", movie.genres.map { "|\($0)|" }.joined(separator: " "))
    }
    if let rating = movie.rating { canvas.text("⭐️ \(String(rating))/10") }
    if let overview = movie.overview { canvas.text(overview) }
  }
}
