/// Reads the golden text form of a history (see ``HistoryFormat``), line by line, and reports the
/// first problem with its line and column.
///
/// It works on the file's UTF-8 bytes and makes a `String` only for values it keeps, so a
/// 100,000-step golden reads in a fraction of a second.
struct HistoryParser {
  private typealias Format = HistoryFormat

  private let path: String
  private let bytes: [UInt8]
  /// Each line's bytes in `bytes`, without its `\n` or `\r\n`; `lines[i]` is line `i + 1`.
  private let lines: [Range<Int>]
  /// The index in `lines` of the next line to read.
  private var next = 0
  /// The format version the file declares.
  private var version = HistoryFormat.currentVersion
  /// In a format 1 file, the step of each event read so far, by the log line it gave.
  private var formatOneEvents: [Int: Int] = [:]

  init(path: String, text: String) {
    self.path = path
    var bytes = Array(text.utf8)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    self.bytes = bytes
    self.lines = Self.lineRanges(bytes)
  }

  mutating func parse() throws(Diagnostic) -> History {
    try checkText()
    try readMagic()
    let log = try readField("log", placeholder: "<event log path>")
    let screen = try readField("screen", placeholder: "<screen name>")
    let fixtures = try readField("fixtures", placeholder: "<names> or (none)")
    let declared = try readStepCount()
    let steps = try readSteps()
    guard steps.count == declared.count else {
      throw failure(
        line: declared.line, column: 8,
        "the header says \(plural(declared.count, "step")), but the file has \(steps.count)")
    }
    let header = HistoryHeader(log: log, screen: screen, fixtures: Self.fixtureNames(fixtures))
    return History(header: header, steps: steps)
  }

  /// A golden is text that ``HistoryFormat/encode(_:)`` could have written: no line holds a
  /// control character, line or paragraph separator (it writes each as an escape), so what reads
  /// is what it would write again.
  private func checkText() throws(Diagnostic) {
    for (number, range) in lines.enumerated() {
      let line = bytes[range]
      guard let offset = line.withUnsafeBufferPointer({ LineBreaks.first(in: $0) }) else {
        continue
      }
      let prefix = line.prefix(offset)
      let scalar = String(decoding: line.dropFirst(offset), as: UTF8.self).unicodeScalars.first
      throw failure(
        line: number + 1, column: String(decoding: prefix, as: UTF8.self).count + 1,
        "control character \(scalar?.codePoint ?? "U+0000") in the golden; Screenplay writes "
          + "every one as an escape, so this file was not written by it")
    }
  }

  // MARK: Header

  private mutating func readMagic() throws(Diagnostic) {
    let prefix = Format.magic + " "
    let expected = "'\(Format.magic) \(Format.currentVersion)'"
    guard let line = readLine(), line.starts(with: prefix.utf8) else {
      throw failure(line: 1, column: 1, "not a screenplay history: expected \(expected)")
    }
    let versionBytes = line.dropFirst(prefix.utf8.count)
    let column = prefix.count + 1
    guard let version = UTF8Scanning.number(versionBytes) else {
      let found = Excerpt.of(bytes: versionBytes)
      throw failure(line: 1, column: column, "expected a format version, found '\(found)'")
    }
    guard Format.readVersions.contains(version) else {
      throw failure(
        line: 1, column: column,
        "unsupported history format version \(version); this build reads versions "
          + "\(Format.readVersions.map(String.init).joined(separator: " and "))",
        hint: "update Screenplay, or " + Format.rerecordHint)
    }
    self.version = version
  }

  private mutating func readField(_ key: String, placeholder: String) throws(Diagnostic) -> String {
    let lineNumber = next + 1
    let problem = failure(line: lineNumber, column: 1, "expected '\(key): \(placeholder)'")
    guard let line = readLine() else { throw problem }
    if line.elementsEqual((key + ":").utf8) { return "" }
    guard line.starts(with: (key + ": ").utf8) else { throw problem }
    return UTF8Scanning.text(line.dropFirst(key.utf8.count + 2))
  }

