#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
package enum EventLogParser {
  /// Parses `text`, read from `path` (relative to the package root; used in every message).
  ///
  /// Lines may end in `\n` or `\r\n`; a leading byte order mark is ignored. Event names and
  /// fields are checked for form only: ``EventVocabulary`` checks them against a screen.
  package static func parse(_ text: String, path: String) throws(Diagnostic) -> EventLog {
    try parse(bytes: Array(text.utf8), path: path)
  }

  /// Parses the log's bytes as read from the file at `path`: bytes that aren't UTF-8 are an
  /// error at their line and column (a `String` would have replaced them with U+FFFD), and so
  /// is any control character but a tab.
  package static func parse(bytes: [UInt8], path: String) throws(Diagnostic) -> EventLog {
    var reader = LogReader(path: path)
    var number = 1
    // One array holds each line in turn: the reader keeps what it needs of a line, not the line,
    // so its storage is reused rather than a new array made for every line.
    var line: [UInt8] = []
    try forEachLine(bytes) { bytes throws(Diagnostic) in
      line.removeAll(keepingCapacity: true)
      line.append(contentsOf: bytes)
      try reader.read(LogLine(number: number, bytes: line))
      number += 1
    }
    return try reader.finish()
  }

  /// Calls `body` with each line of `bytes`, without its `\n` and a leading byte order mark; the
  /// last line runs to the end (empty after a final line break). Line breaks are found with
  /// `memchr`, and each line is a pointer and a count (idioms of the hot path: see
  /// "Performance idioms" in Docs/Design.md).
  private static func forEachLine(
    _ bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) throws(Diagnostic) -> Void
  ) throws(Diagnostic) {
    try bytes.withUnsafeBufferPointer { buffer throws(Diagnostic) in
      guard let base = buffer.baseAddress else { return try body(buffer) }
      let hasByteOrderMark =
        buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF
      var start = hasByteOrderMark ? 3 : 0
      while start < buffer.count, let found = memchr(base + start, 0x0A, buffer.count - start) {
        let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        try body(UnsafeBufferPointer(start: base + start, count: end - start))
        start = end + 1
      }
      try body(UnsafeBufferPointer(start: base + start, count: buffer.count - start))
    }
  }
}
