import Foundation

extension MovieDetailViewModel {
  /// ``MovieDetailDTO`` prepared for the view.
  ///
  /// ```text
  /// rating      8.153            (the view shows "⭐️ 8.153/10")
  /// duration    "2h 46m"         from runtime 166; "N/A" without a runtime
  /// genres      ["Science Fiction", "Adventure"]   each shown on its own
  /// releasedAt  "2024-02-27"     as TMDB sends it, or "N/A"
  /// language    "English"        the first spoken language, or "N/A"
  /// ```
  public struct MovieDetail: Sendable, Hashable {
    public let id: Int
    public let title: String
    public let overview: String?
    public let poster: URL?
    public let rating: Double?
    public let duration: String
    public let genres: [String]
    public let releasedAt: String
    public let language: String

    /// The presentation of `movie`.
    public init(movie: MovieDetailDTO) {
      id = movie.id
      title = movie.title
      overview = movie.overview
      poster = movie.poster
      rating = movie.vote_average

      let formatter = DurationFormatter()
      duration = movie.runtime.flatMap { formatter.string(from: TimeInterval($0 * 60)) } ?? "N/A"

      genres = movie.genres.map(\.name)

      releasedAt = movie.release_date ?? "N/A"

      language = movie.spoken_languages.first?.name ?? "N/A"
    }
  }
}
