import Foundation
import ScreenplaySeams

/// Keeps the session between launches in the app's key-value store, as the session's JSON
/// under one key, as the book's `FileUserSessionDataStore` keeps it in a file: the write can
/// fail (the device is out of space), and then signing in fails with it.
///
/// The key is `userSession` (``defaultKey``), and its value the session's JSON:
///
/// ```json
/// {"profile": {"name": "Johnny Appleseed", "email": "johnny@gmail.com",
///              "mobileNumber": "510-736-8754", "avatar": "http://www.koober.com/avatar/johnnya"},
///  "remoteSession": {"token": "64652626"}}
/// ```
///
/// A stored value that is not a session makes ``readUserSession()`` throw a `DecodingError`.
public struct KeyValueUserSessionDataStore: UserSessionDataStore {
  /// The key the session is stored under unless another is given.
  public static let defaultKey = "userSession"

  // MARK: - Properties
  private let store: any KeyValueStore
  private let key: String

  // MARK: - Methods
  /// Creates a data store keeping the session in `store` under `key`.
  public init(store: any KeyValueStore, key: String = Self.defaultKey) {
    self.store = store
    self.key = key
  }

  public func readUserSession() async throws -> UserSession? {
    guard let data = store.data(forKey: key) else { return nil }
    return try JSONDecoder().decode(UserSession.self, from: data)
  }

  public func save(userSession: UserSession) async throws -> UserSession {
    try await store.set(JSONEncoder().encode(userSession), forKey: key)
    return userSession
  }

  public func delete(userSession: UserSession) async throws -> UserSession {
    store.removeValue(forKey: key)
    return userSession
  }
}
