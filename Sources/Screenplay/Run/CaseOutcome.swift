/// How one log's verification ended, with the text to show and where it points.
public struct CaseOutcome: Sendable, Hashable {
  /// Pass, fail, or recorded.
  public enum Status: String, Sendable, Hashable {
    /// The history matched its golden and the replay had no problems.
    case passed
    /// Something differed or went wrong; nothing was written under `Snapshots/`.
    case failed
    /// A golden was written. In `swift test` this still fails the case, so recording never passes
    /// silently.
    case recorded
  }

  /// The log.
  public var logCase: LogCase
  /// The result.
  public var status: Status
  /// How many steps the received history has (0 if the replay did not run).
  public var steps: Int
  /// The report, diagnostic or note; empty for a pass.
  public var message: String
  /// The file the message points at (usually the log), relative to the package root.
  public var path: String
  /// The line the message points at.
  public var line: Int
  /// The replay's history, when the log replayed.
  public var received: History?
  /// The golden's history, when there is a readable golden.
  public var expected: History?
  /// The comparison of ``received`` with ``expected`` when both were read and they differ:
  /// computed once by the verifier, and what the failure report, the JSON report's
  /// ``firstDivergentStep`` and the HTML report's side-by-side table all show.
  public var comparison: HistoryComparison?
  /// The index of the first divergent step (in ``received``, or in ``expected`` for a removed
  /// step), when the two differ. It crosses a worker process without the histories, so it is
  /// kept on its own, not read off ``comparison``.
  public var firstDivergentStep: Int?
  /// Where the received history waits for review, when it was written.
  public var pendingPath: String?
  /// A file the verification had to write and could not (the pending history or the golden),
  /// as its message names it. Such a failure fails a run even under force-pass: nothing was
  /// collected for it.
  public var unwrittenPath: String?
  /// In a run that replays each log several times (see ``Verifier/repeats``), the replay (2 or
  /// more) whose history first differed from the first replay's: the log is flaky, and its
  /// outcome is ``Status/failed``.
  public var flakyReplay: Int?

  /// Creates an outcome.
  public init(
    logCase: LogCase, status: Status, steps: Int, message: String = "", path: String, line: Int = 1
  ) {
    self.logCase = logCase
    self.status = status
    self.steps = steps
    self.message = message
    self.path = path
    self.line = line
  }
}
