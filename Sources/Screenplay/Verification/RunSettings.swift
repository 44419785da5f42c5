/// How a run records and whether failures fail it, read from the environment (and the CLI's
/// `--force-pass`).
///
/// - `SCREENPLAY_RECORD` picks the ``RecordMode`` (default `missing`; `never` whenever `CI` is set).
/// - `SCREENPLAY_FORCE_PASS=1` (or `--force-pass`) collects every failing or new history as a
///   pending file in one run without failing it: unless `SCREENPLAY_RECORD` says otherwise, nothing
///   is recorded, so every difference waits for `screenplay review`.
package struct RunSettings: Sendable, Hashable {
  /// When goldens may be written.
  package var mode: RecordMode
  /// Whether failures leave the run green (their histories still go to pending files).
  package var forcePass: Bool

  /// Creates settings.
  package init(mode: RecordMode, forcePass: Bool) {
    self.mode = mode
    self.forcePass = forcePass
  }

  /// The settings `environment` asks for; `forcePassFlag` is the CLI's `--force-pass`.
  package static func from(environment: [String: String], forcePassFlag: Bool = false) -> Result<
    RunSettings, RecordModeError
  > {
    let forcePass = forcePassFlag || isSet(environment["SCREENPLAY_FORCE_PASS"])
    return RecordMode.from(environment: environment).map { mode in
      let explicit = !(environment["SCREENPLAY_RECORD"] ?? "").isEmpty
      return RunSettings(mode: forcePass && !explicit ? .never : mode, forcePass: forcePass)
    }
  }

  private static func isSet(_ value: String?) -> Bool {
    guard let value else { return false }
    return !["", "0", "false", "no"].contains(value.lowercased())
  }
}
