/// What one replay produced: the history, and the problems that fail it whatever the golden says
/// (a request no fixture answered, a fixture never used, an app that never went quiet).
public struct ReplayResult: Sendable {
  /// The recorded steps.
  public var history: History
  /// Problems found while replaying, each pointing into the log or a fixture.
  public var problems: [Diagnostic]
  /// What the app wrote to standard output during the replay, when it was taken (see
  /// ``AppOutputCapture``).
  package var appOutput = AppOutput()
  /// What the replay exercised, when it was asked to watch (see ``Verifier/collectsCoverage``).
  package var coverage: LogCoverage?

  /// Creates a result.
  public init(history: History, problems: [Diagnostic]) {
    self.history = history
    self.problems = problems
  }
}
