/// Reads the value of a `name=value` field: a quoted string, an integer, a decimal or a Boolean.
enum LogValueParser {
  /// The value in `range` of `line` (not empty), for the field named `field`.
  static func value(in line: LogLine, _ range: Range<Int>, field: String) throws(LogFailure)
    -> LogValue
  {
    if line.bytes[range.lowerBound] == ASCII.quote {
      return .string(try string(in: line, range, field: field))
    }
    let text = line.text(range)
    let column = line.column(range.lowerBound)
    do {
      if let value = try bare(text) { return value }
    } catch {
      throw LogFailure(error, column: column)
    }
    throw LogFailure(.invalidValue(text, field: field), column: column)
  }

  /// The value `text` spells without quotes, or `nil` when it spells none.
  static func literal(_ text: String) -> LogValue? {
    try? bare(text)
  }

  /// `true`, `false`, an integer or a decimal; `nil` for anything else.
  private static func bare(_ text: String) throws(EventLogProblem) -> LogValue? {
    switch text {
    case "true": return .bool(true)
    case "false": return .bool(false)
    default: break
    }
    switch NumberShape(text) {
    case .integer:
      guard let value = Int(text) else { throw .integerOutOfRange(text) }
      return .int(value)
    case .decimal:
      guard let value = Double(text), value.isFinite else { throw .numberOutOfRange(text) }
      return .decimal(value)
    case nil:
      return nil
    }
  }

  /// The unescaped text of the quoted string starting `range`.
  private static func string(in line: LogLine, _ range: Range<Int>, field: String)
    throws(LogFailure) -> String
  {
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
      let escape = try StringEscape(in: line, at: index, end: range.upperBound)
      result.append(contentsOf: escape.scalar.utf8)
      index = escape.end
    }
    throw LogFailure(.unterminatedString(field: field), column: line.column(range.lowerBound))
  }

  private static func expectEnd(
    of line: LogLine, _ range: Range<Int>, after quote: Int, field: String
  ) throws(LogFailure) {
    guard quote + 1 < range.upperBound else { return }
    let rest = line.text(quote + 1..<range.upperBound)
    throw LogFailure(.textAfterString(rest, field: field), column: line.column(quote + 1))
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

  /// Reads the escape whose backslash is at `start`; the line has at least one more byte
  /// before `end`.
  init(in line: LogLine, at start: Int, end: Int) throws(LogFailure) {
    let column = line.column(start)
    switch line.bytes[start + 1] {
    case ASCII.quote: (scalar, self.end) = ("\"", start + 2)
    case ASCII.backslash: (scalar, self.end) = ("\\", start + 2)
    case UInt8(ascii: "n"): (scalar, self.end) = ("\n", start + 2)
    case UInt8(ascii: "t"): (scalar, self.end) = ("\t", start + 2)
    case UInt8(ascii: "u"):
      guard let escape = Self.unicode(in: line, at: start, end: end) else {
        let text = Self.unicodeText(in: line, at: start, end: end)
        throw LogFailure(.invalidUnicodeEscape(text), column: column)
      }
      self = escape
    default:
      let text = line.text(start..<Self.characterEnd(in: line, from: start + 1, end: end))
      throw LogFailure(.unknownEscape(text), column: column)
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

  /// The text of a bad `\u` escape for its message: up to its `}`, or a few ASCII characters.
  private static func unicodeText(in line: LogLine, at start: Int, end: Int) -> String {
    let limit = min(end, start + 16)
    var stop = start + 2
    while stop < limit, line.bytes[stop] < 0x80, line.bytes[stop] != ASCII.quote {
      stop += 1
      if line.bytes[stop - 1] == ASCII.closeBrace { break }
    }
    return line.text(start..<stop)
  }

  /// `0`–`9`, `a`–`f`, `A`–`F`.
  private static func isHexDigit(_ byte: UInt8) -> Bool {
    ASCII.isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
  }

  /// The offset just past the scalar whose first byte is at `offset`.
  private static func characterEnd(in line: LogLine, from offset: Int, end: Int) -> Int {
    let lead = line.bytes[offset]
    let length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    return min(offset + length, end)
  }
}
