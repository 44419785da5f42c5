/// Counts of a run's outcomes; its ``line`` closes every run.
package struct RunSummary: Sendable, Hashable, Codable {
  /// Logs whose history matched.
  package var passed = 0
  /// Logs that failed.
  package var failed = 0
  /// Logs whose golden was written.
  package var recorded = 0
  /// Goldens and fixtures no log accounts for (counted on full runs only).
  package var unreferenced = 0
  /// Histories waiting for review after the run.
  package var pending = 0
  /// Logs whose replays disagreed, counted among ``failed`` too; `nil` in a run that replays
  /// each log once (so its JSON has no such field), 0 or more in a repeated run.
  package var flaky: Int?

  /// An empty summary.
  package init() {}

  /// Adds one outcome.
  package mutating func add(_ outcome: CaseOutcome) {
    switch outcome.status {
    case .passed: passed += 1
    case .failed: failed += 1
    case .recorded: recorded += 1
    }
    if outcome.failure?.flakyReplay != nil { flaky = (flaky ?? 0) + 1 }
  }

  /// `3 passed, 1 failed, 0 recorded, 0 unreferenced, 1 pending`, then `, 1 flaky` when a log was.
  package var line: String {
    "\(passed) passed, \(failed) failed, \(recorded) recorded, \(unreferenced) unreferenced, \(pending) pending"
      + ((flaky ?? 0) > 0 ? ", \(flaky ?? 0) flaky" : "")
  }
}
