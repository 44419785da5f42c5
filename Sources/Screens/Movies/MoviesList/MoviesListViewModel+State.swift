import Foundation

extension MoviesListViewModel {
  /// Where the list is.
  public enum State: Sendable {
    /// Nothing requested yet.
    case idle
    /// The trending movies are on their way.
    case loading
    /// The movies, in TMDB's order.
    case loaded([ListItem])
    /// The request failed, or its answer did not decode.
    case error(any Error)
  }

  /// What happened.
  public enum Event: Sendable {
    /// The list appeared.
    case onAppear
    /// The user picked the movie with this id.
    case onSelectMovie(Int)
    /// The trending movies arrived.
    case onMoviesLoaded([ListItem])
    /// Loading them failed.
    case onFailedToLoadMovies(any Error)
  }

  /// A row of the list: ``MovieDTO`` prepared for the view.
  public struct ListItem: Identifiable, Sendable, Hashable {
    public let id: Int
    public let title: String
    public let poster: URL?

    /// The row for `movie`.
    public init(movie: MovieDTO) {
      id = movie.id
      title = movie.title
      poster = movie.poster
    }
  }
}
