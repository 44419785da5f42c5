import Foundation

extension JSONValue {
  /// Compact JSON with object members sorted by name (byte order of their UTF-8), numbers as
  /// written, and only the escapes JSON requires: the same value always gives the same text.
  ///
  /// ```swift
  /// let value: JSONValue = ["b": "line\nbreak", "a": 1]
  /// value.canonicalText   // {"a":1,"b":"line\nbreak"}
  /// ```
  package var canonicalText: String {
    String(decoding: canonicalBytes, as: UTF8.self)
  }

  /// ``canonicalText`` as UTF-8 bytes, as a fixture's response body is sent.
  package var canonicalData: Data {
    Data(canonicalBytes)
  }

  /// The UTF-8 of ``canonicalText``, written as bytes: a fixture's body is encoded for each
  /// log, and a string built piece by piece, then copied into `Data`, cost twice as much.
  private var canonicalBytes: [UInt8] {
    var output: [UInt8] = []
    write(to: &output)
    return output
  }

  private func write(to output: inout [UInt8]) {
    switch self {
    case .null: output += "null".utf8
    case .bool(let value): output += (value ? "true" : "false").utf8
    case .number(let number): output += number.literal.utf8
    case .string(let text): Self.writeString(text, to: &output)
    case .array(let elements): Self.writeArray(elements, to: &output)
    case .object(let members): Self.writeObject(members, to: &output)
    }
  }

  private static func writeArray(_ elements: [JSONValue], to output: inout [UInt8]) {
    output.append(UInt8(ascii: "["))
    var index = 0
    while index < elements.count {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      elements[index].write(to: &output)
      index += 1
    }
    output.append(UInt8(ascii: "]"))
  }

  private static func writeObject(_ members: [String: JSONValue], to output: inout [UInt8]) {
    output.append(UInt8(ascii: "{"))
    // Hot path: see "Performance idioms" in Docs/Design.md.
    let names = sortedNames(members)
    var index = 0
    while index < names.count {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      writeString(names[index], to: &output)
      output.append(UInt8(ascii: ":"))
      members[names[index]]?.write(to: &output)
      index += 1
    }
    output.append(UInt8(ascii: "}"))
  }

  /// Object member names in a fixed order: by the bytes of their UTF-8.
  static func sortedNames(_ members: [String: JSONValue]) -> [String] {
    members.keys.sorted(by: precedesInUTF8)
  }

  /// Whether `first`'s UTF-8 comes before `second`'s, byte by byte through buffer pointers (an
  /// idiom of the hot path: see "Performance idioms" in Docs/Design.md).
  private static func precedesInUTF8(_ first: String, _ second: String) -> Bool {
    var first = first
    var second = second
    return first.withUTF8 { left in
      second.withUTF8 { right in
        var index = 0
        while index < left.count, index < right.count {
          if left[index] != right[index] { return left[index] < right[index] }
          index += 1
        }
        return left.count < right.count
      }
    }
  }

  /// Writes `text` as a JSON string literal.
  static func writeString(_ text: String, to output: inout String) {
    var bytes: [UInt8] = []
    writeString(text, to: &bytes)
    output += String(decoding: bytes, as: UTF8.self)
  }

  /// Writes `text` as a JSON string literal, in UTF-8: `"`, `\\` and the control characters
  /// escaped, every other scalar as it is. All of those are single bytes below 0x80, which no
  /// byte of a longer scalar's UTF-8 is, so the text is escaped byte by byte.
  static func writeString(_ text: String, to output: inout [UInt8]) {
    var text = text
    output.append(UInt8(ascii: "\""))
    text.withUTF8 { bytes in
      // Most strings need no escape and are copied whole (an idiom of the hot path: see
      // "Performance idioms" in Docs/Design.md).
      guard !needsNoEscape(bytes) else { return output.append(contentsOf: bytes) }
      var index = 0
      while index < bytes.count {
        appendEscaped(bytes[index], to: &output)
        index += 1
      }
    }
    output.append(UInt8(ascii: "\""))
  }

  /// Whether `bytes` hold no `"`, `\\` or control character.
  private static func needsNoEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x20 || byte == 0x22 || byte == 0x5C { return false }
      index += 1
    }
    return true
  }

  private static func appendEscaped(_ byte: UInt8, to output: inout [UInt8]) {
    switch byte {
    case UInt8(ascii: "\""): output += #"\""#.utf8
    case UInt8(ascii: "\\"): output += #"\\"#.utf8
    case 0x0A: output += #"\n"#.utf8
    case 0x0D: output += #"\r"#.utf8
    case 0x09: output += #"\t"#.utf8
    case 0x08: output += #"\b"#.utf8
    case 0x0C: output += #"\f"#.utf8
    case 0x00..<0x20: output += #"\u00"#.utf8 + [hexDigit(byte >> 4), hexDigit(byte & 0xF)]
    default: output.append(byte)
    }
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }
}
