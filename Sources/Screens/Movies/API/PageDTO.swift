// swift-format-ignore-file: AlwaysUseLowerCamelCase
// TMDB's snake_case names, kept as in the article.

/// One page of a TMDB list. `results` is required: an error body without it fails to decode.
public struct PageDTO<T: Codable & Sendable>: Codable, Sendable {
  public let page: Int?
  public let total_results: Int?
  public let total_pages: Int?
  public let results: [T]
}
