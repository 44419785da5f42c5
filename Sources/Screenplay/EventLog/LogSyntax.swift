/// The lexical rules of the event log format, shared by the parser and the writer.
enum LogSyntax {
  /// The first word of every log: `screenplay-log 1`.
  static let magic = "screenplay-log"
  /// The header keys, in the order the writer emits them.
  static let headers = ["screen", "fixtures", "defaults"]

  /// Whether `key` is one of ``headers``.
  static func isHeader(_ key: String) -> Bool {
    NameList.contains(key, in: headers)
  }

  /// Letters, digits, `.`, `_` and `-`: the characters of event, field, screen and fixture names.
  static func isName(_ text: String) -> Bool {
    guard !text.isEmpty else { return false }
    // Hot path: see "Performance idioms" in Docs/Design.md.
    var text = text
    let ascii = text.withUTF8 { bytes -> Bool? in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte >= 0x80 { return nil }
        if !ASCII.isNameByte(byte) { return false }
        index += 1
      }
      return true
    }
    if let ascii { return ascii }
    return text.allSatisfy(isNameCharacter)
  }

  /// `true` for text that reads as a name starting with a letter, such as `signIn.tap`.
  static func isWord(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter else { return false }
    return isName(text)
  }

  private static func isNameCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "." || character == "_"
      || character == "-"
  }
}

/// The ASCII bytes the format gives a meaning to.
enum ASCII {
  static let carriageReturn = UInt8(ascii: "\r")
  static let quote = UInt8(ascii: "\"")
  static let comma = UInt8(ascii: ",")
  static let minus = UInt8(ascii: "-")
  static let dot = UInt8(ascii: ".")
  static let colon = UInt8(ascii: ":")
  static let equals = UInt8(ascii: "=")
  static let backslash = UInt8(ascii: "\\")
  static let underscore = UInt8(ascii: "_")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")

  // The tests below compare bytes with literals, and the smallest are `@_transparent`: they are
  // called for each byte of a log line or name (idioms of the hot path: see "Performance idioms" in
  // Docs/Design.md).

  /// Spaces and tabs separate the parts of a line.
  @_transparent static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

  /// `0` to `9`.
  @_transparent static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// `a` to `z` and `A` to `Z`.
  @_transparent static func isLetter(_ byte: UInt8) -> Bool {
    let lowercased = byte | 0x20
    return lowercased >= 0x61 && lowercased <= 0x7A
  }

  /// An ASCII letter, digit, `.`, `_` or `-`.
  @_transparent static func isNameByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == 0x2E || byte == 0x5F || byte == 0x2D
  }

  /// Whether every byte is ASCII.
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in bytes where byte >= 0x80 { return false }
    return true
  }

  /// ASCII digits only, and at least one.
  static func isDigits(_ bytes: ArraySlice<UInt8>) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      guard !buffer.isEmpty else { return false }
      for byte in buffer where !isDigit(byte) { return false }
      return true
    }
  }

  /// ASCII digits only, and at least one.
  static func isDigits(_ bytes: some Collection<UInt8>) -> Bool {
    !bytes.isEmpty && bytes.allSatisfy(isDigit)
  }
}
