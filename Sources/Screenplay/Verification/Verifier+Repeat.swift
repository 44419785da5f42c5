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

  /// The failed case of a log whose replays disagreed: where the differing replay first left
  /// the first one's history, as a history differing from its golden is reported.
  func flakyOutcome(_ logCase: LogCase, _ flaky: FlakyReplay) -> ConcludedCase {
    let subject = "replay \(flaky.replay) of \(repeats)"
    var concluded = ConcludedCase(
      CaseOutcome(
        logCase: logCase, steps: flaky.first.history.steps.count,
        result: .failed(CaseFailure([], path: logCase.logPath))),
      received: flaky.first.history)
    if flaky.first.problems.isEmpty { concluded.outcome.coverage = flaky.first.coverage }
    var failure: CaseFailure
    switch flaky.later {
    case .success(let later):
      let comparison = HistoryDiff.compare(expected: flaky.first.history, actual: later.history)
      guard
        let report = FailureReport.failure(
          comparison, logPath: logCase.logPath, goldenPath: "replay 1", acceptCommand: nil,
          subject: subject)
      else {
        failure = CaseFailure(
          [otherProblems(logCase, subject, later.problems)], path: logCase.logPath)
        break
      }
      failure = report
      failure.problems[failure.problems.count - 1].details.append(.line("hint: " + Self.flakyHint))
      concluded.received = later.history
      concluded.expected = flaky.first.history
      concluded.comparison = comparison
    case .failure(let error):
      let diagnostic = Diagnostic(
        path: logCase.logPath, line: 1, column: 1,
        message: "\(subject) failed where replay 1 did not")
      let details: [ReportedProblem.Detail] = [
        .diagnostic(error), .line("hint: " + Self.flakyHint),
      ]
      failure = CaseFailure([ReportedProblem(diagnostic, details: details)], path: logCase.logPath)
    }
    failure.flakyReplay = flaky.replay
    concluded.outcome.result = .failed(failure)
    return concluded
  }

  /// The report of a replay whose history matched the first's but whose problems did not.
  private func otherProblems(_ logCase: LogCase, _ subject: String, _ problems: [Diagnostic])
    -> ReportedProblem
  {
    let first = Diagnostic(
      path: logCase.logPath, line: 1, column: 1,
      message: "\(subject) found other problems than replay 1"
        + (problems.isEmpty ? " (none)" : ":"))
    let listed = problems.map { ReportedProblem.Detail.diagnostic($0) }
    return ReportedProblem(first, details: listed + [.line("hint: " + Self.flakyHint)])
  }
}
