/// Reads, creates and ends the user's session: the article's repository, with `async` methods
/// where the article returns promises.
public protocol UserSessionRepository: Sendable {
  /// The stored session, or `nil` when nobody is signed in.
  func readUserSession() async throws -> UserSession?
  /// Creates an account and stores its session.
  func signUp(newAccount: NewAccount) async throws -> UserSession
  /// Signs in and stores the session.
  func signIn(email: String, password: Secret) async throws -> UserSession
  /// Forgets the stored session.
  func signOut(userSession: UserSession) async throws -> UserSession
}
