import Screenplay

/// Text made safe for an HTML page, and names made safe for `id` attributes.
enum HTMLEscaping {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references, so it can go in
  /// element content and in quoted attribute values alike.
  ///
  /// ```swift
  /// HTMLEscaping.escape("<b title=\"x\">Tom & Jerry's</b>")
  /// // &lt;b title=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;
  /// ```
  static func escape(_ text: String) -> String {
    guard text.utf8.contains(where: isSpecial) else { return text }
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count + 16)
    for character in text.unicodeScalars {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped
  }

  /// A fragment identifier for `name`: letters, digits and `-` are kept, every other byte of its
  /// UTF-8 is written `_XX` (hex), so distinct names give distinct ids that need no escaping.
  ///
  /// ```swift
  /// HTMLEscaping.identifier("SignIn/wrong-password")  // SignIn_2Fwrong-password
  /// ```
  static func identifier(_ name: String) -> String {
    var result = ""
    for byte in name.utf8 {
      if isIdentifierByte(byte) {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        result += "_" + hex(byte)
      }
    }
    return result
  }

  private static func isSpecial(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
      UInt8(ascii: "'"):
      true
    default: false
    }
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
      true
    default: false
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }
}
