import Foundation

/// The coverage of every selected screen, as `screenplay coverage` prints it (see
/// ``CoverageRun``).
package struct CoverageReport: Sendable, Hashable, Codable {
  /// One entry per screen, in catalog order.
  package var screens: [ScreenCoverage]

  /// A report of `screens`.
  package init(screens: [ScreenCoverage]) {
    self.screens = screens
  }

  /// The report as pretty-printed JSON with sorted keys (the same logs give the same bytes).
  package func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  /// Whether a log covers a transition its scene does not declare: the declared table is
  /// then wrong. (Declared transitions no log covers are gaps to fill, not errors.)
  package var hasUndeclared: Bool {
    screens.contains { !$0.undeclared.isEmpty }
  }
}
