/// A log's outcome with the histories it was concluded from: what the verifier holds between
/// comparing a replay with its golden and handing the outcome on (see
/// ``Verifier/finish(_:)``), which keeps of the histories only what a report asks for.
struct ConcludedCase {
  /// The outcome.
  var outcome: CaseOutcome
  /// The replay's history, when the log replayed.
  var received: History?
  /// The golden's history (or a repeated run's first replay's), when it was read.
  var expected: History?
  /// The comparison of the two, when they differ.
  var comparison: HistoryComparison?

  /// The outcome of a log that never replayed, or whose histories no report shows.
  init(_ outcome: CaseOutcome, received: History? = nil) {
    self.outcome = outcome
    self.received = received
  }

  /// This case, its last problem followed by what the app wrote to standard output if it
  /// failed (see ``CaseOutcome/showing(_:)``).
  func showing(_ output: AppOutput) -> ConcludedCase {
    var concluded = self
    concluded.outcome = outcome.showing(output)
    return concluded
  }
}

extension Verifier {
  /// The outcome of `concluded`, as it leaves the verifier: with the fixtures its received
  /// history names, and its section of the run's report when ``sectionRenderer`` makes one.
  func finish(_ concluded: ConcludedCase) -> CaseOutcome {
    var outcome = concluded.outcome
    outcome.fixtures = concluded.received?.header.fixtures
    if let sectionRenderer {
      outcome.section = sectionRenderer(
        outcome, concluded.received ?? concluded.expected, concluded.comparison)
    }
    return outcome
  }
}
