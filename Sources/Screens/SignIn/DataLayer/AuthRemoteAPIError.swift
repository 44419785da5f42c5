/// Why the Koober server's answer could not be turned into a session.
///
/// Failures below HTTP (offline, timed out) arrive as URLSession's `URLError` instead.
public enum AuthRemoteAPIError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The server answered with a status outside 200–299, such as `401` for a wrong password.
  case httpError(statusCode: Int)
  /// The server answered 2xx, but the body is not a user session.
  case undecodableResponse(statusCode: Int)

  public var description: String {
    switch self {
    case .httpError(let statusCode):
      "The server answered with status \(statusCode)."
    case .undecodableResponse(let statusCode):
      "The server answered \(statusCode) with a body that is not a user session."
    }
  }
}
