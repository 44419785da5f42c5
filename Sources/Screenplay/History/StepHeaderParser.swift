/// Reads one step header of a golden file, such as
/// `── step 3 · 1.500s · effect of step 2 · response 401 POST /login`.
///
/// The trigger is `initial`; `effect`, `effect · <what>`, `effect of step <n>` or
/// `effect of step <n> · <what>`; `event · <event>`; or else the event's text itself. It may be
/// preceded by `changed · ` (see ``HistoryFormat``). Format 1 wrote events as
/// `line <n> · <event>` and effects as `effect of line <n> · <what>`; those read too, an
/// effect's line becoming the step of the event on it. Works on the line's UTF-8 bytes; columns
/// in failures count characters from 1.
struct StepHeaderParser {
  /// What a header says.
  struct Header {
    var index: Int
    var time: Duration
    var trigger: Trigger
    var changedFlag: Bool
    /// The log line a format 1 header gave its event.
    var formatOneLine: Int?
    /// Where the trigger starts, for a failure about its cause.
    var triggerColumn: Int
  }

  /// Makes a diagnostic for this line from a column and a message.
  typealias Failure = (_ column: Int, _ message: String) -> Diagnostic

  private static let separator = Array(HistoryFormat.separator.utf8)
  private static let flag = Array((HistoryFormat.changedFlag + HistoryFormat.separator).utf8)

  /// The header line's bytes.
  let line: ArraySlice<UInt8>
  /// The message for a line that is not a step header at all.
  let expectation: String
  /// The step number the header must carry.
  let index: Int
  /// The golden's format version.
  var version = HistoryFormat.currentVersion
  /// In format 1, the step of each event read so far, by its log line.
  var formatOneEvents: [Int: Int] = [:]

  func parse(failure: Failure) throws(Diagnostic) -> Header {
    guard line.starts(with: HistoryFormat.stepPrefix.utf8) else { throw failure(1, expectation) }
    let rest = line.dropFirst(HistoryFormat.stepPrefix.utf8.count)
    guard let (number, time, trigger) = Self.parts(rest) else {
      let found = Excerpt.of(bytes: line)
      throw failure(1, "expected '── step <number> · <time> · <trigger>', found '\(found)'")
    }
    let flagged = trigger.starts(with: Self.flag)
    let bytes = flagged ? trigger.dropFirst(Self.flag.count) : trigger
    let (parsed, formatOneLine) =
      version == 1 ? try formatOneTrigger(bytes, failure) : (try self.trigger(bytes, failure), nil)
    return Header(
      index: try stepNumber(number, failure: failure),
      time: try self.time(time, failure: failure), trigger: parsed, changedFlag: flagged,
      formatOneLine: formatOneLine, triggerColumn: column(bytes))
  }

  /// `3 · 1.500s · effect · x` → (`3`, `1.500s`, `effect · x`).
  private static func parts(_ bytes: ArraySlice<UInt8>) -> (
    ArraySlice<UInt8>, ArraySlice<UInt8>, ArraySlice<UInt8>
  )? {
    guard let first = UTF8Scanning.firstIndex(of: separator, in: bytes) else { return nil }
    let afterFirst = bytes[(first + separator.count)...]
    guard let second = UTF8Scanning.firstIndex(of: separator, in: afterFirst) else { return nil }
    return (
      bytes[..<first], bytes[afterFirst.startIndex..<second], bytes[(second + separator.count)...]
    )
  }

  private func column(_ bytes: ArraySlice<UInt8>) -> Int {
    UTF8Scanning.column(of: bytes.startIndex, in: line)
  }

  private func stepNumber(_ bytes: ArraySlice<UInt8>, failure: Failure) throws(Diagnostic) -> Int {
    guard let number = UTF8Scanning.number(bytes) else {
      throw failure(column(bytes), "expected a step number, found '\(Excerpt.of(bytes: bytes))'")
    }
    guard number == index else {
      throw failure(column(bytes), "expected step \(index), found step \(number)")
    }
    return number
  }

  private func time(_ bytes: ArraySlice<UInt8>, failure: Failure) throws(Diagnostic) -> Duration {
    guard let time = Self.parseTime(bytes) else {
      let found = Excerpt.of(bytes: bytes)
      throw failure(column(bytes), "expected a time such as '1.500s', found '\(found)'")
    }
    return time
  }

