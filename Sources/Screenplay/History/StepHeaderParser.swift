/// Reads one step header of a golden file, such as
/// `── step 3 · 1.500s · effect · response 401 POST /login`.
///
/// The trigger is `initial`, `line <n>` or `line <n> · <event>`, `effect` or `effect · <cause>`,
/// optionally preceded by `changed · ` (see ``HistoryFormat``). Works on the line's UTF-8 bytes;
/// columns in failures count characters from 1.
struct StepHeaderParser {
  /// What a header says.
  struct Header {
    var index: Int
    var time: Duration
    var trigger: Trigger
    var changedFlag: Bool
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

  func parse(failure: Failure) throws(Diagnostic) -> Header {
    guard line.starts(with: HistoryFormat.stepPrefix.utf8) else { throw failure(1, expectation) }
    let rest = line.dropFirst(HistoryFormat.stepPrefix.utf8.count)
    guard let (number, time, trigger) = Self.parts(rest) else {
      let found = Excerpt.of(bytes: line)
      throw failure(1, "expected '── step <number> · <time> · <trigger>', found '\(found)'")
    }
    let flagged = trigger.starts(with: Self.flag)
    return Header(
      index: try stepNumber(number, failure: failure),
      time: try self.time(time, failure: failure),
      trigger: try self.trigger(flagged ? trigger.dropFirst(Self.flag.count) : trigger, failure),
      changedFlag: flagged)
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
    if bytes.starts(with: "effect of line ".utf8) {
      return try effect(bytes.dropFirst(15), failure)
    }
    if let cause = Self.labelled("effect", in: bytes) { return .effect(UTF8Scanning.text(cause)) }
    if bytes.starts(with: "line ".utf8) { return try event(bytes.dropFirst(5), failure) }
    let found = Excerpt.of(bytes: bytes)
    throw failure(
      column(bytes),
      "expected 'initial', 'line <n> · <event>', 'effect · <cause>' or 'effect of line <n> · <cause>', "
        + "found '\(found)'")
  }

  /// `7 · email.type` or `7` after `line `.
  private func event(_ bytes: ArraySlice<UInt8>, _ failure: Failure) throws(Diagnostic) -> Trigger {
    let end = UTF8Scanning.firstIndex(of: Self.separator, in: bytes) ?? bytes.endIndex
    let number = bytes[..<end]
    guard let line = UTF8Scanning.number(number) else {
      let found = Excerpt.of(bytes: number)
      throw failure(column(number), "expected a log line number, found '\(found)'")
    }
    let text = bytes[min(end + Self.separator.count, bytes.endIndex)...]
    return .event(UTF8Scanning.text(text), line: line)
  }

  /// `8 · response 200 GET /count (count)` after `effect of line `.
  private func effect(_ bytes: ArraySlice<UInt8>, _ failure: Failure) throws(Diagnostic) -> Trigger
  {
    guard case .event(let text, let line) = try event(bytes, failure) else { return .effect("") }
    return .effect(text, line: line)
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
