import Foundation
import ScreenplaySeams

/// Stores the session as JSON under one key of a key-value store (`UserDefaults` in the app).
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
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    try await store.set(try encoder.encode(userSession), forKey: key)
    return userSession
  }

  public func delete(userSession: UserSession) async throws -> UserSession {
    store.removeValue(forKey: key)
    return userSession
  }
}
