import Screenplay

/// `verify --junit <path>`: a JUnit document of the logs `reported`, each with its outcome, or,
/// for a log the filter left out, a skip that says so; a failure `--force-pass` let through is a
/// skip too, so a dashboard does not show it green.
struct JUnitOutput: RunOutput {
  let path: String
  /// The logs the document lists: a shard's own, or every log.
  let reported: [LogCase]
  let console: Console

  func publish(_ run: FinishedRun) -> Bool {
    let cases = Self.cases(
      all: reported, outcomes: run.outcomes, filters: run.selection.filters,
      forcePassed: run.settings.forcePass)
    return writeReport(
      "the JUnit report", JUnitReport(cases: cases).xml(), to: path, console: console)
  }

  /// The test cases of every log in `all` (the project's logs, in report order), from the
  /// `outcomes` of those the run selected with `filters`.
  private static func cases(
    all: [LogCase], outcomes: [CaseOutcome], filters: [String], forcePassed: Bool
  ) -> [JUnitReport.TestCase] {
    var byCase: [LogCase: CaseOutcome] = [:]
    for outcome in outcomes { byCase[outcome.logCase] = outcome }
    return all.map { logCase in
      let testResult: JUnitReport.Result =
        byCase[logCase].map { result(of: $0, forcePassed: forcePassed) }
        ?? .skipped(message: notSelected(filters), output: nil)
      return JUnitReport.TestCase(
        screen: logCase.screen, name: logCase.name, file: logCase.logPath, result: testResult)
    }
  }

  /// `not selected by the filter 'SignIn/'`, or by the filters, each quoted.
  private static func notSelected(_ filters: [String]) -> String {
    let quoted = filters.map { "'\($0)'" }.joined(separator: ", ")
    return "not selected by the filter\(filters.count == 1 ? "" : "s") " + quoted
  }

  private static func result(of outcome: CaseOutcome, forcePassed: Bool) -> JUnitReport.Result {
    switch outcome.status {
    case .passed: return .passed(output: nil)
    case .recorded: return .passed(output: outcome.message)
    case .failed:
      let report = OutcomeText.text(of: outcome)
      let message = summary(of: outcome)
      return forcePassed
        ? .skipped(message: "force-passed: " + message, output: report)
        : .failed(message: message, report: report)
    }
  }

  /// The failure in one line: the first line of its first problem's message.
  private static func summary(of outcome: CaseOutcome) -> String {
    String((outcome.problems.first?.diagnostic.message ?? "").prefix { $0 != "\n" })
  }
}
