/// A received history waiting for review: `.screenplay/pending/<Screen>/<log>.txt`.
package struct PendingHistory: Sendable, Hashable {
  /// The log it was replayed from.
  public var logCase: LogCase
  /// Its path, relative to the package root.
  public var path: String
  /// The golden it would replace or create, relative to the package root.
  public var goldenPath: String
  /// Whether that golden exists (else accepting creates it).
  public var hasGolden: Bool

  /// Creates a pending entry.
  public init(logCase: LogCase, path: String, goldenPath: String, hasGolden: Bool) {
    self.logCase = logCase
    self.path = path
    self.goldenPath = goldenPath
    self.hasGolden = hasGolden
  }
}
