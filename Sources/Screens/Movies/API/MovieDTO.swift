// swift-format-ignore-file: AlwaysUseLowerCamelCase

// The DTOs keep TMDB's snake_case names, as the article's do, so a plain JSONDecoder reads them.
import Foundation

/// One movie of a TMDB page, as the list needs it. TMDB sends more fields (`overview`,
/// `release_date`, `vote_average`, `popularity`, …); they are not decoded.
public struct MovieDTO: Codable, Sendable, Hashable {
  public let id: Int
  public let title: String
  public let poster_path: String?

  /// The poster's full URL, or `nil` when the movie has none.
  public var poster: URL? { poster_path.map { MoviesAPI.imageBase.appendingPathComponent($0) } }
}
