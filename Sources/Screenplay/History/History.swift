/// The whole state history of one replay, with the header that names its inputs.
public struct History: Sendable, Hashable {
  /// What produced the history.
  package var header: HistoryHeader
  /// The steps, in order; `steps[i].index == i`.
  public var steps: [Step]

  /// Creates a history.
  package init(header: HistoryHeader, steps: [Step] = []) {
    self.header = header
    self.steps = steps
  }
}

/// The inputs of a history: which log, which scene, which fixtures.
package struct HistoryHeader: Sendable, Hashable {
  /// The log path relative to the package root.
  package var log: String
  /// The scene name.
  package var screen: String
  /// The fixture names the log declares.
  package var fixtures: [String]

  /// Creates a header.
  package init(log: String, screen: String, fixtures: [String]) {
    self.log = log
    self.screen = screen
    self.fixtures = fixtures
  }
}
