import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Why ``NetworkService/getPosts()`` failed. Its `localizedDescription` is the alert's message.
public enum NetworkServiceError: Error, Equatable, Sendable {
  /// No response arrived: the code of URLSession's `URLError` (`.notConnectedToInternet`,
  /// `.timedOut`, `.cannotConnectToHost`, …).
  case transport(URLError.Code)
  /// The server answered with a status outside 200–299.
  case httpStatus(Int)
  /// A 2xx answer whose body is not a list of posts; `message` is the text iOS gives its
  /// `DecodingError` (``LocalizedErrorText``).
  case undecodable(message: String)
}

extension NetworkServiceError: LocalizedError {
  /// The text the "Error" alert shows:
  ///
  /// - `transport(.notConnectedToInternet)`: `The Internet connection appears to be offline.`,
  ///   as `URLError` says it on iOS (the other codes likewise, see ``LocalizedErrorText``);
  /// - `httpStatus(500)`: `The server responded with status code 500.`;
  /// - `undecodable`: the text of the article's `.decode` failure on iOS: `The data couldn’t be
  ///   read because it is missing.` for a missing or `null` field, `The data couldn’t be read
  ///   because it isn’t in the correct format.` for anything else.
  public var errorDescription: String? {
    switch self {
    case .transport(let code): LocalizedErrorText.text(for: URLError(code))
    case .httpStatus(let statusCode): "The server responded with status code \(statusCode)."
    case .undecodable(let message): message
    }
  }
}
