/// Reads JSON text (RFC 8259) into a ``JSONDocument``, noting where every value and member name
/// starts. Errors carry the byte offset; ``JSONParseError`` turns them into messages.
///
/// The parser reads through a buffer pointer to the bytes, valid while it runs: a debug build
/// (what `swift test` runs) retains an array on every subscript, which made fixture parsing one
/// of the slowest parts of a run.
struct JSONParser {
  /// Arrays and objects nested deeper than this are refused rather than risking the stack.
  static let depthLimit = 100

  private let bytes: UnsafeBufferPointer<UInt8>
  /// Whether to note where values and names start, and where each name was first seen (for a
  /// duplicate's message): the slow mode, run again only when a message needs it.
  private let recordsLocations: Bool
  private var index = 0
  private var locations = JSONLocations()

  private init(bytes: UnsafeBufferPointer<UInt8>, recordsLocations: Bool) {
    self.bytes = bytes
    self.recordsLocations = recordsLocations
  }

  /// Parses a whole file, keeping its bytes so a message can find where a value is.
  static func parseDocument(_ bytes: [UInt8]) throws(JSONParseError) -> JSONDocument {
    JSONDocument(root: try parseValue(bytes), bytes: bytes)
  }

  /// Parses a value (for request bodies).
  static func parseValue(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
    try bytes.withUnsafeBufferPointer { buffer throws(JSONParseError) in
      var parser = JSONParser(bytes: buffer, recordsLocations: false)
      return try parser.parseWhole()
    }
  }

  /// Where each value and member name of `bytes` starts. Only messages need this, so it is found
  /// by parsing again when one is written (hashing every path cost most of a fixture's load).
  static func locations(of bytes: [UInt8]) -> JSONLocations {
    bytes.withUnsafeBufferPointer { buffer in
      var parser = JSONParser(bytes: buffer, recordsLocations: true)
      _ = try? parser.parseWhole()
      return parser.locations
    }
  }

  private mutating func parseWhole() throws(JSONParseError) -> JSONValue {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    skipWhitespace()
    let root = try parseValue(at: .root, depth: 0)
    skipWhitespace()
    guard index == bytes.count else { throw failure(.trailingContent(found: found())) }
    return root
  }

  // MARK: Values

  private mutating func parseValue(at path: JSONPath, depth: Int) throws(JSONParseError)
    -> JSONValue
  {
    if recordsLocations { locations.values[path] = index }
    guard let byte = peek() else { throw failure(.expectedValue(found: found())) }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject(at: path, depth: depth + 1)
    case UInt8(ascii: "["): return try parseArray(at: path, depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default:
      if Self.isWordByte(byte) { return try parseWord() }
      throw failure(.expectedValue(found: found()))
    }
  }

  private mutating func parseWord() throws(JSONParseError) -> JSONValue {
    let start = index
    let word = takeWord()
    switch word {
    case "true": return .bool(true)
    case "false": return .bool(false)
    case "null": return .null
    default: throw JSONParseError(kind: .unknownWord(Excerpt.of(word)), offset: start)
    }
  }

  private mutating func parseNumber() throws(JSONParseError) -> JSONNumber {
    let start = index
    index += JSONNumberGrammar.candidateLength(bytes, from: start)
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let number = JSONNumber(text) else {
      throw JSONParseError(kind: .invalidNumber(Excerpt.of(text)), offset: start)
    }
    return number
  }

  // MARK: Containers

