/// Runs a selection of logs one after another and sums them up.
public struct Suite: Sendable {
  /// The verifier each log goes through.
  public var verifier: Verifier

  /// Creates a suite.
  public init(verifier: Verifier) {
    self.verifier = verifier
  }

  /// The logs `filter` selects: those whose id equals it if any does, else those whose id
  /// contains it (case-insensitive); all logs when `filter` is `nil`.
  public func select(_ filter: String?) -> [LogCase] {
    let all = verifier.project.logCases()
    guard let filter, !filter.isEmpty else { return all }
    if let exact = all.first(where: { $0.id == filter }) { return [exact] }
    let needle = Array(filter.lowercased().utf8)
    return all.filter { $0.matches(lowercasedUTF8: needle) }
  }

  /// Verifies each case in order, calling `report` after each, and returns the summary.
  @MainActor
  public func run(_ cases: [LogCase], report: (CaseOutcome) -> Void) async -> RunSummary {
    var summary = RunSummary()
    for logCase in cases {
      let outcome = await verifier.verify(logCase)
      summary.add(outcome)
      report(outcome)
    }
    return summary
  }
}
