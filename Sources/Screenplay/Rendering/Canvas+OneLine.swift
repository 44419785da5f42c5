extension Canvas {
  /// `text` as one line of a golden: a line break as `\n`, a tab as `\t`, and any other control
  /// character, line or paragraph separator as `\u{…}`; everything else as it is.
  ///
  /// `"Saved\r"` → `Saved\u{D}`; `"a\nb"` → `a\nb` (a backslash and an `n`).
  public static func oneLine(_ text: String) -> String {
    // This runs for every line of every step: one scan of the UTF-8 bytes decides, and almost
    // every line is returned as it is.
    guard !LineBreaks.none(in: text) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case _ where LineBreaks.contains(scalar.value):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