  private func trigger(_ bytes: ArraySlice<UInt8>, _ failure: Failure) throws(Diagnostic)
    -> Trigger
  {
    if bytes.elementsEqual("initial".utf8) { return .initial }
    if bytes.starts(with: "effect of step ".utf8) {
      let (cause, text) = try numbered(bytes.dropFirst(15), "a step number", failure)
      guard cause < index else {
        throw failure(
          column(bytes) + 15, "expected the step of an earlier event, found step \(cause)")
      }
      return .effect(text, cause: cause)
    }
    if let text = Self.labelled("effect", in: bytes) { return .effect(UTF8Scanning.text(text)) }
    if let text = Self.labelled("event", in: bytes) { return .event(UTF8Scanning.text(text)) }
    return .event(UTF8Scanning.text(bytes))
  }

  /// A format 1 trigger, and the log line of an event: `line 7 · email.type`, or `effect of
  /// line 7 · …`, whose line becomes the step of the event read on it.
  private func formatOneTrigger(_ bytes: ArraySlice<UInt8>, _ failure: Failure)
    throws(Diagnostic) -> (Trigger, Int?)
  {
    if bytes.elementsEqual("initial".utf8) { return (.initial, nil) }
    if bytes.starts(with: "effect of line ".utf8) {
      let (line, text) = try numbered(bytes.dropFirst(15), "a log line number", failure)
      guard let cause = formatOneEvents[line] else {
        throw failure(
          column(bytes) + 15, "expected the log line of an earlier event, found line \(line)")
      }
      return (.effect(text, cause: cause), nil)
    }
    if let text = Self.labelled("effect", in: bytes) {
      return (.effect(UTF8Scanning.text(text)), nil)
    }
    if bytes.starts(with: "line ".utf8) {
      let (line, text) = try numbered(bytes.dropFirst(5), "a log line number", failure)
      return (.event(text), line)
    }
    let found = Excerpt.of(bytes: bytes)
    throw failure(
      column(bytes),
      "expected 'initial', 'line <n> · <event>', 'effect · <cause>' or 'effect of line <n> · "
        + "<cause>', found '\(found)'")
  }

  /// `7 · email.type` or `7`: the number, and the text after it.
  private func numbered(_ bytes: ArraySlice<UInt8>, _ what: String, _ failure: Failure)
    throws(Diagnostic) -> (Int, String)
  {
    let end = UTF8Scanning.firstIndex(of: Self.separator, in: bytes) ?? bytes.endIndex
    let digits = bytes[..<end]
    guard let number = UTF8Scanning.number(digits) else {
      let found = Excerpt.of(bytes: digits)
      throw failure(column(digits), "expected \(what), found '\(found)'")
    }
    let text = bytes[min(end + Self.separator.count, bytes.endIndex)...]
    return (number, UTF8Scanning.text(text))
  }

  /// The text after `label` in `label` (empty) or `label · text`.
  private static func labelled(_ label: String, in bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
    if bytes.elementsEqual(label.utf8) { return bytes[bytes.endIndex...] }
    let prefix = Array(label.utf8) + separator
    return bytes.starts(with: prefix) ? bytes.dropFirst(prefix.count) : nil
  }

  /// `1.500s` → 1.5 seconds; `-0.250s` too. Exactly three decimals, as ``TimeFormat`` writes.
  static func parseTime(_ bytes: ArraySlice<UInt8>) -> Duration? {
    guard bytes.last == UInt8(ascii: "s") else { return nil }
    var body = bytes.dropLast()
    let negative = body.first == UInt8(ascii: "-")
    if negative { body = body.dropFirst() }
    guard let dot = body.firstIndex(of: UInt8(ascii: ".")), body.endIndex - dot == 4,
      let whole = UTF8Scanning.number(body[..<dot]),
      let fraction = UTF8Scanning.number(body[(dot + 1)...])
    else { return nil }
    let (scaled, overflow) = Int64(whole).multipliedReportingOverflow(by: 1000)
    let (millis, carry) = scaled.addingReportingOverflow(Int64(fraction))
    guard !overflow, !carry else { return nil }
    return .milliseconds(negative ? -millis : millis)
  }
}
