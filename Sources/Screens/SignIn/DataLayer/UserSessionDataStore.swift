/// Keeps the signed-in user's session between launches.
public protocol UserSessionDataStore: Sendable {
  /// The stored session, or `nil` when none is stored.
  func readUserSession() async throws -> UserSession?
  /// Stores `userSession`, replacing any other, and returns it.
  func save(userSession: UserSession) async throws -> UserSession
  /// Forgets the stored session and returns the one that was forgotten.
  func delete(userSession: UserSession) async throws -> UserSession
}
