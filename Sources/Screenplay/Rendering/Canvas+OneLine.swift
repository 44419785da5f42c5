extension Canvas {
  /// `text` as one line of a golden: a line break as `\n`, a tab as `\t`, and any other control
  /// character, line or paragraph separator as `\u{…}`; everything else as it is.
  ///
  /// `"Saved\r"` → `Saved\u{D}`; `"a\nb"` → `a\nb` (a backslash and an `n`).
  public static func oneLine(_ text: String) -> String {
    // Most rendered lines are printable ASCII: one scan of their bytes (this runs for every
    // line of every step).
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    guard text.unicodeScalars.contains(where: breaksLines) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case _ where breaksLines(scalar):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Control characters and line or paragraph separators: a golden would break its line at
  /// them, or an editor would hide or drop them.
  private static func breaksLines(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }
}