  private mutating func parseObject(at path: JSONPath, depth: Int) throws(JSONParseError)
    -> JSONValue
  {
    guard depth <= Self.depthLimit else { throw failure(.tooDeep(limit: Self.depthLimit)) }
    index += 1
    // Initializers, not `[:]` literals: a debug build makes a literal's tuple metadata each time.
    var members = [String: JSONValue]()
    var nameOffsets = [String: Int]()  // only when recording locations
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      let (name, value) = try parseMember(
        in: path, depth: depth, members: members, seen: &nameOffsets)
      members[name] = value
      skipWhitespace()
      let separator = index
      switch peek() {
      case UInt8(ascii: ","):
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
          throw JSONParseError(kind: .trailingComma(closing: "}"), offset: separator)
        }
      case UInt8(ascii: "}"):
        index += 1
        return .object(members)
      default: throw failure(.expectedCommaOrBrace(name: Excerpt.of(name), found: found()))
      }
    }
  }

  /// A member of an object whose members so far are `members`; `seen` holds where each of
  /// their names starts when locations are recorded.
  private mutating func parseMember(
    in path: JSONPath, depth: Int, members: [String: JSONValue], seen: inout [String: Int]
  ) throws(JSONParseError) -> (String, JSONValue) {
    let nameOffset = index
    guard peek() == UInt8(ascii: "\"") else { throw failure(.expectedName(found: found())) }
    let name = try parseString()
    if members[name] != nil {
      guard recordsLocations, let first = seen[name] else {
        // Parsed again noting where each name starts: that parse stops at this same name,
        // with the line and column of its first use.
        var slow = JSONParser(bytes: bytes, recordsLocations: true)
        _ = try slow.parseWhole()
        throw JSONParseError(
          kind: .duplicateName(Excerpt.of(name), firstLine: 1, firstColumn: 1), offset: nameOffset)
      }
      let (line, column) = JSONSourcePosition.lineAndColumn(in: Array(bytes), at: first)
      throw JSONParseError(
        kind: .duplicateName(Excerpt.of(name), firstLine: line, firstColumn: column),
        offset: nameOffset)
    }
    if recordsLocations { seen[name] = nameOffset }
    let memberPath = recordsLocations ? path.appending(name) : path
    if recordsLocations { locations.keys[memberPath] = nameOffset }
    skipWhitespace()
    guard peek() == UInt8(ascii: ":") else {
      throw failure(.expectedColon(name: Excerpt.of(name), found: found()))
    }
    index += 1
    skipWhitespace()
    return (name, try parseValue(at: memberPath, depth: depth))
  }

  private mutating func parseArray(at path: JSONPath, depth: Int) throws(JSONParseError)
    -> JSONValue
  {
    guard depth <= Self.depthLimit else { throw failure(.tooDeep(limit: Self.depthLimit)) }
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek() == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      let elementPath = recordsLocations ? path.appending(elements.count) : path
      elements.append(try parseValue(at: elementPath, depth: depth))
      skipWhitespace()
      let separator = index
      switch peek() {
      case UInt8(ascii: ","):
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
          throw JSONParseError(kind: .trailingComma(closing: "]"), offset: separator)
        }
      case UInt8(ascii: "]"):
        index += 1
        return .array(elements)
      default: throw failure(.expectedCommaOrBracket(found: found()))
      }
    }
  }

  // MARK: Strings

  private mutating func parseString() throws(JSONParseError) -> String {
    let start = index
    index += 1
    // Most strings have no escapes: find the closing quote and take the bytes as they are. ASCII
    // needs no validation, and decoding a buffer pointer skips the generic path a slice takes.
    var ascii = true
    // Each byte is read once: a debug build calls the buffer's subscript for every read.
    while index < bytes.count {
      let byte = bytes[index]
      guard byte >= 0x20, byte != 0x5C else { break }  // '\\'
      if byte == 0x22 {  // '"'
        index += 1
        // A pointer and a count, not a slice: a debug build looked up generic metadata for each.
        let content = UnsafeBufferPointer(
          start: bytes.baseAddress! + start + 1, count: index - start - 2)
        if ascii { return String(decoding: content, as: UTF8.self) }
        guard let text = String(validating: content, as: UTF8.self)
        else { throw JSONParseError(kind: .invalidUTF8, offset: start) }
        return text
      }
      if byte >= 0x80 { ascii = false }
      index += 1
    }
    var content = Array(bytes[(start + 1)..<index])
    while let byte = peek() {
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        guard let text = String(validating: content, as: UTF8.self) else {
          throw JSONParseError(kind: .invalidUTF8, offset: start)
        }
        return text
      case UInt8(ascii: "\\"): try parseEscape(into: &content)
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        throw JSONParseError(kind: .unterminatedString, offset: start)
      case 0..<0x20: throw failure(.controlCharacter(byte))
      default:
        content.append(byte)
        index += 1
      }
    }
    throw JSONParseError(kind: .unterminatedString, offset: start)
  }

  private mutating func parseEscape(into content: inout [UInt8]) throws(JSONParseError) {
    let start = index
    index += 1
    guard let byte = peek() else { throw JSONParseError(kind: .unterminatedString, offset: start) }
    index += 1
    if let replacement = Self.simpleEscape(byte) {
      content.append(replacement)
    } else if byte == UInt8(ascii: "u") {
      let scalar = try parseUnicodeEscape(escapeStart: start)
      content.append(contentsOf: Array(String(Character(scalar)).utf8))
    } else {
      let shown = String(decoding: [byte], as: UTF8.self)
      throw JSONParseError(kind: .invalidEscape(shown), offset: start)
    }
  }

  /// The byte `\` followed by `byte` stands for, for the escapes other than `\u`.
  private static func simpleEscape(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
    case UInt8(ascii: "b"): 0x08
    case UInt8(ascii: "f"): 0x0C
    case UInt8(ascii: "n"): 0x0A
    case UInt8(ascii: "r"): 0x0D
    case UInt8(ascii: "t"): 0x09
    default: nil
    }
  }

  /// Reads the hex digits after `\u` (and a low surrogate after a high one).
  private mutating func parseUnicodeEscape(escapeStart: Int) throws(JSONParseError)
    -> Unicode.Scalar
  {
    let invalid = JSONParseError(kind: .invalidUnicodeEscape, offset: escapeStart)
    guard let high = takeHex4() else { throw invalid }
    if let scalar = Unicode.Scalar(high) { return scalar }
    guard (0xD800...0xDBFF).contains(high), index + 1 < bytes.count,
      bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
    else { throw invalid }
    index += 2
    guard let low = takeHex4(), (0xDC00...0xDFFF).contains(low),
      let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    else { throw invalid }
    return scalar
  }

  private mutating func takeHex4() -> UInt32? {
    guard index + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
      bytes[index..<index + 4].allSatisfy({ Self.isHexDigit($0) })
    else { return nil }
    index += 4
    return value
  }

  // MARK: Scanning

  private func peek() -> UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  // The scanners below compare bytes directly: a debug build (what `swift test` runs) calls
  // a generic `contains` or builds an array literal per byte, which made fixture parsing the
  // slowest stage of a debug run.
  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private mutating func takeWord() -> String {
    let start = index
    while let byte = peek(), Self.isWordByte(byte) || (byte >= 0x30 && byte <= 0x39) { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_")
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46)
      || (byte >= 0x61 && byte <= 0x66)
  }

  /// What is at the current position, for messages: `'x'`, `'word'`, `a line break`,
  /// `the end of the file`.
  private func found() -> String {
    guard let byte = peek() else { return "the end of the file" }
    if Self.isWordByte(byte) {
      var copy = self
      return "'\(Excerpt.of(copy.takeWord()))'"
    }
    if byte == 0x0A || byte == 0x0D { return "a line break" }
    let scalarBytes = bytes[index...].prefix(4)
    let text = String(decoding: scalarBytes, as: UTF8.self)
    guard let first = text.first, first != "\u{FFFD}" || byte == 0xEF else {
      return "the byte 0x" + String(byte, radix: 16, uppercase: true)
    }
    return "'\(first)'"
  }

  private func failure(_ kind: JSONParseError.Kind) -> JSONParseError {
    JSONParseError(kind: kind, offset: index)
  }
}
