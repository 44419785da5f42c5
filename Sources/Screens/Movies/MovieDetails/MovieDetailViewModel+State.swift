import Foundation

extension MovieDetailViewModel {
  /// Where the detail is.
  public enum State: Sendable {
    /// Nothing requested yet for the movie with this id.
    case idle(Int)
    /// The details of the movie with this id are on their way.
    case loading(Int)
    /// The movie, ready to show.
    case loaded(MovieDetail)
    /// The request failed, or its answer did not decode.
    case error(any Error)
  }

  /// What happened.
  public enum Event: Sendable {
    /// The detail appeared.
    case onAppear
    /// The details arrived.
    case onLoaded(MovieDetail)
    /// Loading them failed.
    case onFailedToLoad(any Error)
  }
}
