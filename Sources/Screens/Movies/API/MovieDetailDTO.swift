// swift-format-ignore-file: AlwaysUseLowerCamelCase

// TMDB's snake_case names, kept as in the article.
import Foundation

/// A movie's details as TMDB's `GET /3/movie/{id}` returns them (the fields the screen uses).
/// `genres` and `spoken_languages` are required, as in the original.
public struct MovieDetailDTO: Codable, Sendable, Hashable {
  public let id: Int
  public let title: String
  public let overview: String?
  public let poster_path: String?
  public let vote_average: Double?
  public let genres: [GenreDTO]
  public let release_date: String?
  public let runtime: Int?
  public let spoken_languages: [LanguageDTO]

  /// The poster's full URL, or `nil` when the movie has none.
  public var poster: URL? { poster_path.map { MoviesAPI.imageBase.appendingPathComponent($0) } }

  /// A genre, such as `{"id":878,"name":"Science Fiction"}`.
  public struct GenreDTO: Codable, Sendable, Hashable {
    public let id: Int
    public let name: String
  }

  /// A spoken language; TMDB also sends `english_name` and `iso_639_1`, not decoded.
  public struct LanguageDTO: Codable, Sendable, Hashable {
    public let name: String
  }
}
