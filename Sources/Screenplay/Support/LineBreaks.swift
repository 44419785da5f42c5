import Foundation

/// The one rule for what cannot sit inside a line of a golden or a log: control characters (C0,
/// DEL and C1, Unicode's general category Cc) and the line and paragraph separators (Zl, Zp).
/// Editors break lines at them or hide them, so every writer escapes them and every reader
/// refuses them.
enum LineBreaks {
  /// Whether the scalar `value` breaks a line.
  static func contains(_ value: UInt32) -> Bool {
    value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
  }

  /// The offset of the first scalar in `bytes` (valid UTF-8) that breaks a line, found from the
  /// bytes alone: C0 and DEL are single bytes, C1 is `C2 80`…`C2 9F`, and U+2028 and U+2029 are
  /// `E2 80 A8` and `E2 80 A9`. A continuation byte never starts a scalar, so a match can't
  /// straddle two scalars. With `quotes`, a `"` or `\` counts too (a quoted value escapes them).
  static func first(in bytes: UnsafeBufferPointer<UInt8>, quotes: Bool = false) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    // Eight bytes at a time while they are all printable ASCII (rendered lines nearly always
    // are); a word that may hold a match is looked at byte by byte, and then whole words again,
    // so one `é` or `·` early in a line does not make the rest of it a byte loop. A skipped word
    // holds no lead byte, so the bytes before it need no memory. The word is copied with
    // `memcpy` and tested in line: a debug build (what `swift test` runs) made a generic call
    // for each `loadUnaligned` and a call for each test, twice the time of this loop.
    var index = 0
    var word: UInt64 = 0
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let controls = ones &* 0x20
    let delete = ones &* 0x7F
    let quote = ones &* 0x22
    let backslash = ones &* 0x5C
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    while index < bytes.count {
      while index + 8 <= bytes.count {
        memcpy(&word, base + index, 8)
        // A byte with its high bit set (not ASCII), or one below 0x20.
        if (word | ((word &- controls) & ~word)) & highBits != 0 { break }
        // A byte equal to DEL (or, with `quotes`, to `"` or `\`): a zero byte after the xor.
        let deletes = word ^ delete
        if (deletes &- ones) & ~deletes & highBits != 0 { break }
        if quotes {
          let quoteBytes = word ^ quote
          let backslashBytes = word ^ backslash
          let zeros =
            (quoteBytes &- ones) & ~quoteBytes | (backslashBytes &- ones) & ~backslashBytes
          if zeros & highBits != 0 {
            break
          }
        }
        index += 8
        previous = 0
        beforePrevious = 0
      }
      let wordEnd = min(index + 8, bytes.count)
      while index < wordEnd {
        let byte = base[index]
        if byte < 0x20 || byte == 0x7F { return index }
        if quotes, byte == 0x22 || byte == 0x5C { return index }
        if previous == 0xC2, byte <= 0x9F, byte >= 0x80 { return index - 1 }
        if beforePrevious == 0xE2, previous == 0x80, byte == 0xA8 || byte == 0xA9 {
          return index - 2
        }
        beforePrevious = previous
        previous = byte
        index += 1
      }
    }
    return nil
  }

  /// How many line feeds `text` holds, or `nil` if anything else in it breaks a line: one scan
  /// tells whether text built from lines holds a break that its lines did.
  static func lineFeeds(in text: String) -> Int? {
    var text = text
    return text.withUTF8 { lineFeeds(in: $0) }
  }

  /// How many line feeds the UTF-8 `bytes` hold, or `nil` if anything else in them breaks a line.
  static func lineFeeds(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = bytes.baseAddress else { return 0 }
    var count = 0
    var start = 0
    // The rest of the text as a pointer and a count: a debug build looked up generic metadata
    // for each `bytes[start...]`, more than the scan itself cost.
    while let offset = first(
      in: UnsafeBufferPointer(start: base + start, count: bytes.count - start))
    {
      guard base[start + offset] == 0x0A else { return nil }
      count += 1
      start += offset + 1
    }
    return count
  }

  /// Whether `text` holds nothing that ``first(in:quotes:)`` finds, scanning its bytes in place
  /// (several times faster than the view's iterator, in debug builds most of all).
  static func none(in text: String, quotes: Bool = false) -> Bool {
    // `withUTF8`, not the view's generic `withContiguousStorageIfAvailable`: a render checks
    // every label this way, and in a debug build the generic call was a fifth of the check.
    var text = text
    return text.withUTF8 { first(in: $0, quotes: quotes) } == nil
  }
}