  private mutating func readStepCount() throws(Diagnostic) -> (count: Int, line: Int) {
    let lineNumber = next + 1
    let value = try readField("steps", placeholder: "<count>")
    guard let count = UTF8Scanning.number(value.utf8) else {
      throw failure(
        line: lineNumber, column: 8, "expected a step count, found '\(Excerpt.of(value))'")
    }
    return (count, lineNumber)
  }

  // MARK: Steps

  private mutating func readSteps() throws(Diagnostic) -> [Step] {
    while let line = peekLine(), line.isEmpty { next += 1 }
    var steps: [Step] = []
    while next < lines.count {
      steps.append(try readStep(index: steps.count, after: steps))
    }
    return steps
  }

  /// A step header, then its body up to the blank line before the next header or the end.
  private mutating func readStep(index: Int, after steps: [Step]) throws(Diagnostic) -> Step {
    let lineNumber = next + 1
    let expectation =
      index == 0
      ? "expected the first step header, '── step 0 · …'"
      : "expected a render line indented by two spaces or the step header '── step \(index) · …'"
    let parser = StepHeaderParser(
      line: bytes[lines[next]], expectation: expectation, index: index, version: version,
      formatOneEvents: formatOneEvents)
    let header = try parser.parse { failure(line: lineNumber, column: $0, $1) }
    if case .effect(_, let cause?) = header.trigger, !Self.isEvent(steps[cause]) {
      throw failure(
        line: lineNumber, column: header.triggerColumn,
        "an effect's cause must be an event's step, and step \(cause) is not one")
    }
    if let line = header.formatOneLine { formatOneEvents[line] = index }
    next += 1
    let body = try readBody()
    let unchanged = !header.changedFlag && body == [Format.unchanged]
    return Step(
      index: header.index, time: header.time, trigger: header.trigger,
      lines: unchanged ? [] : body, changed: !unchanged)
  }

  private mutating func readBody() throws(Diagnostic) -> [String] {
    var body: [String] = []
    let indent = Format.indent.utf8
    while let line = peekLine(), line.first == UInt8(ascii: " ") || line.isEmpty {
      guard line.isEmpty || line.starts(with: indent) else {
        throw failure(line: next + 1, column: 1, "expected a render line indented by two spaces")
      }
      body.append(UTF8Scanning.text(line.dropFirst(indent.count)))
      next += 1
    }
    if next < lines.count && body.last == "" { body.removeLast() }
    return body
  }

  // MARK: Helpers

  private mutating func readLine() -> ArraySlice<UInt8>? {
    guard let line = peekLine() else { return nil }
    next += 1
    return line
  }

  private func peekLine() -> ArraySlice<UInt8>? {
    next < lines.count ? bytes[lines[next]] : nil
  }

  private func failure(
    line: Int, column: Int, _ message: String, hint: String = HistoryFormat.rerecordHint
  ) -> Diagnostic {
    Diagnostic(path: path, line: line, column: column, message: message, hint: hint)
  }

  private func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  private static func isEvent(_ step: Step) -> Bool {
    if case .event = step.trigger { true } else { false }
  }

  private static func fixtureNames(_ text: String) -> [String] {
    guard text != HistoryFormat.noFixtures, !text.isEmpty else { return [] }
    return text.split(separator: ", ", omittingEmptySubsequences: false).map(String.init)
  }

  /// Splits on `\n`, dropping a `\r` before it; a final line needs no `\n`.
  private static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    for (position, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      ranges.append(withoutReturn(start..<position, in: bytes))
      start = position + 1
    }
    if start < bytes.count { ranges.append(withoutReturn(start..<bytes.count, in: bytes)) }
    return ranges
  }

  private static func withoutReturn(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
    guard let last = range.last, bytes[last] == UInt8(ascii: "\r") else { return range }
    return range.lowerBound..<last
  }
}
