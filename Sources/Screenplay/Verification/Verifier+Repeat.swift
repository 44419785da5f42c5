extension Verifier {
  /// What a flaky log's report ends with: where a history that changes between replays of the
  /// same log usually comes from.
  static let flakyHint =
    "the history depends on something outside the log and its fixtures: state an earlier replay left behind (a global or static variable, a singleton, a cache), the real clock, randomness or the environment"

  /// Replays the cases ``repeats`` − 1 more times, comparing each replay's result with the
  /// first's; a case whose replays disagree becomes ``ReplayedCase/flaky(_:)`` and is not
  /// replayed again. A case whose first replay failed is not repeated.
  @MainActor
  func replayAgain(_ cases: [PreparedCase], after first: [ReplayedCase]) async -> [ReplayedCase] {
    var replayed = first
    for replay in 2...max(2, repeats) {
      let open = replayed.indices.filter { index in
        if case .replayed = replayed[index] { true } else { false }
      }
      guard !open.isEmpty else { break }
      let again = await replayOnce(open.map { cases[$0] })
      for (index, result) in zip(open, again) {
        guard case .replayed(let firstResult) = replayed[index],
          let flaky = Self.disagreement(firstResult, result, replay: replay)
        else { continue }
        replayed[index] = .flaky(flaky)
      }
    }
    return replayed
  }

  /// How replay number `replay` (`again`) disagrees with the first, or `nil` when it agrees.
  private static func disagreement(_ first: ReplayResult, _ again: ReplayedCase, replay: Int)
    -> FlakyReplay?
  {
    switch again {
    case .replayed(let result):
      guard result.history != first.history || result.problems != first.problems else {
        return nil
      }
      return FlakyReplay(first: first, replay: replay, later: .success(result))
    case .failed(let error):
      return FlakyReplay(first: first, replay: replay, later: .failure(error))
    case .concluded, .flaky:
      return nil
    }
  }

  /// The failed outcome of a log whose replays disagreed: where the differing replay first
  /// left the first one's history, as a history differing from its golden is reported.
  func flakyOutcome(_ logCase: LogCase, _ flaky: FlakyReplay) -> CaseOutcome {
    let subject = "replay \(flaky.replay) of \(repeats)"
    var outcome = CaseOutcome(
      logCase: logCase, status: .failed, steps: flaky.first.history.steps.count,
      path: logCase.logPath)
    outcome.flakyReplay = flaky.replay
    outcome.received = flaky.first.history
    if flaky.first.problems.isEmpty { outcome.coverage = flaky.first.coverage }
    switch flaky.later {
    case .success(let later):
      let comparison = HistoryDiff.compare(expected: flaky.first.history, actual: later.history)
      var report = FailureReport.problems(
        comparison, logPath: logCase.logPath, goldenPath: "replay 1", acceptCommand: nil,
        subject: subject)
      guard !report.isEmpty else {
        outcome.problems = [otherProblems(logCase, subject, later.problems)]
        return outcome
      }
      report[report.count - 1].details.append("hint: " + Self.flakyHint)
      outcome.problems = report
      outcome.line =
        comparison.firstDivergence.flatMap(comparison.logLine(of:)) ?? 1
      outcome.received = later.history
      outcome.expected = flaky.first.history
      outcome.comparison = comparison
      outcome.firstDivergentStep = comparison.firstDivergence?.step.index
    case .failure(let error):
      let diagnostic = Diagnostic(
        path: logCase.logPath, line: 1, column: 1,
        message: "\(subject) failed where replay 1 did not")
      outcome.problems = [
        ReportedProblem(
          diagnostic,
          details: ReportedProblem.details(of: error.description) + ["hint: " + Self.flakyHint])
      ]
    }
    return outcome
  }

  /// The report of a replay whose history matched the first's but whose problems did not.
  private func otherProblems(_ logCase: LogCase, _ subject: String, _ problems: [Diagnostic])
    -> ReportedProblem
  {
    let first = Diagnostic(
      path: logCase.logPath, line: 1, column: 1,
      message: "\(subject) found other problems than replay 1"
        + (problems.isEmpty ? " (none)" : ":"))
    let listed = problems.flatMap { ReportedProblem.details(of: $0.description) }
    return ReportedProblem(first, details: listed + ["hint: " + Self.flakyHint])
  }
}
