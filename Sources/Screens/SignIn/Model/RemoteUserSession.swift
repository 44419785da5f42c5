/// The token the Koober server issues when a user signs in or signs up.
public typealias AuthToken = String

/// The server's half of a session: the token that authenticates later requests.
///
/// The token is internal to the data layer, as in the article: views and scenes cannot show it.
public struct RemoteUserSession: Codable, Sendable, Hashable {
  let token: AuthToken

  /// Wraps the token the server issued.
  public init(token: AuthToken) {
    self.token = token
  }
}
