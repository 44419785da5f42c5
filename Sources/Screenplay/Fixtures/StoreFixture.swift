import Foundation

/// What the app's key-value store holds when a replay starts, and how its writes go: a fixture
/// file whose top level is `{"store": …}`.
///
/// ```json
/// { "store": {
///     "values": { "com.ktan17.words": [ { "id": "…", "title": "abide", … } ] },
///     "writes": ["outOfSpace", "succeed"], "latencyMs": 800 } }
/// ```
///
/// Each value is stored as the JSON bytes of what the file gives (keys sorted). `writes` says how
/// each write goes, in order, the last repeating: `succeed`, `outOfSpace` or `readOnly` (a
/// single string for every write; `succeed` when absent). `latencyMs` is how long each write
/// takes on the virtual clock before it succeeds or fails (0 when absent).
public struct StoreFixture: Sendable, Hashable {
  /// How one write goes.
  public enum Write: String, Sendable, Hashable, CaseIterable {
    /// The value is stored.
    case succeed
    /// The write throws `KeyValueStoreError.outOfSpace`.
    case outOfSpace
    /// The write throws `KeyValueStoreError.readOnly`.
    case readOnly
  }

  /// The file name without `.json`.
  public var name: String
  /// The file as messages show it.
  public var path: String
  /// The starting values, by key.
  public var values: [String: Data]
  /// How writes go, in order; the last repeats.
  public var writes: [Write]
  /// How long each write takes, on the virtual clock.
  public var latency: Duration
  /// What `UserDefaults` holds when the replay starts: ``values`` in `.standard` (or in the
  /// fixture's suite).
  package var defaults = DefaultsSeed()

  /// Creates a store fixture.
  public init(
    name: String, path: String, values: [String: Data] = [:], writes: [Write] = [],
    latency: Duration = .zero
  ) {
    self.name = name
    self.path = path
    self.values = values
    self.writes = writes
    self.latency = latency
  }
}
