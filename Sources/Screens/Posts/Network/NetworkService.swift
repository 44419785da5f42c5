import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Gets the posts from the API at `baseURLString` with `urlSession`, as the article does.
///
/// With jsonplaceholder's base URL, ``getPosts()`` sends
/// `GET https://jsonplaceholder.typicode.com/posts` and decodes the body as `[Post]`. As in the
/// article, a base URL that makes no URL gives an empty list. Unlike the article, which uses
/// `dataTaskPublisher(for:)`, it awaits `data(from:)`, and failures are thrown rather than
/// replaced with `[]`: a `URLError` (offline, timed out, …) as
/// ``NetworkServiceError/transport(_:)`` with its code, a non-2xx status as
/// ``NetworkServiceError/httpStatus(_:)`` and a body that is not a list of posts as
/// ``NetworkServiceError/undecodable(message:)``, worded as iOS words its `DecodingError`.
public final class NetworkService: NetworkServiceable {
  /// The base URL the article uses.
  public static let jsonPlaceholderBaseURLString = "https://jsonplaceholder.typicode.com/"

  let urlSession: URLSession
  let baseURLString: String

  /// Creates the service; `baseURLString` ends with `/`.
  public init(urlSession: URLSession = .shared, baseURLString: String) {
    self.urlSession = urlSession
    self.baseURLString = baseURLString
  }

  public func getPosts() async throws -> [Post] {

    let urlString = baseURLString + "posts"

    guard let url = URL(string: urlString) else {
      return []
    }

    let (data, response) = try await data(from: url)
    let statusCode = (response as? HTTPURLResponse)?.statusCode ?? 0
    guard (200..<300).contains(statusCode) else {
      throw NetworkServiceError.httpStatus(statusCode)
    }
    do {
      return try JSONDecoder().decode([Post].self, from: data)
    } catch {
      throw NetworkServiceError.undecodable(message: LocalizedErrorText.text(for: error))
    }
  }

  private func data(from url: URL) async throws -> (Data, URLResponse) {
    do {
      return try await urlSession.data(from: url)
    } catch let error as URLError {
      throw NetworkServiceError.transport(error.code)
    }
  }
}
