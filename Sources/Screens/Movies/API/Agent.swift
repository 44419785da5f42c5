import Foundation
import ScreenplaySeams

/// Sends a request and decodes its JSON body, as the original's `Agent` does.
///
/// The status code is ignored, as in the original: a 401 or 500 whose body happens to decode
/// would count as success; a TMDB error body does not decode, so it fails as a `DecodingError`.
/// Transport failures (offline, timed out) are rethrown as they come. The original also prints
/// every body; the port does not write to the console.
struct Agent: Sendable {
  let transport: any HTTPTransport

  /// The body of `request`'s response, decoded as `T`.
  func run<T: Decodable>(_ request: HTTPRequest) async throws -> T {
    let response = try await transport.send(request)
    return try JSONDecoder().decode(T.self, from: response.body)
  }
}
