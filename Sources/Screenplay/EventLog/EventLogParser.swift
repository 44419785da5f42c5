/// Reads the text form of an event log (see `Docs/EventLogFormat.md`).
///
/// ```swift
/// let log = try EventLogParser.parse(
///   """
///   screenplay-log 1
///   screen: SignIn
///   fixtures: sign-in-success
///
///   0.000s  email.type  text="johnny@gmail.com"
///   250ms   signIn.tap  # comments start with '#'
///   """, path: "Tests/EventLogs/SignIn/success.log")
/// log.entries[1].time   // .milliseconds(250)
/// log.entries[1].line   // 6
/// ```
///
/// Any mistake throws a ``Diagnostic`` naming the line and column, such as
/// `Tests/EventLogs/SignIn/success.log:6:9: error: invalid event name 'signIn!'`, with a hint.
/// The parser never crashes on bad input.
public enum EventLogParser {
  /// Parses `text`, read from `path` (relative to the package root; used in every message).
  ///
  /// Lines may end in `\n` or `\r\n`; a leading byte order mark is ignored. Event names and
  /// fields are checked for form only: ``EventVocabulary`` checks them against a screen.
  public static func parse(_ text: String, path: String) throws(Diagnostic) -> EventLog {
    try parse(bytes: Array(text.utf8), path: path)
  }

  /// Parses the log's bytes as read from the file at `path`: bytes that aren't UTF-8 are an
  /// error at their line and column (a `String` would have replaced them with U+FFFD), and so
  /// is any control character but a tab.
  public static func parse(bytes: [UInt8], path: String) throws(Diagnostic) -> EventLog {
    var reader = LogReader(path: path)
    let bytes = withoutByteOrderMark(bytes)
    var start = bytes.startIndex
    var number = 1
    while let end = bytes[start...].firstIndex(of: ASCII.newline) {
      try reader.read(LogLine(number: number, bytes: Array(bytes[start..<end])))
      start = end + 1
      number += 1
    }
    try reader.read(LogLine(number: number, bytes: Array(bytes[start...])))
    return try reader.finish()
  }

  private static func withoutByteOrderMark(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
    bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
  }
}
