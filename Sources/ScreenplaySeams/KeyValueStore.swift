import Foundation
import Synchronization

/// Persistence for small values, in the shape of `UserDefaults` data storage.
public protocol KeyValueStore: Sendable {
  /// The data stored under `key`, or `nil`.
  func data(forKey key: String) -> Data?
  /// Stores `data` under `key`, replacing any previous value; throws a ``KeyValueStoreError``
  /// when it cannot (the device is out of space, the store is read-only). Asynchronous, because
  /// a write takes time (`UserDefaults` returns at once; a replay's store can take as long as its
  /// fixture says, on virtual time).
  func set(_ data: Data, forKey key: String) async throws
  /// Removes the value under `key`, if any.
  func removeValue(forKey key: String)
}

/// A store that keeps values in memory, for previews and tests.
public final class InMemoryStore: KeyValueStore {
  private let values: Mutex<[String: Data]>

  /// Creates a store holding `values`.
  public init(_ values: [String: Data] = [:]) {
    self.values = Mutex(values)
  }

  public func data(forKey key: String) -> Data? {
    values.withLock { $0[key] }
  }

  public func set(_ data: Data, forKey key: String) {
    values.withLock { $0[key] = data }
  }

  public func removeValue(forKey key: String) {
    _ = values.withLock { $0.removeValue(forKey: key) }
  }
}

/// `UserDefaults` as a ``KeyValueStore``.
public struct UserDefaultsStore: KeyValueStore {
  private let suiteName: String?

  /// Uses the defaults of `suiteName`, or the standard defaults when `nil`.
  public init(suiteName: String? = nil) {
    self.suiteName = suiteName
  }

  private var defaults: UserDefaults {
    suiteName.flatMap(UserDefaults.init(suiteName:)) ?? .standard
  }

  public func data(forKey key: String) -> Data? {
    defaults.data(forKey: key)
  }

  public func set(_ data: Data, forKey key: String) {
    defaults.set(data, forKey: key)
  }

  public func removeValue(forKey key: String) {
    defaults.removeObject(forKey: key)
  }
}
