/// Reads the value of a `name=value` field: a quoted string, an integer, a decimal or a Boolean.
enum LogValueParser {
  /// The value in `range` of `line` (not empty), for the field named `field`.
  static func value(in line: LogLine, _ range: Range<Int>, field: String) throws(LogFailure)
    -> LogValue
  {
    if line.bytes[range.lowerBound] == ASCII.quote {
      return .string(try string(in: line, range, field: field))
    }
    let column = line.column(range.lowerBound)
    do {
      if let value = try bare(line.text(range), field: field) { return value }
    } catch {
      throw LogFailure(error, column: column)
    }
    throw LogFailure(.invalidValue(field: field), column: column)
  }

  /// The value `text` spells without quotes, or `nil` when it spells none.
  static func literal(_ text: String) -> LogValue? {
    try? bare(text, field: "")
  }

  /// `true`, `false`, an integer or a decimal; `nil` for anything else. Out-of-range numbers
  /// throw, naming `field`.
  private static func bare(_ text: String, field: String) throws(EventLogProblem) -> LogValue? {
    switch text {
    case "true": return .bool(true)
    case "false": return .bool(false)
    default: break
    }
    switch NumberShape(text) {
    case .integer:
      guard let value = Int(text) else { throw .integerOutOfRange(field: field) }
      return .int(value)
    case .decimal:
      guard let value = Double(text), value.isFinite else {
        throw .numberOutOfRange(field: field)
      }
      return .decimal(value)
    case nil:
      return nil
    }
  }

  /// The unescaped text of the quoted string starting `range`.
  private static func string(in line: LogLine, _ range: Range<Int>, field: String)
    throws(LogFailure) -> String
  {
    // Nearly every string has no escape: its closing quote is found through a buffer pointer and
    // its text made from its bytes at once (an idiom of the hot path: see "Performance idioms" in
    // Docs/Design.md).
    if let quote = plainStringEnd(in: line, range) {
      try expectEnd(of: line, range, after: quote, field: field)
      return line.bytes.withUnsafeBufferPointer { bytes in
        String(
          decoding: UnsafeBufferPointer(
            start: bytes.baseAddress! + range.lowerBound + 1, count: quote - range.lowerBound - 1),
          as: UTF8.self)
      }
    }
    var result: [UInt8] = []
    var index = range.lowerBound + 1
    while index < range.upperBound {
      let byte = line.bytes[index]
      if byte == ASCII.quote {
        try expectEnd(of: line, range, after: index, field: field)
        return String(decoding: result, as: UTF8.self)
      }
      guard byte == ASCII.backslash else {
        result.append(byte)
        index += 1
        continue
      }
      guard index + 1 < range.upperBound else { break }
      let escape = try StringEscape(in: line, at: index, end: range.upperBound, field: field)
      result.append(contentsOf: escape.scalar.utf8)
      index = escape.end
    }
    throw LogFailure(.unterminatedString(field: field), column: line.column(range.lowerBound))
  }

  /// Where the quoted string starting `range` closes, when no backslash comes first; `nil` when
  /// one does or the string never closes (read byte by byte, which says which).
  private static func plainStringEnd(in line: LogLine, _ range: Range<Int>) -> Int? {
    line.bytes.withUnsafeBufferPointer { bytes in
      var index = range.lowerBound + 1
      while index < range.upperBound {
        switch bytes[index] {
        case 0x22: return index  // '"'
        case 0x5C: return nil  // '\\'
        default: index += 1
        }
      }
      return nil
    }
  }

  private static func expectEnd(
    of line: LogLine, _ range: Range<Int>, after quote: Int, field: String
  ) throws(LogFailure) {
    guard quote + 1 < range.upperBound else { return }
    throw LogFailure(.textAfterString(field: field), column: line.column(quote + 1))
  }
}

/// The shape of a bare number: `-12` is an integer; `1.5`, `-0.25` and `1e+20` are decimals.
private enum NumberShape {
  case integer
  case decimal

  init?(_ text: String) {
    var bytes = text.utf8[...]
    if bytes.first == ASCII.minus { bytes.removeFirst() }
    guard Self.dropDigits(&bytes) else { return nil }
    var shape = Self.integer
    if bytes.first == ASCII.dot {
      bytes.removeFirst()
      guard Self.dropDigits(&bytes) else { return nil }
      shape = .decimal
    }
    if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
      bytes.removeFirst()
      if bytes.first == UInt8(ascii: "+") || bytes.first == ASCII.minus {
        bytes.removeFirst()
      }
      guard Self.dropDigits(&bytes) else { return nil }
      shape = .decimal
    }
    guard bytes.isEmpty else { return nil }
    self = shape
  }

  /// Drops leading ASCII digits; `false` when there were none.
  private static func dropDigits(_ bytes: inout Substring.UTF8View) -> Bool {
    let count = bytes.prefix(while: ASCII.isDigit).count
    bytes.removeFirst(count)
    return count > 0
  }
}

/// One `\` escape in a quoted string: `\"`, `\\`, `\n`, `\t` or `\u{1F600}`.
private struct StringEscape {
  /// The scalar it stands for.
  var scalar: Unicode.Scalar
  /// The offset just past it.
  var end: Int

  /// Reads the escape whose backslash is at `start` in the string of `field`; the line has at
  /// least one more byte before `end`.
  init(in line: LogLine, at start: Int, end: Int, field: String) throws(LogFailure) {
    let column = line.column(start)
    switch line.bytes[start + 1] {
    case ASCII.quote: (scalar, self.end) = ("\"", start + 2)
    case ASCII.backslash: (scalar, self.end) = ("\\", start + 2)
    case UInt8(ascii: "n"): (scalar, self.end) = ("\n", start + 2)
    case UInt8(ascii: "t"): (scalar, self.end) = ("\t", start + 2)
    case UInt8(ascii: "u"):
      guard let escape = Self.unicode(in: line, at: start, end: end) else {
        throw LogFailure(.invalidUnicodeEscape(field: field), column: column)
      }
      self = escape
    default:
      throw LogFailure(.unknownEscape(field: field), column: column)
    }
  }

  private init(scalar: Unicode.Scalar, end: Int) {
    self.scalar = scalar
    self.end = end
  }

  /// `\u{…}` with 1 to 8 hex digits naming a scalar, or `nil`.
  private static func unicode(in line: LogLine, at start: Int, end: Int) -> StringEscape? {
    let open = start + 2
    guard open < end, line.bytes[open] == ASCII.openBrace else { return nil }
    let digits = line.bytes[(open + 1)..<end].prefix(while: isHexDigit)
    let close = open + 1 + digits.count
    guard (1...8).contains(digits.count), close < end, line.bytes[close] == ASCII.closeBrace,
      let value = UInt32(line.text(open + 1..<close), radix: 16),
      let scalar = Unicode.Scalar(value)
    else { return nil }
    return StringEscape(scalar: scalar, end: close + 1)
  }

  /// `0`–`9`, `a`–`f`, `A`–`F`.
  private static func isHexDigit(_ byte: UInt8) -> Bool {
    ASCII.isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
  }
}
