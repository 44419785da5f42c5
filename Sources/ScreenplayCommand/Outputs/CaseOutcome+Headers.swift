import Screenplay

extension CaseOutcome {
  /// A pass as a worker reports it when no report asks for histories: its received history cut
  /// to the header (the log, screen and fixtures it names, which the check for unreferenced
  /// fixtures reads), and that same history as its expected one. Any other outcome is kept
  /// whole. A run in one process keeps its passes this way, so it holds no history past its log.
  func keepingHeaderIfPassed() -> CaseOutcome {
    guard status == .passed, let header = received?.header else { return self }
    var outcome = self
    outcome.received = History(header: header)
    outcome.expected = outcome.received
    return outcome
  }
}
