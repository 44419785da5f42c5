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
  public struct Entry: Sendable, Hashable, Codable {
    /// `Screen/name`.
    public var id: String
    /// `passed`, `failed` or `recorded`.
    public var status: String
    /// Steps in the received history.
    public var steps: Int
    /// The first divergent step, when the history differed from its golden.
    public var firstDivergentStep: Int?
    /// The file and line the message points at.
    public var path: String
    /// The line in ``path``.
    public var line: Int
    /// The report or note; empty for a pass.
    public var message: String
    /// The pending history written for review, if any.
    public var pending: String?
    /// In a repeated run, the replay whose history differed from the first's (the log is
    /// flaky); absent otherwise.
    public var flakyReplay: Int?
  }

  /// The counts.
  public var summary: RunSummary
  /// Per log, in run order.
  public var logs: [Entry]
  /// Files no log accounts for (empty for filtered runs).
  public var unreferenced: Unreferenced

  /// The unreferenced files, by kind.
  public struct Unreferenced: Sendable, Hashable, Codable {
    /// Goldens without a log.
    public var goldens: [String]
    /// Fixtures no log lists.
    public var fixtures: [String]
    /// Pending histories without a log.
    public var pending: [String]
    /// Files under the event-log folder that are no log, each with why.
    public var unread: [String]
  }

  /// The report of a run.
  public init(summary: RunSummary, outcomes: [CaseOutcome], unreferenced: UnreferencedFiles) {
    self.summary = summary
    logs = outcomes.map { outcome in
      Entry(
        id: outcome.logCase.id, status: outcome.status.rawValue, steps: outcome.steps,
        firstDivergentStep: outcome.firstDivergentStep, path: outcome.path, line: outcome.line,
        message: outcome.message, pending: outcome.pendingPath, flakyReplay: outcome.flakyReplay)
    }
    self.unreferenced = Unreferenced(
      goldens: unreferenced.goldens, fixtures: unreferenced.fixtures, pending: unreferenced.pending,
      unread: unreferenced.unread)
  }

  /// The report as pretty-printed JSON with sorted keys (the same run gives the same bytes).
  public func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
