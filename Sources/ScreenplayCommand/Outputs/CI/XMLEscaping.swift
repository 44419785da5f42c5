import Screenplay

/// Text made safe for an XML 1.0 document: markup characters as entities, and the control
/// characters XML 1.0 forbids (and the ones editors hide) as visible escapes such as `\u{1B}`,
/// as a golden writes them (see ``Canvas/oneLine(_:)``), so no raw control character is written.
enum XMLEscaping {
  /// `text` as element content: `&`, `<` and `>` as entities; a newline and a tab as they are.
  static func content(_ text: String) -> String {
    escaped(text, inAttribute: false)
  }

  /// `text` as a double-quoted attribute value: also `"` as `&quot;`, and a newline and a tab as
  /// character references, which a parser keeps (a raw one would be read as a space).
  static func attribute(_ text: String) -> String {
    escaped(text, inAttribute: true)
  }

  private static func escaped(_ text: String, inAttribute: Bool) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where inAttribute: result += "&quot;"
      case "\n": result += inAttribute ? "&#10;" : "\n"
      case "\t": result += inAttribute ? "&#9;" : "\t"
      case _ where isForbidden(scalar.value):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether the scalar `value` is written as a visible escape: what ``LineBreaks`` calls a line
  /// break (a carriage return included, which parsers would fold into a newline), and the two
  /// noncharacters XML 1.0 forbids.
  private static func isForbidden(_ value: UInt32) -> Bool {
    LineBreaks.contains(value) || value == 0xFFFE || value == 0xFFFF
  }
}
