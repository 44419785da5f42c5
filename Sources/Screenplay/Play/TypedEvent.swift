/// Reads what a person types in `screenplay play`: an event in log syntax without its time
/// (`email.type text="johnny@gmail.com"`), or a duration (`1.5s`, `250ms`).
///
/// ```swift
/// let entry = try TypedEvent.entry(
///   #"email.type text="jo""#, at: .milliseconds(800), logLine: 5, path: "input", line: 3)
/// entry?.event    // "email.type"
/// entry?.column   // 1: columns count in the typed text
/// ```
///
/// The text is read exactly as the rest of an event line after its time is: the same checks, the
/// same messages, the same bounded excerpts. Checking the event against a screen's vocabulary is
/// ``EventVocabulary``'s job, as for a log.
package enum TypedEvent {
  /// The time written in front of the typed text so it reads as a log line.
  private static let timePrefix = "0ms "

  /// The entry `text` holds, sent at `time` and numbered `logLine` (the line the written log
  /// gives it); `nil` when `text` holds nothing but spaces or a comment. A mistake throws a
  /// ``Diagnostic`` at `path`, `line` and the column in `text`.
  package static func entry(
    _ text: String, at time: Duration, logLine: Int, path: String, line: Int
  ) throws(Diagnostic) -> LogEntry? {
    let shift = timePrefix.utf8.count
    let logText = LogLine(number: line, bytes: Array((timePrefix + text).utf8))
    do throws(LogFailure) {
      if let failure = LogText.check(logText) { throw failure }
      let tokens = logText.tokens()
      guard tokens.count > 1 else { return nil }
      var entry = try EventLineParser.entry(logText, tokens: tokens)
      entry.time = time
      entry.line = logLine
      entry.column -= shift
      for index in entry.fields.indices { entry.fields[index].column -= shift }
      return entry
    } catch {
      throw error.problem.diagnostic(path: path, line: line, column: max(error.column - shift, 1))
    }
  }

  /// The duration `text` writes as a log writes times (`1.5s`, `0.250s`, `250ms`). A mistake
  /// throws a ``Diagnostic`` at `path`, `line` and its column, worded as for a log; `text`
  /// starts at `column` of that line.
  package static func duration(_ text: String, path: String, line: Int, column: Int = 1)
    throws(Diagnostic) -> Duration
  {
    do {
      return try duration(text, path: path, line: line)
    } catch {
      var shifted = error
      shifted.column += column - 1
      throw shifted
    }
  }

  private static func duration(_ text: String, path: String, line: Int) throws(Diagnostic)
    -> Duration
  {
    let logText = LogLine(number: line, bytes: Array(text.utf8))
    let tokens = logText.tokens()
    guard tokens.count == 1 else {
      throw Diagnostic(
        path: path, line: line,
        column: tokens.dropFirst().first.map { logText.column($0.lowerBound) } ?? 1,
        message: "expected one time", hint: "write it as a log does: 1.5s, 0.250s or 250ms")
    }
    do throws(LogFailure) {
      return try LogTime.parse(logText, tokens[0])
    } catch {
      // Alone, a word is no event missing its time but a time that is wrong.
      var problem = error.problem
      if case .missingTime = problem { problem = .invalidTime(logText.nameText(tokens[0])) }
      throw problem.diagnostic(path: path, line: line, column: error.column)
    }
  }
}
