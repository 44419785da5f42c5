/// The Koober server's authentication endpoints.
public protocol AuthRemoteAPI: Sendable {
  /// Signs in; the server answers with the user's session.
  func signIn(username: String, password: Secret) async throws -> UserSession
  /// Creates an account; the server answers with the new user's session.
  func signUp(account: NewAccount) async throws -> UserSession
}
