/// What the app wrote to standard output while one log replayed (a view model's `print`), kept
/// bounded: the last ``keptBytes`` bytes, and how many bytes and lines there were in all.
///
/// A failing log's report ends with it (``report``); a passing log shows nothing of it. See
/// ``AppOutputCapture`` for how it is taken.
package struct AppOutput: Sendable, Hashable {
  /// The last bytes written, at most ``keptBytes``.
  private(set) var tail: [UInt8] = []
  /// How many bytes were written in all.
  private(set) var byteCount = 0
  /// How many line feeds were written in all.
  private(set) var lineFeeds = 0

  /// The bytes kept of a replay's output: enough for ``shownLines`` long lines.
  static let keptBytes = 16 << 10
  /// The lines a report shows, the last ones.
  package static let shownLines = 20
  /// The characters of a line a report shows; a longer line ends with `…`.
  package static let lineLength = 300

  /// Nothing written.
  package init() {}

  /// What `text` would be as written: for tests.
  package init(_ text: String) {
    append(Array(text.utf8))
  }

  /// Whether the app wrote nothing.
  package var isEmpty: Bool { byteCount == 0 }

  /// Adds `bytes`, written after what was written before.
  mutating func append(_ bytes: UnsafeRawBufferPointer) {
    guard !bytes.isEmpty else { return }
    byteCount += bytes.count
    for byte in bytes where byte == 0x0A { lineFeeds += 1 }
    if bytes.count >= Self.keptBytes {
      tail = Array(bytes.suffix(Self.keptBytes))
    } else {
      let overflow = tail.count + bytes.count - Self.keptBytes
      if overflow > 0 { tail.removeFirst(overflow) }
      tail += bytes
    }
  }

  /// Adds `bytes`, written after what was written before.
  mutating func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { append($0) }
  }

  /// Adds what was written after this output: the output of one log over several stretches.
  package mutating func append(_ later: AppOutput) {
    guard !later.isEmpty else { return }
    let lineFeeds = self.lineFeeds + later.lineFeeds
    let byteCount = self.byteCount + later.byteCount
    append(later.tail)
    self.lineFeeds = lineFeeds
    self.byteCount = byteCount
  }

  /// How many lines were written: a last line without a line feed counts.
  package var lineCount: Int {
    lineFeeds + (tail.last == 0x0A || tail.isEmpty ? 0 : 1)
  }

  /// The last lines written, at most ``shownLines``, each cut to ``lineLength`` characters, a
  /// trailing carriage return dropped and control characters escaped (`\t`, `\u{1B}`); a
  /// first line the kept bytes begin inside of is left out.
  package var lastLines: [String] {
    var lines = tail.split(separator: 0x0A, omittingEmptySubsequences: false)
    if tail.last == 0x0A { lines.removeLast() }
    if byteCount > tail.count, lines.count > 1 { lines.removeFirst() }
    return lines.suffix(Self.shownLines).map { bytes in
      var text = String(decoding: bytes, as: UTF8.self)
      if text.hasSuffix("\r") { text.removeLast() }
      text = Canvas.oneLine(text)
      return text.count > Self.lineLength ? text.prefix(Self.lineLength - 1) + "…" : text
    }
  }

  /// The report's section, `nil` when the app wrote nothing:
  ///
  /// ```text
  /// the app's standard output while replaying this log (last 20 of 57 lines):
  ///   | loading quotes
  ///   | got 3 quotes
  /// ```
  package var report: String? {
    guard !isEmpty else { return nil }
    let lines = lastLines
    let count = lineCount
    let extent =
      lines.count == count
      ? (count == 1 ? "1 line" : "\(count) lines") : "last \(lines.count) of \(count) lines"
    return
      (["the app's standard output while replaying this log (\(extent)):"]
      + lines.map { $0.isEmpty ? "  |" : "  | " + $0 }).joined(separator: "\n")
  }
}
