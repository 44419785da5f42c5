/// A signed-in user: who they are and the server session that proves it.
///
/// JSON (the synthesized `Codable` shape):
/// `{"profile": {"name", "email", "mobileNumber", "avatar"}, "remoteSession": {"token"}}`.
public final class UserSession: Codable, Sendable {
  /// Who is signed in.
  public let profile: UserProfile
  /// The server session.
  public let remoteSession: RemoteUserSession

  /// Creates a session.
  public init(profile: UserProfile, remoteSession: RemoteUserSession) {
    self.profile = profile
    self.remoteSession = remoteSession
  }
}

extension UserSession: Equatable {
  /// Two sessions are equal when their profiles and server sessions are.
  public static func == (lhs: UserSession, rhs: UserSession) -> Bool {
    lhs.profile == rhs.profile && lhs.remoteSession == rhs.remoteSession
  }
}
