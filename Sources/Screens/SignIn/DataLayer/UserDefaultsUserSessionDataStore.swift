import Foundation

/// Keeps the session in `UserDefaults.standard` between launches, under one key.
///
/// The key is `userSession` (``defaultKey``), and its value a dictionary of the session's JSON:
///
/// ```text
/// userSession = {
///   profile = { name = "Johnny Appleseed"; email = "johnny@gmail.com";
///               mobileNumber = "510-736-8754"; avatar = "http://www.koober.com/avatar/johnnya" };
///   remoteSession = { token = 64652626 };
/// }
/// ```
///
/// A dictionary rather than the JSON's bytes, so the stored session reads as it is in the
/// defaults, and a test can seed it as a plain dictionary. The book keeps the session in a file
/// (`FileUserSessionDataStore`, `user_session.json` in the documents folder) or the keychain;
/// both come back to the same `Codable` session. A stored value that is not a session makes
/// ``readUserSession()`` throw a `DecodingError`.
public struct UserDefaultsUserSessionDataStore: UserSessionDataStore {
  /// The key the session is stored under unless another is given.
  public static let defaultKey = "userSession"

  // MARK: - Properties
  private let key: String

  // MARK: - Methods
  /// Creates a data store keeping the session in `UserDefaults.standard` under `key`.
  public init(key: String = Self.defaultKey) {
    self.key = key
  }

  public func readUserSession() async throws -> UserSession? {
    guard let propertyList = UserDefaults.standard.object(forKey: key) else { return nil }
    guard JSONSerialization.isValidJSONObject(propertyList) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: [], debugDescription: "The stored value is not a dictionary."))
    }
    let data = try JSONSerialization.data(withJSONObject: propertyList)
    return try JSONDecoder().decode(UserSession.self, from: data)
  }

  public func save(userSession: UserSession) async throws -> UserSession {
    let data = try JSONEncoder().encode(userSession)
    UserDefaults.standard.set(try JSONSerialization.jsonObject(with: data), forKey: key)
    return userSession
  }

  public func delete(userSession: UserSession) async throws -> UserSession {
    UserDefaults.standard.removeObject(forKey: key)
    return userSession
  }
}
