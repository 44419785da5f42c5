import Screenplay

/// How a run ends on the terminal: its failing and flaky logs, one line each, just above its
/// summary line, so that the end of a long run says what failed and where, whatever scrolled
/// by; then, with `--review`, the review of what it left pending.
///
/// ```text
/// failed:
///   FAIL SignIn/offline at Tests/EventLogs/SignIn/offline.log:9:1: history differs from Snapshots/SignIn/offline.txt at step 4 of 7 (changed)
/// 107 passed, 1 failed, 0 recorded, 0 unreferenced, 1 pending
/// ```
struct RunRecap: RunOutput {
  let context: CommandContext

  func publish(_ run: FinishedRun) -> Bool {
    let console = context.console
    for line in Self.lines(run.outcomes, palette: console.palette) { console.print(line) }
    console.print(run.summary.line)
    if run.options.review, !run.pending.isEmpty {
      console.print("")
      _ = ReviewCommand(context: context).run(only: Set(run.outcomes.map(\.logCase)))
    }
    return true
  }

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
