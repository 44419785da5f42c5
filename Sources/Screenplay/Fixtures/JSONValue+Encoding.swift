public import Foundation

extension JSONValue {
  /// Compact JSON with object members sorted by name (byte order of their UTF-8), numbers as
  /// written, and only the escapes JSON requires: the same value always gives the same text.
  ///
  /// ```swift
  /// let value: JSONValue = ["b": "line\nbreak", "a": 1]
  /// value.canonicalText   // {"a":1,"b":"line\nbreak"}
  /// ```
  public var canonicalText: String {
    var output = ""
    write(to: &output)
    return output
  }

  /// ``canonicalText`` as UTF-8 bytes, as a fixture's response body is sent.
  public var canonicalData: Data {
    Data(canonicalText.utf8)
  }

  private func write(to output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let number): output += number.literal
    case .string(let text): Self.writeString(text, to: &output)
    case .array(let elements): Self.writeArray(elements, to: &output)
    case .object(let members): Self.writeObject(members, to: &output)
    }
  }

  private static func writeArray(_ elements: [JSONValue], to output: inout String) {
    output += "["
    for (index, element) in elements.enumerated() {
      if index > 0 { output += "," }
      element.write(to: &output)
    }
    output += "]"
  }

  private static func writeObject(_ members: [String: JSONValue], to output: inout String) {
    output += "{"
    for (index, name) in sortedNames(members).enumerated() {
      if index > 0 { output += "," }
      writeString(name, to: &output)
      output += ":"
      members[name]?.write(to: &output)
    }
    output += "}"
  }

  /// Object member names in a fixed order: by the bytes of their UTF-8.
  static func sortedNames(_ members: [String: JSONValue]) -> [String] {
    members.keys.sorted(by: precedesInUTF8)
  }

  /// Whether `first`'s UTF-8 comes before `second`'s, byte by byte (a debug build walked the
  /// views through generic iterators, about 50 ns a byte).
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
    output += "\""
    if needsNoEscape(text) {
      output += text
      output += "\""
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      case "\u{00}"..."\u{1F}": output += unicodeEscape(scalar)
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }

  /// Whether `text` has no `"`, `\\` or control character, so it is written as it is (most
  /// strings are; a scalar-by-scalar copy was most of a fixture body's encoding in debug builds).
  private static func needsNoEscape(_ text: String) -> Bool {
    let scan = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte < 0x20 || byte == 0x22 || byte == 0x5C { return false }
        index += 1
      }
      return true
    }
    return text.utf8.withContiguousStorageIfAvailable(scan) ?? false
  }

  private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: false)
    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
  }
}
