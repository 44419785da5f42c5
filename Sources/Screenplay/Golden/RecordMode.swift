/// When goldens may be written, as in swift-snapshot-testing.
///
/// Set with `SCREENPLAY_RECORD=missing|failed|never`, or for one suite in code. The default is
/// `missing`; whenever the `CI` variable is set, the mode is `never`, so a CI run (or a CI retry)
/// cannot record its way to green.
///
/// ```swift
/// let eventLogs = EventLogSuite(scenes: QuoteScenes.all, recordMode: .failed)
/// ```
public enum RecordMode: String, Sendable, CaseIterable {
  /// Write goldens that do not exist yet; fail on differences.
  case missing
  /// Write every golden whose history differs or is missing, and rewrite one written in another
  /// format in this build's.
  case failed
  /// Never write a golden.
  case never

  /// What `.failed` does: every golden that differs or is missing is written.
  @available(*, deprecated, renamed: "failed", message: "it always wrote what .failed writes")
  public static var all: RecordMode { .failed }

  /// The mode the environment asks for, or a message explaining a bad value.
  ///
  /// - `CI` set (to anything but `""`, `0` or `false`): `never`.
  /// - `SCREENPLAY_RECORD` set: that mode.
  /// - Otherwise: `missing`.
  package static func from(environment: [String: String]) -> Result<RecordMode, RecordModeError> {
    if isCI(environment) { return .success(.never) }
    guard let value = environment["SCREENPLAY_RECORD"], !value.isEmpty else {
      return .success(.missing)
    }
    guard let mode = RecordMode(rawValue: value.lowercased()) else {
      return .failure(RecordModeError(value: value))
    }
    return .success(mode)
  }

  /// Whether `environment` is a CI run.
  public static func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"] else { return false }
    return !["", "0", "false", "no"].contains(value.lowercased())
  }

  /// Whether this mode writes a golden that does not exist yet.
  var writesMissing: Bool { self != .never }

  /// Whether this mode overwrites a golden whose history differs.
  var writesDifferent: Bool { self == .failed }
}

/// `SCREENPLAY_RECORD` holds something that is not a mode.
package struct RecordModeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The value found.
  package var value: String

  package var description: String {
    "SCREENPLAY_RECORD=\(value) is not a record mode; use missing, failed or never"
  }
}
