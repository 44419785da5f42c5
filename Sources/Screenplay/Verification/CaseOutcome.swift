/// How one log's verification ended: its status, what it reports (typed, rendered by each output)
/// and where it points.
package struct CaseOutcome: Sendable, Hashable {
  /// Pass, fail, or recorded.
  package enum Status: String, Sendable, Hashable {
    /// The history matched its golden and the replay had no problems.
    case passed
    /// Something differed or went wrong; nothing was written under `Snapshots/`.
    case failed
    /// A golden was written. In `swift test` this still fails the case, so recording never passes
    /// silently.
    case recorded
  }

  /// The log.
  package var logCase: LogCase {
    get { box.fields.logCase }
    set { unique().fields.logCase = newValue }
  }
  /// The result.
  package var status: Status {
    get { box.fields.status }
    set { unique().fields.status = newValue }
  }
  /// How many steps the received history has (0 if the replay did not run).
  package var steps: Int {
    get { box.fields.steps }
    set { unique().fields.steps = newValue }
  }
  /// What a failed outcome reports, in order; empty for any other outcome.
  package var problems: [ReportedProblem] {
    get { box.fields.problems }
    set { unique().fields.problems = newValue }
  }
  /// Why a recorded outcome's golden was written (`no golden existed`, `the history changed`).
  package var recordedBecause: String? {
    get { box.fields.recordedBecause }
    set { unique().fields.recordedBecause = newValue }
  }
  /// The file the message points at (usually the log), relative to the package root.
  package var path: String {
    get { box.fields.path }
    set { unique().fields.path = newValue }
  }
  /// The line the message points at.
  package var line: Int {
    get { box.fields.line }
    set { unique().fields.line = newValue }
  }
  /// The replay's history, when the log replayed.
  package var received: History? {
    get { box.fields.received }
    set { unique().fields.received = newValue }
  }
  /// The golden's history, when there is a readable golden.
  package var expected: History? {
    get { box.fields.expected }
    set { unique().fields.expected = newValue }
  }
  /// The comparison of ``received`` with ``expected`` when both were read and they differ:
  /// computed once by the verifier, and what the failure report, the JSON report's
  /// ``firstDivergentStep`` and the HTML report's side-by-side table all show.
  package var comparison: HistoryComparison? {
    get { box.fields.comparison }
    set { unique().fields.comparison = newValue }
  }
  /// The index of the first divergent step (in ``received``, or in ``expected`` for a removed
  /// step), when the two differ. It crosses a worker process without the histories, so it is
  /// kept on its own, not read off ``comparison``.
  package var firstDivergentStep: Int? {
    get { box.fields.firstDivergentStep }
    set { unique().fields.firstDivergentStep = newValue }
  }
  /// Where the received history waits for review, when it was written.
  package var pendingPath: String? {
    get { box.fields.pendingPath }
    set { unique().fields.pendingPath = newValue }
  }
  /// A file the verification had to write and could not (the pending history or the golden),
  /// as its message names it. Such a failure fails a run even under force-pass: nothing was
  /// collected for it.
  package var unwrittenPath: String? {
    get { box.fields.unwrittenPath }
    set { unique().fields.unwrittenPath = newValue }
  }
  /// What the replay exercised, in a run that collects coverage (see
  /// ``Verifier/collectsCoverage``); `nil` for a log that did not replay, or was streamed.
  package var coverage: LogCoverage? {
    get { box.fields.coverage }
    set { unique().fields.coverage = newValue }
  }
  /// In a run that replays each log several times (see ``Verifier/repeats``), the replay (2 or
  /// more) whose history first differed from the first replay's: the log is flaky, and its
  /// outcome is ``Status/failed``.
  package var flakyReplay: Int? {
    get { box.fields.flakyReplay }
    set { unique().fields.flakyReplay = newValue }
  }

  /// The outcome's values, kept in one shared box: an outcome is copied on its way from the
  /// verifier to the report (and, in a run with workers, from the wire to the report) several
  /// times per log, and copying a dozen fields retained each of their strings and histories.
  /// Copies share the box; a change to one copy first gives it a box of its own.
  private var box: Box

  /// The stored values of an outcome.
  private struct Fields: Hashable {
    var logCase: LogCase
    var status: Status
    var steps: Int
    var problems: [ReportedProblem]
    var recordedBecause: String?
    var path: String
    var line: Int
    var received: History?
    var expected: History?
    var comparison: HistoryComparison?
    var firstDivergentStep: Int?
    var pendingPath: String?
    var unwrittenPath: String?
    var flakyReplay: Int?
    var coverage: LogCoverage?
  }

  /// Holds one outcome's values. Changed only through ``unique()``, which gives a copy its own
  /// box first, so no two outcomes ever see one box change: that is what makes it `Sendable`.
  private final class Box: @unchecked Sendable {
    var fields: Fields

    init(_ fields: Fields) {
      self.fields = fields
    }
  }

  /// This outcome's box, made its own (copied) if another outcome shares it.
  private mutating func unique() -> Box {
    if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
    return box
  }

  /// Creates an outcome.
  package init(
    logCase: LogCase, status: Status, steps: Int, problems: [ReportedProblem] = [], path: String,
    line: Int = 1
  ) {
    box = Box(
      Fields(
        logCase: logCase, status: status, steps: steps, problems: problems, path: path, line: line))
  }

  /// A failed outcome reporting `diagnostic`, pointing where it does.
  package init(logCase: LogCase, steps: Int, failure diagnostic: Diagnostic) {
    self.init(
      logCase: logCase, status: .failed, steps: steps, problems: [ReportedProblem(diagnostic)],
      path: diagnostic.path, line: diagnostic.line)
  }

  package static func == (left: CaseOutcome, right: CaseOutcome) -> Bool {
    left.box === right.box || left.box.fields == right.box.fields
  }

  package func hash(into hasher: inout Hasher) {
    box.fields.hash(into: &hasher)
  }
}

extension CaseOutcome {
  /// What the outcome reports, as the terminal shows it: each problem's description, or for a
  /// recorded golden the line that says so; empty for a pass.
  ///
  /// ```text
  /// Tests/EventLogs/SignIn/offline.log:1:1: recorded Snapshots/SignIn/offline.txt (no golden existed; 5 steps); review it and run again to verify
  /// ```
  package var message: String {
    if let recordedBecause {
      return
        "\(logCase.logPath):1:1: recorded \(logCase.goldenPath) (\(recordedBecause); \(steps) steps); review it and run again to verify"
    }
    return problems.map(\.description).joined(separator: "\n")
  }

  /// The problem the outcome points at (``path`` and ``line``): for a divergence, the first
  /// divergent step's, not the header's; otherwise the first.
  package var pointedProblem: ReportedProblem? {
    problems.first { $0.diagnostic.path == path && $0.diagnostic.line == line } ?? problems.first
  }

  /// This outcome, its last problem followed by what the app wrote to standard output if it
  /// failed: a passing or recorded log shows nothing of it.
  func showing(_ output: AppOutput) -> CaseOutcome {
    guard status == .failed, let report = output.report, !problems.isEmpty else { return self }
    var outcome = self
    outcome.problems[problems.count - 1].details += ReportedProblem.details(of: report)
    return outcome
  }
}
