/// Counts of a run's outcomes; its ``line`` closes every run.
public struct RunSummary: Sendable, Hashable {
  /// Logs whose history matched.
  public var passed = 0
  /// Logs that failed.
  public var failed = 0
  /// Logs whose golden was written.
  public var recorded = 0

  /// An empty summary.
  public init() {}

  /// Adds one outcome.
  public mutating func add(_ outcome: CaseOutcome) {
    switch outcome.status {
    case .passed: passed += 1
    case .failed: failed += 1
    case .recorded: recorded += 1
    }
  }

  /// `3 passed, 1 failed, 0 recorded`
  public var line: String {
    "\(passed) passed, \(failed) failed, \(recorded) recorded"
  }
}
