import Foundation

/// One line of an event log as UTF-8 bytes, with columns reported in characters.
///
/// Every character the format gives a meaning to is ASCII, and no byte of a multi-byte UTF-8
/// sequence is, so the parser scans bytes: a quote followed by a combining mark is still a
/// quote. Columns count characters (grapheme clusters), as editors show them.
struct LogLine {
  /// The line number, from 1.
  let number: Int
  /// The line's UTF-8 bytes, without its line break.
  let bytes: [UInt8]
  /// How many bytes at the start of the line are ASCII: their columns are their offsets + 1.
  private let asciiPrefix: Int

  /// Wraps the bytes of line `number`, dropping the `\r` of a CRLF line break.
  init(number: Int, bytes: [UInt8]) {
    var bytes = bytes
    // Hot path: see "Performance idioms" in Docs/Design.md.
    if bytes.count > 0, bytes[bytes.count - 1] == ASCII.carriageReturn { bytes.removeLast() }
    self.number = number
    self.bytes = bytes
    self.asciiPrefix = bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return 0 }
      var index = 0
      var word: UInt64 = 0
      // Eight bytes at a time while all are ASCII (an idiom of the hot path: see
      // "Performance idioms" in Docs/Design.md).
      while buffer.count - index >= 8 {
        memcpy(&word, base + index, 8)
        if word & 0x8080_8080_8080_8080 != 0 { break }
        index += 8
      }
      while index < buffer.count, base[index] < 0x80 { index += 1 }
      return index
    }
  }

  /// The 1-based character column of the byte at `offset` (or just past the end).
  func column(_ offset: Int) -> Int {
    if offset <= asciiPrefix { return offset + 1 }
    let end = min(offset, bytes.count)
    return text(0..<end).count + 1 + (offset - end)
  }

  /// The text of the bytes in `range`, which starts and ends between characters.
  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The text of `range` as a message may quote a token where a time or a name belongs: up to
  /// any quote or `=`, then `…`. What follows starts a value, which may be secret.
  ///
  /// `"hunter2"` → `…`; `text=hunter2` → `text…`; `signIn!` → `signIn!`.
  func nameText(_ range: Range<Int>) -> String {
    let end =
      bytes[range].firstIndex { $0 == ASCII.quote || $0 == ASCII.equals } ?? range.upperBound
    return text(range.lowerBound..<end) + (end < range.upperBound ? "…" : "")
  }

  /// The space- or tab-separated tokens before any comment, as byte ranges.
  ///
  /// A `#` starting a token starts a comment; a quoted string (with `\` escapes) may hold spaces
  /// and `#`, and an unterminated one runs to the end of the line.
  func tokens() -> [Range<Int>] {
    // Hot path: see "Performance idioms" in Docs/Design.md.
    bytes.withUnsafeBufferPointer { buffer in
      var tokens: [Range<Int>] = []
      var index = 0
      while index < buffer.count {
        let byte = buffer[index]
        if ASCII.isSpace(byte) {
          index += 1
        } else if byte == 0x23 {  // '#'
          break
        } else {
          let end = Self.tokenEnd(in: buffer, from: index)
          // An event line has a time, a name and a field or two: room made once, not grown;
          // a blank or comment line makes none.
          // (`count`, not `isEmpty`: see "Performance idioms" in Docs/Design.md.)
          if tokens.count == 0 { tokens.reserveCapacity(4) }
          tokens.append(index..<end)
          index = end
        }
      }
      return tokens
    }
  }

  /// The offset of the first `=` in `range` that comes before any quote, if there is one.
  func fieldSeparator(in range: Range<Int>) -> Int? {
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = bytes[index]
      if byte == 0x22 { return nil }  // '"'
      if byte == 0x3D { return index }  // '='
      index += 1
    }
    return nil
  }

  /// `range` without the spaces and tabs at either end.
  func trimmed(_ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, ASCII.isSpace(bytes[lower]) { lower += 1 }
    while upper > lower, ASCII.isSpace(bytes[upper - 1]) { upper -= 1 }
    return lower..<upper
  }

  private static func tokenEnd(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    var quoted = false
    while index < buffer.count {
      let byte = buffer[index]
      if quoted {
        if byte == 0x5C {  // '\\'
          index += 1
        } else if byte == 0x22 {  // '"'
          quoted = false
        }
      } else if ASCII.isSpace(byte) {
        break
      } else if byte == 0x22 {
        quoted = true
      }
      index += 1
    }
    return min(index, buffer.count)
  }
}
