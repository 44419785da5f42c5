import Foundation

/// A run, machine-readable: the summary, one entry per log, and the unreferenced files.
///
/// ```json
/// { "summary": { "passed": 12, "failed": 1, … },
///   "logs": [ { "id": "SignIn/offline", "status": "failed", "steps": 6, "firstDivergentStep": 4, … } ],
///   "unreferenced": { "goldens": [], "fixtures": [], "pending": [], "unread": [] } }
/// ```
package struct RunReport: Sendable, Hashable, Codable {
  /// One log's result.
  package struct Entry: Sendable, Hashable, Codable {
    /// `Screen/name`.
    package var id: String
    /// `passed`, `failed` or `recorded`.
    package var status: String
    /// Steps in the received history.
    package var steps: Int
    /// The first divergent step, when the history differed from its golden.
    package var firstDivergentStep: Int?
    /// The file and line the message points at.
    package var path: String
    /// The line in ``path``.
    package var line: Int
    /// The report or note; empty for a pass.
    package var message: String
    /// The pending history written for review, if any.
    package var pending: String?
    /// In a repeated run, the replay whose history differed from the first's (the log is
    /// flaky); absent otherwise.
    package var flakyReplay: Int?
  }

  /// The counts.
  package var summary: RunSummary
  /// Per log, in run order.
  package var logs: [Entry]
  /// Files no log accounts for (empty for filtered runs).
  package var unreferenced: Unreferenced

  /// The unreferenced files, by kind.
  package struct Unreferenced: Sendable, Hashable, Codable {
    /// Goldens without a log.
    package var goldens: [String]
    /// Fixtures no log lists.
    package var fixtures: [String]
    /// Pending histories without a log.
    package var pending: [String]
    /// Files under the event-log folder that are no log, each with why.
    package var unread: [String]
  }

  /// The report of a run.
  package init(summary: RunSummary, outcomes: [CaseOutcome], unreferenced: UnreferencedFiles) {
    self.summary = summary
    logs = outcomes.map { outcome in
      Entry(
        id: outcome.logCase.id, status: outcome.status.rawValue, steps: outcome.steps,
        firstDivergentStep: outcome.failure?.firstDivergence?.index, path: outcome.path,
        line: outcome.line,
        message: outcome.message, pending: outcome.failure?.pendingPath,
        flakyReplay: outcome.failure?.flakyReplay)
    }
    self.unreferenced = Unreferenced(
      goldens: unreferenced.goldens, fixtures: unreferenced.fixtures, pending: unreferenced.pending,
      unread: unreferenced.unread)
  }

  /// The report as pretty-printed JSON with sorted keys (the same run gives the same bytes).
  package func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
