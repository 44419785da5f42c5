import Screenplay

/// The failing and flaky logs of a run, one line each, printed just above its summary so that
/// the end of a long run says what failed and where, whatever scrolled by:
///
/// ```text
/// failed:
///   FAIL SignIn/offline at Tests/EventLogs/SignIn/offline.log:9:1: history differs from Snapshots/SignIn/offline.txt at step 4 of 7 (changed)
/// ```
enum RunRecap {
  /// The recap's lines, in report order, labels in `palette`'s colours; none when nothing
  /// failed.
  static func lines(_ outcomes: [CaseOutcome], palette: Palette = .plain) -> [String] {
    let failed = outcomes.filter { $0.status == .failed }
    guard !failed.isEmpty else { return [] }
    return ["failed:"] + failed.map { line($0, palette) }
  }

  /// `  FAIL SignIn/offline at path:line:col: the problem's first line`.
  private static func line(_ outcome: CaseOutcome, _ palette: Palette) -> String {
    let label = OutcomeText.label(of: outcome, palette: palette)
    let head = "  \(label) \(Canvas.oneLine(outcome.logCase.id))"
    guard let problem = outcome.failure?.pointedProblem else { return head }
    let message = problem.diagnostic.message.prefix { $0 != "\n" }
    return head + " at " + Canvas.oneLine(problem.diagnostic.location) + ": "
      + Canvas.oneLine(String(message))
  }
}
