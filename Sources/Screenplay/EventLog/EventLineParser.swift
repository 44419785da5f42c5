/// Reads one event line: `<time> <event-name> [<field>=<value> ...]`.
enum EventLineParser {
  /// The entry on `line`, whose tokens (at least one) are `tokens`.
  static func entry(_ line: LogLine, tokens: [Range<Int>]) throws(LogFailure) -> LogEntry {
    let timeToken = tokens[0]
    let time = try LogTime.parse(line, timeToken)
    guard tokens.count > 1 else {
      throw LogFailure(.missingEventName, column: line.column(timeToken.upperBound))
    }
    let name = try eventName(line, tokens[1])
    return LogEntry(
      time: time, event: name, fields: try fields(line, tokens, from: 2), line: line.number,
      column: line.column(tokens[1].lowerBound))
  }

  /// The `name=value` fields in `tokens` from `start` on, each name once: an event's, or the
  /// `defaults:` header's.
  static func fields(_ line: LogLine, _ tokens: [Range<Int>], from start: Int)
    throws(LogFailure) -> [LogField]
  {
    var fields: [LogField] = []
    // Hot path: see "Performance idioms" in Docs/Design.md.
    var position = start
    while position < tokens.count {
      let next = position + 1 < tokens.count ? tokens[position + 1] : nil
      let field = try self.field(line, tokens[position], next: next)
      var earlier = 0
      while earlier < fields.count {
        if fields[earlier].name == field.name {
          throw LogFailure(
            .duplicateField(field.name, firstColumn: fields[earlier].column), column: field.column)
        }
        earlier += 1
      }
      fields.append(field)
      position += 1
    }
    return fields
  }

  private static func eventName(_ line: LogLine, _ token: Range<Int>) throws(LogFailure)
    -> String
  {
    let column = line.column(token.lowerBound)
    if let separator = line.fieldSeparator(in: token) {
      let field = line.text(token.lowerBound..<separator)
      throw LogFailure(.fieldBeforeEvent(field), column: column)
    }
    let name = line.text(token)
    guard LogSyntax.isName(name) else {
      throw LogFailure(.invalidEventName(line.nameText(token)), column: column)
    }
    return name
  }

  /// The `name=value` field in `token`; `next` is the token after it, for spacing mistakes.
  private static func field(_ line: LogLine, _ token: Range<Int>, next: Range<Int>?)
    throws(LogFailure) -> LogField
  {
    let column = line.column(token.lowerBound)
    guard let separator = line.fieldSeparator(in: token) else {
      if let next, line.bytes[next.lowerBound] == ASCII.equals {
        let name = line.nameText(token)
        throw LogFailure(.spaceBeforeEquals(name), column: line.column(token.upperBound))
      }
      throw LogFailure(.expectedField, column: column)
    }
    let name = try fieldName(line, token.lowerBound..<separator)
    let valueRange = separator + 1..<token.upperBound
    guard !valueRange.isEmpty else {
      let problem: EventLogProblem =
        if let next, line.fieldSeparator(in: next) == nil {
          .spaceAfterEquals(name)
        } else {
          .missingValue(name)
        }
      throw LogFailure(problem, column: line.column(valueRange.lowerBound))
    }
    let value = try LogValueParser.value(in: line, valueRange, field: name)
    return LogField(name: name, value: value, column: column)
  }

  private static func fieldName(_ line: LogLine, _ range: Range<Int>) throws(LogFailure)
    -> String
  {
    let column = line.column(range.lowerBound)
    guard !range.isEmpty else { throw LogFailure(.missingFieldName, column: column) }
    let name = line.text(range)
    guard LogSyntax.isName(name) else { throw LogFailure(.invalidFieldName(name), column: column) }
    return name
  }
}
