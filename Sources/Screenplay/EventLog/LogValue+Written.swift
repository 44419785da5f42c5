import ScreenplaySeams

extension LogValue {
  /// The value as a log line writes it: `"text"`, `42`, `1.5`, `true`; a secret is `•••` when
  /// `maskingSecrets`, else its quoted text. An empty secret shows as `""` either way: that a
  /// field was cleared reveals nothing, and `•••` would hide it.
  func written(maskingSecrets: Bool) -> String {
    switch self {
    case .string(let text): Self.quoted(text)
    case .secret(let text): maskingSecrets && !text.isEmpty ? Secret.mask : Self.quoted(text)
    case .int(let value): String(value)
    case .decimal(let value): String(value)
    case .bool(let value): value ? "true" : "false"
    }
  }

  /// `text` in quotes with `"` and `\` escaped, and line breaks, tabs and other control
  /// characters written as escapes, so any string fits on one line and reads back the same.
  ///
  /// `say "hi"⏎` → `"say \"hi\"\n"`; `"\r"` → `"\u{D}"`.
  public static func quoted(_ text: String) -> String {
    // Most texts need no escape: one scan of their bytes decides (renders quote every field, on
    // the replay's hot path).
    guard !LineBreaks.none(in: text, quotes: true) else { return "\"" + text + "\"" }
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default: append(scalar, to: &result, escaping: { LineBreaks.contains($0.value) })
      }
    }
    return result + "\""
  }

  /// `text` for a message: control, format and separator characters (tabs, a byte order mark,
  /// terminal escapes) written as `\u{…}`, so they can neither hide nor act on the terminal.
  ///
  /// `"o\tff\u{FEFF}line"` → `o\u{9}ff\u{FEFF}line`.
  static func visible(_ text: String) -> String {
    // Printable ASCII, what almost every text is, needs no escape: one scan of its bytes decides.
    guard !isPrintableASCII(text) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      append(scalar, to: &result, escaping: isInvisible)
    }
    return result
  }

  private static func append(
    _ scalar: Unicode.Scalar, to text: inout String, escaping: (Unicode.Scalar) -> Bool
  ) {
    if escaping(scalar) {
      text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    } else {
      text.unicodeScalars.append(scalar)
    }
  }

  /// Whether every byte of `text` is printable ASCII, a space to a `~`.
  private static func isPrintableASCII(_ text: String) -> Bool {
    let scan = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
      var index = 0
      while index < bytes.count {
        guard bytes[index] >= 0x20, bytes[index] <= 0x7E else { return false }
        index += 1
      }
      return true
    }
    var text = text
    return text.withUTF8(scan)
  }

  /// Line-breaking characters, and format characters such as a byte order mark or a
  /// right-to-left mark.
  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    LineBreaks.contains(scalar.value) || scalar.properties.generalCategory == .format
  }
}
