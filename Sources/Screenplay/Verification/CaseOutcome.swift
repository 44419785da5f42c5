/// How one log's verification ended: passed, recorded or failed, with what each needs and
/// nothing more, and the extras a report may ask for (coverage, a section of the report).
///
/// It is what every output reads, in the process that replayed the log and, after crossing a
/// worker's wire (``CaseOutcome`` holds no history), in the one that started it.
package struct CaseOutcome: Sendable, Hashable {
  /// How the verification ended.
  package enum Result: Sendable, Hashable {
    /// The history matched its golden and the replay had no problems.
    case passed
    /// A golden was written, `because` (`no golden existed`, `the history changed`). In
    /// `swift test` this still fails the case, so recording never passes silently.
    case recorded(because: String)
    /// Something differed or went wrong (a crashed replay too); nothing was written under
    /// `Snapshots/`.
    case failed(CaseFailure)
  }

  /// The word each output prints for a result.
  package enum Status: String, Sendable, Hashable {
    case passed, failed, recorded
  }

  /// The log.
  package var logCase: LogCase
  /// How many steps the received history has (0 if the replay did not run).
  package var steps: Int
  /// How it ended.
  package var result: Result
  /// The fixtures the received history's header names, when the log replayed: what the check
  /// for unreferenced fixtures reads.
  package var fixtures: [String]?
  /// What the replay exercised, in a run that collects coverage (see
  /// ``Verifier/collectsCoverage``); `nil` for a log that did not replay, or was streamed.
  package var coverage: LogCoverage?
  /// The log's section of the run's report (the HTML report's, for `verify --html`), rendered
  /// where the log replayed, in a run that asks for one (see ``Verifier/sectionRenderer``).
  package var section: String?

  /// An outcome.
  package init(logCase: LogCase, steps: Int, result: Result, fixtures: [String]? = nil) {
    self.logCase = logCase
    self.steps = steps
    self.result = result
    self.fixtures = fixtures
  }

  /// A failed outcome reporting `diagnostic`, pointing where it does.
  package init(logCase: LogCase, steps: Int, failure diagnostic: Diagnostic) {
    self.init(logCase: logCase, steps: steps, result: .failed(CaseFailure(diagnostic)))
  }

  /// The word for ``result``.
  package var status: Status {
    switch result {
    case .passed: .passed
    case .recorded: .recorded
    case .failed: .failed
    }
  }

  /// What a failed outcome reports; `nil` for any other.
  package var failure: CaseFailure? {
    if case .failed(let failure) = result { failure } else { nil }
  }

  /// What a failed outcome reports, in order; empty for any other outcome.
  package var problems: [ReportedProblem] { failure?.problems ?? [] }

  /// The file the outcome points at, relative to the package root: a failure's, else the log.
  package var path: String { failure?.path ?? logCase.logPath }

  /// The line ``path`` points at.
  package var line: Int { failure?.line ?? 1 }

  /// What the outcome reports, as the terminal shows it: each problem's description, or for a
  /// recorded golden the line that says so; empty for a pass.
  ///
  /// ```text
  /// Tests/EventLogs/SignIn/offline.log:1:1: recorded Snapshots/SignIn/offline.txt (no golden existed; 5 steps); review it and run again to verify
  /// ```
  package var message: String {
    switch result {
    case .passed: ""
    case .recorded(let because):
      "\(logCase.logPath):1:1: recorded \(logCase.goldenPath) (\(because); \(steps) steps); review it and run again to verify"
    case .failed(let failure): failure.problems.map(\.description).joined(separator: "\n")
    }
  }

  /// This outcome, its last problem followed by what the app wrote to standard output if it
  /// failed: a passing or recorded log shows nothing of it.
  func showing(_ output: AppOutput) -> CaseOutcome {
    guard case .failed(var failure) = result, let report = output.report,
      !failure.problems.isEmpty
    else { return self }
    failure.problems[failure.problems.count - 1].details += ReportedProblem.lines(of: report)
    var outcome = self
    outcome.result = .failed(failure)
    return outcome
  }
}
