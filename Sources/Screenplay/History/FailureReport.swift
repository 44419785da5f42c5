/// The text shown when a replay's history differs from its golden, for terminals and editors.
///
/// The first line is a compiler-style diagnostic pointing at the event log line of the event that
/// led to the first divergent step, so an editor jumps there. The layout is stable and described
/// in `Docs/HistoryFormat.md`:
///
/// ```text
/// Tests/EventLogs/SignIn/wrong-password.log:9:1: error: history differs from Snapshots/SignIn/wrong-password.txt at step 4 of 7 (changed)
///   step 4 · 1.500s · effect of step 3 · response 401 POST /login (sign-in-wrong-password)
///   from line 9 · signIn.tap
///   @@ -1,5 +1,5 @@
///      Sign In
///        Email: "johnny@gmail.com"
///   -    [Sign In]
///   +    [Sign In] (disabled)
///
///        alert "Wrong password"
///   2 other steps differ: 5 (changed), 6 (inserted)
///   received: .screenplay/pending/SignIn/wrong-password.txt
///   to accept it: swift run screenplay record SignIn/wrong-password
/// ```
package enum FailureReport {
  /// How many other divergent steps the summary line lists by number.
  package static let listedOthers = 10

  /// The failure `comparison` reports: a problem for the header when it differs, then one for
  /// the first divergent step, the last one ending with the received path and the accept
  /// command; `nil` when `comparison` matches. It points at the log line of the first divergent
  /// step's event, and carries that step as every report shows it. Its problems' descriptions,
  /// joined with `\n`, are the text above.
  ///
  /// ```swift
  /// let failure = FailureReport.failure(
  ///   comparison, logPath: log.path, goldenPath: "Snapshots/SignIn/wrong-password.txt",
  ///   receivedPath: ".screenplay/pending/SignIn/wrong-password.txt",
  ///   acceptCommand: "swift run screenplay record SignIn/wrong-password")
  /// print(failure!.problems.map(\.description).joined(separator: "\n"))
  /// ```
  ///
  /// - Parameters:
  ///   - logPath: The event log, as the location of the first line.
  ///   - goldenPath: The golden file the replay was compared with.
  ///   - receivedPath: Where the replay's history was written for review, if it was.
  ///   - acceptCommand: The command that makes the received history the golden; `nil` when
  ///     there is nothing to accept (the received history could not be written).
  ///   - subject: What differs from `goldenPath`, as the first line names it: `history`, or
  ///     `replay 3 of 20` when a repeated run compares a replay with the first (`goldenPath`
  ///     is then `replay 1`).
  package static func failure(
    _ comparison: HistoryComparison, logPath: String, goldenPath: String,
    receivedPath: String? = nil, acceptCommand: String?, subject: String = "history"
  ) -> CaseFailure? {
    let first = comparison.firstDivergence.map { divergentStep($0) }
    var problems = [
      headerSection(comparison, logPath: logPath, goldenPath: goldenPath, subject: subject),
      stepSection(comparison, first, logPath: logPath, goldenPath: goldenPath, subject: subject),
    ].compactMap { $0 }
    guard !problems.isEmpty else { return nil }
    if let receivedPath { problems[problems.count - 1].details.append("received: \(receivedPath)") }
    if let acceptCommand {
      problems[problems.count - 1].details.append("to accept it: \(acceptCommand)")
    }
    let line = comparison.firstDivergence.flatMap(comparison.logLine(of:)) ?? 1
    var failure = CaseFailure(problems, path: logPath, line: line)
    failure.firstDivergence = first
    return failure
  }

  /// The step `divergence` pairs, its title and its line diff: made once, for every report.
  private static func divergentStep(_ divergence: Divergence) -> DivergentStep {
    DivergentStep(
      index: divergence.step.index, title: HistoryFormat.title(of: divergence.step),
      diff: bodyLines(divergence).map(unindented))
  }

  // MARK: Sections

  private static func headerSection(
    _ comparison: HistoryComparison, logPath: String, goldenPath: String, subject: String
  ) -> ReportedProblem? {
    guard !comparison.headerDifferences.isEmpty else { return nil }
    var lines: [String] = []
    for difference in comparison.headerDifferences {
      let key = difference.field.rawValue
      lines.append("- " + HistoryFormat.field(key, difference.expected))
      lines.append("+ " + HistoryFormat.field(key, difference.actual))
    }
    let diagnostic = Diagnostic(
      path: logPath, line: 1, column: 1, message: "\(subject) header differs from \(goldenPath)")
    return ReportedProblem(diagnostic, details: lines.map(ReportedProblem.Detail.line))
  }

  private static func stepSection(
    _ comparison: HistoryComparison, _ divergentStep: DivergentStep?, logPath: String,
    goldenPath: String, subject: String
  ) -> ReportedProblem? {
    guard let first = comparison.firstDivergence, let divergentStep else { return nil }
    let step = first.step
    let count = comparison.history(of: first).steps.count
    let cause = comparison.cause(of: first)
    let logLine = comparison.logLine(of: first)
    let line = max(logLine ?? 1, 1)
    let message =
      "\(subject) differs from \(goldenPath) at step \(step.index) of \(count) (\(first.kind.rawValue))"
    let lines =
      (titleLines(first) + causeLines(step: step, cause: cause, logLine: logLine)).map(unindented)
      + divergentStep.diff + othersLines(comparison.divergences.dropFirst()).map(unindented)
    return ReportedProblem(
      Diagnostic(path: logPath, line: line, column: 1, message: message),
      details: lines.map(ReportedProblem.Detail.line))
  }

  /// A detail line without the two-space indent its problem's description gives it.
  private static func unindented(_ line: String) -> String {
    line.hasPrefix("  ") ? String(line.dropFirst(2)) : line
  }

  // MARK: Parts of the step section

  /// The step's title; a changed step whose time moved shows the golden's and the replay's.
  private static func titleLines(_ divergence: Divergence) -> [String] {
    guard case .changed(let expected, let actual) = divergence,
      expected.time != actual.time || expected.trigger != actual.trigger
    else { return ["  " + HistoryFormat.title(of: divergence.step)] }
    return ["  - " + HistoryFormat.title(of: expected), "  + " + HistoryFormat.title(of: actual)]
  }

  /// `from line 9 · signIn.tap` for an effect of an event's work, naming the event's line in
  /// the log at hand; `from step 3 · signIn.tap` when that is not known.
  private static func causeLines(step: Step, cause: Step?, logLine: Int?) -> [String] {
    guard case .effect = step.trigger, let cause, case .event(let text) = cause.trigger else {
      return []
    }
    let origin = logLine.map { "line \($0)" } ?? "step \(cause.index)"
    return ["  from \(origin)" + (text.isEmpty ? "" : HistoryFormat.separator + text)]
  }

  /// A changed step's line diff in hunks; an inserted or removed step's whole body.
  private static func bodyLines(_ divergence: Divergence) -> [String] {
    switch divergence {
    case .changed(let expected, let actual):
      let hunks = LineDiff.hunks(
        expected: HistoryFormat.body(expected), actual: HistoryFormat.body(actual))
      return hunks.flatMap { hunk in ["  " + hunk.range] + hunk.lines.map(diffLine) }
    case .inserted(let step):
      return HistoryFormat.body(step).map { diffLine(.added($0)) }
    case .removed(let step):
      return HistoryFormat.body(step).map { diffLine(.removed($0)) }
    }
  }

  /// `  -    [Sign In]`: the marker, then the line as the golden indents it.
  private static func diffLine(_ line: DiffHunk.Line) -> String {
    let text = line.text.isEmpty ? "" : "  " + line.text
    let written = "  \(line.marker)" + text
    return written.allSatisfy { $0 == " " } ? "" : written
  }

  /// `2 other steps differ: 4 (changed), 6 (inserted)`.
  private static func othersLines(_ others: ArraySlice<Divergence>) -> [String] {
    guard !others.isEmpty else { return [] }
    let verb = others.count == 1 ? "step differs" : "steps differ"
    var listed = others.prefix(listedOthers).map { "\($0.step.index) (\($0.kind.rawValue))" }
    if others.count > listedOthers { listed.append("…") }
    return ["  \(others.count) other \(verb): " + listed.joined(separator: ", ")]
  }
}
