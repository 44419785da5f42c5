extension Verifier {
  /// Why `candidate` cannot become its log's golden here, or `nil` when replaying the log in
  /// this checkout gives exactly the candidate's history: the log, its fixtures and the app are
  /// as the run that wrote it had them.
  package func staleness(of candidate: CandidateGolden) async -> String? {
    let result: ReplayResult
    do {
      result = try await replay(candidate.logCase)
    } catch {
      return "its log does not replay here: \(error.message)"
    }
    if let problem = result.problems.first {
      return "replaying its log here fails at line \(problem.line): \(problem.message)"
    }
    let comparison = HistoryDiff.compare(expected: candidate.history, actual: result.history)
    if let divergence = comparison.firstDivergence {
      return "replaying its log here gives another history from step \(divergence.step.index) on: "
        + "the log, its fixtures or the app changed since that run"
    }
    if !comparison.headerDifferences.isEmpty {
      return "replaying its log here gives another header: the log's header changed since that run"
    }
    return nil
  }
}
