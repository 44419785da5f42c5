import Foundation
import ScreenplaySeams

/// Gets the posts from the API at `baseURLString` over the injected transport.
///
/// With jsonplaceholder's base URL, ``getPosts()`` sends
/// `GET https://jsonplaceholder.typicode.com/posts` and decodes the body as `[Post]`. As in the
/// article, a base URL that makes no URL gives an empty list. Unlike the article, failures are
/// thrown rather than replaced with `[]`: a transport failure as
/// ``NetworkServiceError/transport(_:)``, a non-2xx status as
/// ``NetworkServiceError/httpStatus(_:)`` and a body that is not a list of posts as
/// ``NetworkServiceError/undecodable(message:)``, worded as iOS words its `DecodingError`.
public final class NetworkService: NetworkServiceable {
  /// The base URL the article uses.
  public static let jsonPlaceholderBaseURLString = "https://jsonplaceholder.typicode.com/"

  let transport: any HTTPTransport
  let baseURLString: String

  /// Creates the service over `transport`; `baseURLString` ends with `/`.
  public init(transport: any HTTPTransport, baseURLString: String) {
    self.transport = transport
    self.baseURLString = baseURLString
  }

  public func getPosts() async throws -> [Post] {
    let urlString = baseURLString + "posts"

    guard let url = URL(string: urlString) else {
      return []
    }

    let response = try await send(HTTPRequest(method: .get, url: url))
    guard response.isSuccess else {
      throw NetworkServiceError.httpStatus(response.statusCode)
    }
    do {
      return try JSONDecoder().decode([Post].self, from: response.body)
    } catch {
      throw NetworkServiceError.undecodable(message: LocalizedErrorText.text(for: error))
    }
  }

  private func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    do {
      return try await transport.send(request)
    } catch let error as TransportError {
      throw NetworkServiceError.transport(error)
    }
  }
}
