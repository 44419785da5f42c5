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
