/// What a reviewer sees of one pending history: the aligned step diff against its golden (with
/// the trigger and log line of the first divergent step), the whole history on request, or the
/// whole history when there is no golden yet.
package struct PendingReview: Sendable {
  /// Where the pending histories are.
  package var pendingHistories: PendingHistories

  /// A review over `store`.
  package init(pendingHistories: PendingHistories) {
    self.pendingHistories = pendingHistories
  }

  /// The text shown for `pending`: its diff against the golden, or with `full`, the whole pending
  /// history.
  package func describe(_ pending: PendingHistory, full: Bool) throws(Diagnostic) -> String {
    let (text, received) = try pendingHistories.read(pending)
    guard let golden = try pendingHistories.golden(of: pending) else {
      return
        "\(pending.logCase.logPath):1:1: new golden \(pending.goldenPath) (\(received.steps.count) steps)\n"
        + Self.indented(text)
    }
    if full { return Self.indented(text) }
    let problems = try self.problems(pending, received: received, golden: golden)
    guard !problems.isEmpty else {
      return "\(pending.logCase.logPath):1:1: the pending history equals \(pending.goldenPath)"
    }
    return problems.map(\.description).joined(separator: "\n")
  }

  /// How `pending` differs from its golden, as ``describe(_:full:)`` shows it: empty when there
  /// is no golden or the two are equal.
  package func problems(_ pending: PendingHistory) throws(Diagnostic) -> [ReportedProblem] {
    let (_, received) = try pendingHistories.read(pending)
    guard let golden = try pendingHistories.golden(of: pending) else { return [] }
    return try problems(pending, received: received, golden: golden)
  }

  private func problems(_ pending: PendingHistory, received: History, golden: History)
    throws(Diagnostic) -> [ReportedProblem]
  {
    FailureReport.failure(
      HistoryDiff.compare(expected: golden, actual: received), logPath: pending.logCase.logPath,
      goldenPath: pending.goldenPath, receivedPath: pending.path,
      acceptCommand: pendingHistories.project.hints.accept(pending.logCase.id))?.problems ?? []
  }

  /// A one-line summary: `SignIn/offline: changed at step 4` or `SignIn/new: new, 6 steps`.
  package func headline(_ pending: PendingHistory) -> String {
    guard let (_, received) = try? pendingHistories.read(pending) else {
      return "\(pending.logCase.id): unreadable pending history"
    }
    guard let golden = try? pendingHistories.golden(of: pending) else {
      return "\(pending.logCase.id): new, \(received.steps.count) steps"
    }
    let comparison = HistoryDiff.compare(expected: golden, actual: received)
    guard let first = comparison.firstDivergence else {
      return comparison.isMatch
        ? "\(pending.logCase.id): same as the golden" : "\(pending.logCase.id): header changed"
    }
    let count = comparison.divergences.count
    return "\(pending.logCase.id): \(first.kind.rawValue) at step \(first.step.index), "
      + (count == 1 ? "1 step differs" : "\(count) steps differ")
  }

  private static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }
      .joined(separator: "\n")
  }
}
