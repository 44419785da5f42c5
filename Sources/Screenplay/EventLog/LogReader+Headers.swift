extension LogReader {
  /// Reads a `key: value` header line.
  mutating func readHeader(_ header: HeaderLine, _ line: LogLine) throws(LogFailure) {
    guard LogSyntax.isHeader(header.key) else {
      throw LogFailure(.unknownHeader(header.key), column: header.keyColumn)
    }
    if let firstEventLine {
      let problem = EventLogProblem.headerAfterEvents(header.key, firstEventLine: firstEventLine)
      throw LogFailure(problem, column: header.keyColumn)
    }
    if header.key == "screen" {
      try checkUnset(header, setOn: screen?.line)
      screen = (try screenName(header), line.number, line.column(header.value.lowerBound))
    } else if header.key == "fixtures" {
      try checkUnset(header, setOn: fixtures.line == 0 ? nil : fixtures.line)
      fixtures = (try fixtureNames(header), line.number)
    } else {
      try checkUnset(header, setOn: defaults.line == 0 ? nil : defaults.line)
      defaults = (try defaultsFields(header), line.number)
    }
  }

  /// The `key=value` fields of a `defaults:` header, as an event's fields are written.
  private func defaultsFields(_ header: HeaderLine) throws(LogFailure) -> [LogField] {
    let start = header.value.lowerBound
    // The line's tokens from the value on (the first may run on from the colon: `defaults:a=1`).
    var tokens: [Range<Int>] = []
    for token in header.line.tokens() where token.upperBound > start {
      tokens.append(max(token.lowerBound, start)..<token.upperBound)
    }
    guard !tokens.isEmpty else {
      throw LogFailure(.emptyDefaults, column: header.line.column(start))
    }
    return try EventLineParser.fields(header.line, tokens, from: 0)
  }

  private func checkUnset(_ header: HeaderLine, setOn line: Int?) throws(LogFailure) {
    guard let line else { return }
    throw LogFailure(.duplicateHeader(header.key, firstLine: line), column: header.keyColumn)
  }

  private func screenName(_ header: HeaderLine) throws(LogFailure) -> String {
    let value = header.value
    guard !value.isEmpty else {
      throw LogFailure(.missingScreenName, column: header.line.column(value.upperBound))
    }
    let name = header.line.text(value)
    guard LogSyntax.isName(name) else {
      throw LogFailure(.invalidScreenName(name), column: header.line.column(value.lowerBound))
    }
    return name
  }

  private func fixtureNames(_ header: HeaderLine) throws(LogFailure) -> [String] {
    let line = header.line
    let value = header.value
    guard !value.isEmpty else { return [] }
    // Hot path: see "Performance idioms" in Docs/Design.md.
    var commas: [Int] = []
    var index = value.lowerBound
    while index < value.upperBound {
      if line.bytes[index] == ASCII.comma { commas.append(index) }
      index += 1
    }
    var names: [String] = []
    for item in 0...commas.count {
      let start = item == 0 ? value.lowerBound : commas[item - 1] + 1
      let end = item == commas.count ? value.upperBound : commas[item]
      let range = line.trimmed(start..<end)
      guard !range.isEmpty else {
        let comma = item == 0 ? commas[0] : commas[item - 1]
        throw LogFailure(.emptyFixtureName, column: line.column(comma))
      }
      names.append(try fixtureName(line, range))
    }
    return names
  }

  private func fixtureName(_ line: LogLine, _ range: Range<Int>) throws(LogFailure) -> String {
    let name = line.text(range)
    let column = line.column(range.lowerBound)
    if name.hasSuffix(".json") {
      throw LogFailure(.fixtureNameWithExtension(name), column: column)
    }
    guard LogSyntax.isName(name) else {
      throw LogFailure(.invalidFixtureName(name), column: column)
    }
    return name
  }
}

/// A `key: value` line: a key of ASCII letters, digits, `_` and `-` starting with a letter,
/// optional spaces, a colon, and the rest of the line up to any comment.
struct HeaderLine {
  /// The line.
  let line: LogLine
  /// The key, such as `screen`.
  let key: String
  /// The column of the key.
  let keyColumn: Int
  /// The value's bytes, without surrounding spaces.
  let value: Range<Int>

  /// The header on `line`, whose content ends at `end`, or `nil` when the line isn't one.
  init?(_ line: LogLine, end: Int) {
    let bytes = line.bytes
    // Hot path: see "Performance idioms" in Docs/Design.md.
    var start = 0
    while start < bytes.count, ASCII.isSpace(bytes[start]) { start += 1 }
    guard start < end, ASCII.isLetter(bytes[start]) else { return nil }
    var keyEnd = start
    while keyEnd < end, Self.isKeyByte(bytes[keyEnd]) { keyEnd += 1 }
    var colon = keyEnd
    while colon < end, ASCII.isSpace(bytes[colon]) { colon += 1 }
    guard colon < end, bytes[colon] == ASCII.colon else { return nil }
    self.line = line
    self.key = line.text(start..<keyEnd)
    self.keyColumn = line.column(start)
    self.value = line.trimmed(colon + 1..<end)
  }

  private static func isKeyByte(_ byte: UInt8) -> Bool {
    ASCII.isLetter(byte) || ASCII.isDigit(byte) || byte == ASCII.underscore || byte == ASCII.minus
  }
}
