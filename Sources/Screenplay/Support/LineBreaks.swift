import Foundation

/// The one rule for what cannot sit inside a line of a golden or a log: control characters (C0,
/// DEL and C1, Unicode's general category Cc) and the line and paragraph separators (Zl, Zp).
/// Editors break lines at them or hide them, so every writer escapes them and every reader
/// refuses them.
package enum LineBreaks {
  /// Whether the scalar `value` breaks a line.
  package static func contains(_ value: UInt32) -> Bool {
    value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
  }

  /// The offset of the first scalar in `bytes` (valid UTF-8) that breaks a line, found from the
  /// bytes alone: C0 and DEL are single bytes, C1 is `C2 80`…`C2 9F`, and U+2028 and U+2029 are
  /// `E2 80 A8` and `E2 80 A9`. A continuation byte never starts a scalar, so a match can't
  /// straddle two scalars. With `quotes`, a `"` or `\` counts too (a quoted value escapes them).
  static func first(in bytes: UnsafeBufferPointer<UInt8>, quotes: Bool = false) -> Int? {
    scan(bytes, quotes: quotes, countingLineFeeds: false).first
  }

  /// How many line feeds `text` holds, or `nil` if anything else in it breaks a line: one scan
  /// tells whether text built from lines holds a break that its lines did.
  static func lineFeeds(in text: String) -> Int? {
    var text = text
    return text.withUTF8 { lineFeeds(in: $0) }
  }

  /// How many line feeds the UTF-8 `bytes` hold, or `nil` if anything else in them breaks a line.
  static func lineFeeds(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let found = scan(bytes, quotes: false, countingLineFeeds: true)
    return found.first == nil ? found.lineFeeds : nil
  }

  /// The one scan behind ``first(in:quotes:)`` and ``lineFeeds(in:)``: the offset of the first
  /// break (a line feed is one unless `countingLineFeeds`, which counts them instead), and the
  /// line feeds before it.
  ///
  /// Eight bytes at a time: a word's *suspects* are its bytes that may start a break (below
  /// 0x20, DEL, the lead bytes `C2` and `E2`, and with `quotes` `"` and `\`), found with the
  /// usual bit tricks, which may flag a byte above a true suspect but never miss one. Each
  /// suspect is then looked at with the bytes after it, so the `─`, `·` and `•` of a golden cost
  /// a look each rather than a byte loop over their words, and a line feed is counted where it
  /// is. The whole scan is this one loop, the word copied with `memcpy` (idioms of the hot path:
  /// see "Performance idioms" in Docs/Design.md).
  private static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, quotes: Bool, countingLineFeeds: Bool
  ) -> (first: Int?, lineFeeds: Int) {
    guard let base = bytes.baseAddress else { return (nil, 0) }
    // The masks are written out, not kept in locals, since this runs for every rendered label (an
    // idiom of the hot path: see "Performance idioms" in Docs/Design.md).
    // Each repeats one byte eight times: 0x01, 0x20 (controls), 0x7F (delete), 0xC2 (a C1
    // control's lead byte), 0xE2 (U+2028 and U+2029's), 0x22 (quote) and 0x5C (backslash).
    let count = bytes.count
    var lineFeeds = 0
    var word: UInt64 = 0
    var suspects: UInt64 = 0
    var wordStart = 0
    var wordCount = 0
    while wordStart < count {
      // A last word of fewer than eight bytes is copied into zeros, and the suspects the zeros
      // make are masked off: the bit tricks borrow upwards only, into those zeros.
      // (A constant count lets a release build load the word in one instruction.)
      if count - wordStart >= 8 {
        wordCount = 8
        memcpy(&word, base + wordStart, 8)
      } else {
        wordCount = count - wordStart
        word = 0
        memcpy(&word, base + wordStart, wordCount)
      }
      #if _endian(big)
        word = word.byteSwapped
      #endif
      suspects = (word &- 0x2020_2020_2020_2020) & ~word
      suspects |= Self.zeroBytes(word ^ 0x7F7F_7F7F_7F7F_7F7F)
      suspects |= Self.zeroBytes(word ^ 0xC2C2_C2C2_C2C2_C2C2)
      suspects |= Self.zeroBytes(word ^ 0xE2E2_E2E2_E2E2_E2E2)
      if quotes {
        suspects |= Self.zeroBytes(word ^ 0x2222_2222_2222_2222)
        suspects |= Self.zeroBytes(word ^ 0x5C5C_5C5C_5C5C_5C5C)
      }
      suspects &=
        wordCount == 8
        ? 0x8080_8080_8080_8080 : 0x8080_8080_8080_8080 >> UInt64(8 * (8 - wordCount))
      while suspects != 0 {
        let index = wordStart + suspects.trailingZeroBitCount / 8
        suspects &= suspects &- 1
        let byte = base[index]
        if byte == 0x0A, countingLineFeeds {
          lineFeeds += 1
        } else if byte < 0x20 || byte == 0x7F || (quotes && (byte == 0x22 || byte == 0x5C)) {
          return (index, lineFeeds)
        } else if byte == 0xC2, index + 1 < count, base[index + 1] >= 0x80, base[index + 1] <= 0x9F
        {
          return (index, lineFeeds)
        } else if byte == 0xE2, index + 2 < count, base[index + 1] == 0x80,
          base[index + 2] == 0xA8 || base[index + 2] == 0xA9
        {
          return (index, lineFeeds)
        }
      }
      wordStart += 8
    }
    return (nil, lineFeeds)
  }

  /// A high bit in each byte of `masked` that is zero (and, past a true zero, possibly in bytes
  /// above it, which the scan checks one by one).
  @_transparent private static func zeroBytes(_ masked: UInt64) -> UInt64 {
    (masked &- 0x0101_0101_0101_0101) & ~masked
  }

  /// Whether `text` holds nothing that ``first(in:quotes:)`` finds, scanning its bytes in place.
  static func none(in text: String, quotes: Bool = false) -> Bool {
    // `withUTF8`, not the view's generic `withContiguousStorageIfAvailable`: a render checks every
    // label this way (an idiom of the hot path: see "Performance idioms" in Docs/Design.md).
    var text = text
    return text.withUTF8 { scan($0, quotes: quotes, countingLineFeeds: false).first } == nil
  }
}
