extension Canvas {
  /// `text` as one line of a golden: a line break as `\n`, a tab as `\t`, and any other control
  /// character, line or paragraph separator as `\u{…}`; everything else as it is.
  ///
  /// `"Saved\r"` → `Saved\u{D}`; `"a\nb"` → `a\nb` (a backslash and an `n`).
  public static func oneLine(_ text: String) -> String {
    // This runs for every line of every step: one scan of the UTF-8 bytes decides, and almost
    // every line is returned as it is.
    guard !isOneLine(text.utf8) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case _ where breaksLines(scalar.value):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Control characters (C0, DEL and C1: Unicode's general category Cc) and the line and
  /// paragraph separators: a golden would break its line at them, or an editor would hide or
  /// drop them.
  private static func breaksLines(_ value: UInt32) -> Bool {
    value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
  }

  /// Whether no scalar of `utf8` ``breaksLines(_:)``.
  private static func isOneLine(_ utf8: String.UTF8View) -> Bool {
    // Native strings lend their bytes; the loop over a buffer is several times faster than the
    // view's iterator, in debug builds most of all.
    let offset =
      utf8.withContiguousStorageIfAvailable(firstLineBreak)
      ?? Array(utf8).withUnsafeBufferPointer(firstLineBreak)
    return offset == nil
  }

  /// The offset of the first scalar in `bytes` (valid UTF-8) that ``breaksLines(_:)``, found
  /// from the bytes alone: C0 and DEL are single bytes, C1 is `C2 80`…`C2 9F`, and U+2028 and
  /// U+2029 are `E2 80 A8` and `E2 80 A9`. A continuation byte never starts a scalar, so a match
  /// can't straddle two scalars.
  static func firstLineBreak(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    var index = 0
    while index < bytes.count {
      let byte = base[index]
      if byte < 0x20 || byte == 0x7F { return index }
      if previous == 0xC2, byte <= 0x9F, byte >= 0x80 { return index - 1 }
      if beforePrevious == 0xE2, previous == 0x80, byte == 0xA8 || byte == 0xA9 {
        return index - 2
      }
      beforePrevious = previous
      previous = byte
      index += 1
    }
    return nil
  }
}
