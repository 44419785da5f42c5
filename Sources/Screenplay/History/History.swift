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

extension History {
  /// The history with each step's ``Step/logLine`` taken from `log`, the log it is a replay of:
  /// the history's events are the log's entries, in order, and an effect has its cause's line.
  /// A history read from a file keeps no lines; this gives a report on it the log's lines as
  /// they are now. When the log has another number of events (it was edited since), the history
  /// is returned as it was.
  func withLogLines(from log: EventLog) -> History {
    var lines: [Int?] = []
    lines.reserveCapacity(steps.count)
    var events = 0
    for step in steps {
      switch step.trigger {
      case .initial:
        lines.append(nil)
      case .event:
        guard events < log.entries.count else { return self }
        lines.append(log.entries[events].line)
        events += 1
      case .effect(_, let cause):
        lines.append(cause.flatMap { $0 < lines.count ? lines[$0] : nil })
      }
    }
    guard events == log.entries.count else { return self }
    var history = self
    for index in history.steps.indices { history.steps[index].logLine = lines[index] }
    return history
  }
}
