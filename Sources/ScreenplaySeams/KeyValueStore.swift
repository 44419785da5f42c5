import Foundation

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
///
/// Guarded by `NSLock`, not Synchronization's `Mutex`, so that the seams ask nothing of the
/// operating system that iOS 16 and macOS 13 lack.
public final class InMemoryStore: KeyValueStore, @unchecked Sendable {
  private let lock = NSLock()
  private var values: [String: Data]

  /// Creates a store holding `values`.
  public init(_ values: [String: Data] = [:]) {
    self.values = values
  }

  public func data(forKey key: String) -> Data? {
    lock.withLock { values[key] }
  }

  public func set(_ data: Data, forKey key: String) {
    lock.withLock { values[key] = data }
  }

  public func removeValue(forKey key: String) {
    _ = lock.withLock { values.removeValue(forKey: key) }
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
