/// What a full run does with unreferenced files (`--unreferenced=warn|fail|delete`).
package enum UnreferencedPolicy: String, Sendable, CaseIterable {
  /// List them; the run's result does not change.
  case warn
  /// List them and fail the run.
  case fail
  /// Delete them (they are in version control, so nothing is lost) and say so.
  case delete
}
