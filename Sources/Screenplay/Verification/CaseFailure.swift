/// What a failed log reports: its problems, where the report points, and the files involved.
package struct CaseFailure: Sendable, Hashable {
  /// The problems, in order; at least one.
  package var problems: [ReportedProblem]
  /// The file the report points at (usually the log), relative to the package root.
  package var path: String
  /// The line the report points at: for a divergence, the log line of the first divergent
  /// step's event.
  package var line: Int
  /// The first step where the history left its golden (or a repeated replay left the first),
  /// as the reports show it; `nil` when no step differs.
  package var firstDivergence: DivergentStep?
  /// Where the received history waits for review, when it was written.
  package var pendingPath: String?
  /// A file the verification had to write and could not (the pending history or the golden),
  /// as its message names it. Such a failure fails a run even under force-pass: nothing was
  /// collected for it.
  package var unwrittenPath: String?
  /// In a run that replays each log several times (see ``Verifier/repeats``), the replay (2 or
  /// more) whose history first differed from the first replay's: the log is flaky.
  package var flakyReplay: Int?

  /// A failure reporting `problems`, pointing at `path` and `line`.
  package init(_ problems: [ReportedProblem], path: String, line: Int = 1) {
    self.problems = problems
    self.path = path
    self.line = line
  }

  /// A failure reporting `diagnostic`, pointing where it does.
  package init(_ diagnostic: Diagnostic) {
    self.init([ReportedProblem(diagnostic)], path: diagnostic.path, line: diagnostic.line)
  }

  /// The problem the failure points at (``path`` and ``line``): for a divergence, the first
  /// divergent step's, not the header's; otherwise the first.
  package var pointedProblem: ReportedProblem? {
    problems.first { $0.diagnostic.path == path && $0.diagnostic.line == line } ?? problems.first
  }
}
