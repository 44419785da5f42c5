import Foundation
import ScreenplaySeams

/// The Movie Database (TMDB) v3 API, as the article's `MoviesAPI` calls it, over the injected
/// transport.
///
/// ```text
/// GET https://api.themoviedb.org/3/trending/movie/week?api_key=<key>
/// GET https://api.themoviedb.org/3/movie/693134?api_key=<key>
/// ```
///
/// Like the original, the API key is the only query item, the HTTP status is not looked at and
/// the body is decoded with a plain `JSONDecoder` (see ``Agent``): a TMDB error body such as
/// `{"status_code":7,…}` fails to decode, and that decoding error is what the screen reports.
public struct MoviesAPI: Sendable {
  /// Where poster paths such as `/1pdfLvkbY9ohJlCjQH2CZjjYVvJ.jpg` are resolved.
  public static let imageBase = URL(string: "https://image.tmdb.org/t/p/original/")!

  /// The v3 API root.
  public static let base = URL(string: "https://api.themoviedb.org/3")!
  /// The app's TMDB key, a constant as in the original. Screenplay shows it as `•••`.
  public static let apiKey = "screenplay-demo-api-key"

  private let agent: Agent

  /// Creates the API over `transport`.
  public init(transport: any HTTPTransport) {
    agent = Agent(transport: transport)
  }

  /// This week's trending movies, first page.
  public func trending() async throws -> PageDTO<MovieDTO> {
    try await agent.run(Self.request("trending/movie/week"))
  }

  /// The details of the movie `id`.
  public func movieDetail(id: Int) async throws -> MovieDetailDTO {
    try await agent.run(Self.request("movie/\(id)"))
  }

  /// `GET base/path?api_key=<key>`.
  static func request(_ path: String) -> HTTPRequest {
    var components = URLComponents(
      url: base.appendingPathComponent(path), resolvingAgainstBaseURL: true)!
    components.queryItems = [URLQueryItem(name: "api_key", value: apiKey)]
    return HTTPRequest(method: .get, url: components.url!)
  }
}
