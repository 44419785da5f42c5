/// Reads an event log line by line: the `screenplay-log` line, then headers, then events.
struct LogReader {
  /// The file being read, for diagnostics.
  let path: String
  /// The format version, once the first line is read.
  var version: Int?
  /// The line of `screenplay-log`.
  var versionLine = 0
  /// The `screen:` header, its line and the column of the name.
  var screen: (name: String, line: Int, column: Int)?
  /// The `fixtures:` header, and its line (0 until read).
  var fixtures: (names: [String], line: Int) = ([], 0)
  /// The `defaults:` header, and its line (0 until read).
  var defaults: (fields: [LogField], line: Int) = ([], 0)
  /// The events read so far (none are kept when `keepsEntries` is `false`).
  var entries: [LogEntry] = []
  /// Whether events are kept in `entries`, or only handed back by ``read(_:)`` (a streamed log).
  var keepsEntries = true
  /// The last event read, for the order check.
  private var previous: LogEntry?
  /// The line of the first event, once one is read: no header may follow it.
  private(set) var firstEventLine: Int?

  /// A reader for the file at `path`.
  init(path: String) {
    self.path = path
  }

  /// Reads one line; returns the event it holds, if it is one. A line that isn't UTF-8 text, or
  /// holds a control character but a tab, is an error even in a comment.
  @discardableResult
  mutating func read(_ line: LogLine) throws(Diagnostic) -> LogEntry? {
    if let failure = LogText.check(line) {
      throw failure.problem.diagnostic(path: path, line: line.number, column: failure.column)
    }
    let tokens = line.tokens()
    // Hot path: see "Performance idioms" in Docs/Design.md.
    guard tokens.count > 0 else { return nil }
    do {
      if version == nil {
        try readVersion(line, tokens)
      } else if let header = HeaderLine(line, end: tokens[tokens.count - 1].upperBound) {
        try readHeader(header, line)
      } else {
        return try readEvent(line, tokens)
      }
      return nil
    } catch {
      throw error.problem.diagnostic(path: path, line: line.number, column: error.column)
    }
  }

  /// The log read so far: after its headers, the header a streamed replay starts from.
  func finish() throws(Diagnostic) -> EventLog {
    guard let version else {
      throw EventLogProblem.emptyLog.diagnostic(path: path, line: 1, column: 1)
    }
    guard let screen else {
      throw EventLogProblem.missingScreenHeader.diagnostic(
        path: path, line: versionLine, column: 1)
    }
    return EventLog(
      path: path, version: version, screen: screen.name, fixtures: fixtures.names,
      fixturesLine: fixtures.line, entries: entries, screenLine: screen.line,
      screenColumn: screen.column, defaults: defaults.fields, defaultsLine: defaults.line)
  }

  private mutating func readVersion(_ line: LogLine, _ tokens: [Range<Int>]) throws(LogFailure) {
    guard line.text(tokens[0]) == LogSyntax.magic else {
      throw LogFailure(.missingMagic, column: line.column(tokens[0].lowerBound))
    }
    guard tokens.count > 1 else {
      throw LogFailure(.missingVersion, column: line.column(tokens[0].upperBound))
    }
    let version = try Self.version(line.text(tokens[1]), column: line.column(tokens[1].lowerBound))
    if tokens.count > 2 {
      let extra = line.text(tokens[2])
      throw LogFailure(.unexpectedAfterVersion(extra), column: line.column(tokens[2].lowerBound))
    }
    self.version = version
    versionLine = line.number
  }

  private static func version(_ text: String, column: Int) throws(LogFailure) -> Int {
    // Plain digits naming a version this reader knows, read as bytes: what nearly every log holds
    // (an idiom of the hot path: see "Performance idioms" in Docs/Design.md).
    if text.utf8.first != UInt8(ascii: "+"), let version = IntegerText.value(of: text),
      version >= 1, version <= EventLog.currentVersion
    {
      return version
    }
    let digits = text.hasPrefix("-") ? text.dropFirst() : text[...]
    guard ASCII.isDigits(digits.utf8) else {
      throw LogFailure(.invalidVersion(text), column: column)
    }
    let version = text.hasPrefix("-") ? 0 : Int(digits) ?? Int.max
    if version < 1 { throw LogFailure(.versionTooOld(text), column: column) }
    if version > EventLog.currentVersion {
      throw LogFailure(.versionTooNew(text), column: column)
    }
    return version
  }

  private mutating func readEvent(_ line: LogLine, _ tokens: [Range<Int>]) throws(LogFailure)
    -> LogEntry
  {
    let column = line.column(tokens[0].lowerBound)
    if previous == nil, case let first = line.text(tokens[0]), LogSyntax.isHeader(first) {
      throw LogFailure(.missingColon(first), column: column)
    }
    guard screen != nil else { throw LogFailure(.missingScreenHeader, column: column) }
    let entry = try EventLineParser.entry(line, tokens: tokens)
    if let previous, entry.time < previous.time {
      let problem = EventLogProblem.timeGoesBack(
        entry.time, previous: previous.time, previousLine: previous.line)
      throw LogFailure(problem, column: column)
    }
    previous = entry
    if firstEventLine == nil { firstEventLine = entry.line }
    if keepsEntries { entries.append(entry) }
    return entry
  }
}
