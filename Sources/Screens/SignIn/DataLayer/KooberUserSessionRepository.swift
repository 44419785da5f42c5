/// The app's session repository: the Koober server for signing in and up, a data store to keep
/// the session between launches.
public final class KooberUserSessionRepository: UserSessionRepository {
  // MARK: - Properties
  let dataStore: any UserSessionDataStore
  let remoteAPI: any AuthRemoteAPI

  // MARK: - Methods
  /// Creates a repository over a data store and the server's API.
  public init(dataStore: any UserSessionDataStore, remoteAPI: any AuthRemoteAPI) {
    self.dataStore = dataStore
    self.remoteAPI = remoteAPI
  }

  public func readUserSession() async throws -> UserSession? {
    try await dataStore.readUserSession()
  }

  public func signUp(newAccount: NewAccount) async throws -> UserSession {
    let userSession = try await remoteAPI.signUp(account: newAccount)
    return try await dataStore.save(userSession: userSession)
  }

  public func signIn(email: String, password: Secret) async throws -> UserSession {
    let userSession = try await remoteAPI.signIn(username: email, password: password)
    return try await dataStore.save(userSession: userSession)
  }

  public func signOut(userSession: UserSession) async throws -> UserSession {
    try await dataStore.delete(userSession: userSession)
  }
}
