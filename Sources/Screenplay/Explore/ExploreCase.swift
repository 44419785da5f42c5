/// A sequence exploration tries: the fixtures its log lists and its events, in time order.
package struct ExploreCase: Sendable, Hashable {
  /// Fixture names, as a log's `fixtures:` header lists them (a name may repeat, to answer the
  /// same request again).
  package var fixtures: [String]
  /// The events.
  package var entries: [LogEntry]

  /// A case of `entries` answered from `fixtures`.
  package init(fixtures: [String], entries: [LogEntry]) {
    self.fixtures = fixtures
    self.entries = entries
  }

  /// The case as a log of `screen` at `path`, its entries on the lines the writer gives them.
  package func log(screen: String, path: String) -> EventLog {
    var log = EventLog(path: path, screen: screen, fixtures: fixtures)
    let first = EventLogWriter.firstEventLine(of: log)
    log.entries = entries.enumerated().map { index, entry in
      var entry = entry
      entry.line = first + index
      entry.column = 1
      return entry
    }
    return log
  }
}
