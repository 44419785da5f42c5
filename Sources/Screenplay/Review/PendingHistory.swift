/// A received history waiting for review: `.screenplay/pending/<Screen>/<log>.txt`.
package struct PendingHistory: Sendable, Hashable {
  /// The log it was replayed from.
  package var logCase: LogCase
  /// Its path, relative to the package root.
  package var path: String
  /// The golden it would replace or create, relative to the package root.
  package var goldenPath: String
  /// Whether that golden exists (else accepting creates it).
  package var hasGolden: Bool

  /// Creates a pending entry.
  package init(logCase: LogCase, path: String, goldenPath: String, hasGolden: Bool) {
    self.logCase = logCase
    self.path = path
    self.goldenPath = goldenPath
    self.hasGolden = hasGolden
  }
}
