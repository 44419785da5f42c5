#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads JSON text (RFC 8259) into a ``JSONTape``: every value once, in the order written, with
/// where it is. Errors carry the byte offset; ``JSONParseError`` turns them into messages.
///
/// The parser reads through a buffer pointer to the bytes, valid while it runs. Its readers
/// (`peek()`, `text(of:)`, `sameText(_:_:)`, …) are `mutating` although they only read, so that
/// calling one from a mutating method does not copy the parser. Its loops use the hot path's idioms
/// (Docs/Design.md, "Performance idioms").
struct JSONParser {
  /// Arrays and objects nested deeper than this are refused rather than risking the stack.
  static let depthLimit = 100
  /// Objects with more members than this find a repeated name through a dictionary; smaller
  /// ones compare the names before it, which costs less than hashing them.
  private static let namesCompared = 16

  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var nodes: [JSONTape.Node] = []
  private var unescaped: [String] = []

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Parses a whole text.
  static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONTape {
    try bytes.withUnsafeBufferPointer { buffer throws(JSONParseError) in
      var parser = JSONParser(bytes: buffer)
      // About one value per dozen bytes of a pretty-printed fixture: most texts never grow it.
      parser.nodes.reserveCapacity(bytes.count / 12 + 4)
      try parser.parseWhole()
      return JSONTape(bytes: bytes, nodes: parser.nodes, unescaped: parser.unescaped)
    }
  }

  /// Parses a value (for request bodies).
  static func parseValue(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
    try parse(bytes).value(JSONTape.root)
  }

  private mutating func parseWhole() throws(JSONParseError) {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    skipWhitespace()
    try parseValue(depth: 0)
    skipWhitespace()
    guard index == bytes.count else { throw failure(.trailingContent(found: found())) }
  }

  // MARK: Values

  private mutating func parseValue(depth: Int) throws(JSONParseError) {
    guard let byte = peek() else { throw failure(.expectedValue(found: found())) }
    switch byte {
    case UInt8(ascii: "{"): try parseObject(depth: depth + 1)
    case UInt8(ascii: "["): try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""): try parseString()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try parseNumber()
    default:
      guard Self.isWordByte(byte) else { throw failure(.expectedValue(found: found())) }
      try parseWord()
    }
  }

  /// Appends a node for the value from `start` to the current position, holding nothing.
  private mutating func appendLeaf(_ kind: JSONTape.Kind, from start: Int) {
    nodes.append(
      JSONTape.Node(
        kind: kind, isVerbatim: true, isASCII: true, start: start, end: index, count: 0,
        next: nodes.count + 1))
  }

  private mutating func parseWord() throws(JSONParseError) {
    let start = index
    let word = takeWord()
    switch word {
    case "true": appendLeaf(.true, from: start)
    case "false": appendLeaf(.false, from: start)
    case "null": appendLeaf(.null, from: start)
    default: throw JSONParseError(kind: .unknownWord(Excerpt.of(word)), offset: start)
    }
  }

  private mutating func parseNumber() throws(JSONParseError) {
    let start = index
    index += JSONNumberGrammar.candidateLength(bytes, from: start)
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard JSONNumber(text) != nil else {
      throw JSONParseError(kind: .invalidNumber(Excerpt.of(text)), offset: start)
    }
    appendLeaf(.number, from: start)
  }

  // MARK: Containers

  /// Appends a container's node, to be completed by ``close(_:count:)``.
  private mutating func open(_ kind: JSONTape.Kind) -> Int {
    nodes.append(
      JSONTape.Node(
        kind: kind, isVerbatim: true, isASCII: true, start: index, end: index, count: 0,
        next: 0))
    index += 1
    return nodes.count - 1
  }

  /// Completes the container at `node` after its closing bracket.
  private mutating func close(_ node: Int, count: Int) {
    index += 1
    nodes[node].end = index
    nodes[node].count = count
    nodes[node].next = nodes.count
  }

  private mutating func parseObject(depth: Int) throws(JSONParseError) {
    guard depth <= Self.depthLimit else { throw failure(.tooDeep(limit: Self.depthLimit)) }
    let node = open(.object)
    skipWhitespace()
    if peek() == UInt8(ascii: "}") { return close(node, count: 0) }
    var count = 0
    // Hot path: see "Performance idioms" in Docs/Design.md.
    var seen = [String: Int]()  // name to its node, once the object has `namesCompared` names
    while true {
      let name = try parseMember(depth: depth, of: node, after: count, seen: &seen)
      count += 1
      skipWhitespace()
      let separator = index
      switch peek() {
      case UInt8(ascii: ","):
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
          throw JSONParseError(kind: .trailingComma(closing: "}"), offset: separator)
        }
      case UInt8(ascii: "}"): return close(node, count: count)
      default:
        throw failure(.expectedCommaOrBrace(name: Excerpt.of(text(of: name)), found: found()))
      }
    }
  }

  /// Parses a member of the object at node `object`, after its first `count` members (whose
  /// names, in a large object, are the keys of `seen` once it is filled); returns its name's
  /// node.
  private mutating func parseMember(
    depth: Int, of object: Int, after count: Int, seen: inout [String: Int]
  ) throws(JSONParseError) -> Int {
    guard peek() == UInt8(ascii: "\"") else { throw failure(.expectedName(found: found())) }
    let name = nodes.count
    try parseString()
    if let earlier = repeated(name, in: object, after: count, seen: &seen) {
      let (line, column) = JSONSourcePosition.lineAndColumn(
        in: Array(bytes), at: nodes[earlier].start)
      throw JSONParseError(
        kind: .duplicateName(Excerpt.of(text(of: name)), firstLine: line, firstColumn: column),
        offset: nodes[name].start)
    }
    skipWhitespace()
    guard peek() == UInt8(ascii: ":") else {
      throw failure(.expectedColon(name: Excerpt.of(text(of: name)), found: found()))
    }
    index += 1
    skipWhitespace()
    try parseValue(depth: depth)
    return name
  }

  /// The node of an earlier member of the object at node `object` (which has `count` members
  /// so far) named as `name` is, if any. Names are the same when their `String`s are equal, as
  /// a dictionary's keys would be.
  ///
  /// The earlier names are found on the tape itself: the first member's name follows the object's
  /// node, and each next name follows the end of the value before it. No list of names is kept, so
  /// a small object costs no list to grow and trim.
  private mutating func repeated(
    _ name: Int, in object: Int, after count: Int, seen: inout [String: Int]
  ) -> Int? {
    guard count >= Self.namesCompared else {
      var earlier = object + 1
      var checked = 0
      while checked < count {
        if sameText(earlier, name) { return earlier }
        earlier = nodes[earlier + 1].next
        checked += 1
      }
      return nil
    }
    if seen.isEmpty {
      var earlier = object + 1
      var checked = 0
      while checked < count {
        seen[text(of: earlier)] = earlier
        earlier = nodes[earlier + 1].next
        checked += 1
      }
    }
    let text = text(of: name)
    if let earlier = seen[text] { return earlier }
    seen[text] = name
    return nil
  }

  /// Whether the string nodes `first` and `second` hold the same text: their bytes when both
  /// are ASCII without escapes, else their `String`s.
  private mutating func sameText(_ first: Int, _ second: Int) -> Bool {
    let left = nodes[first]
    let right = nodes[second]
    guard left.isVerbatim, right.isVerbatim, left.isASCII, right.isASCII else {
      return text(of: first) == text(of: second)
    }
    let count = left.end - left.start
    return count == right.end - right.start
      && memcmp(bytes.baseAddress! + left.start, bytes.baseAddress! + right.start, count) == 0
  }

  /// The text of the string node at `node`.
  private mutating func text(of node: Int) -> String {
    JSONTape.text(of: nodes[node], in: bytes, unescaped: unescaped)
  }

  private mutating func parseArray(depth: Int) throws(JSONParseError) {
    guard depth <= Self.depthLimit else { throw failure(.tooDeep(limit: Self.depthLimit)) }
    let node = open(.array)
    var count = 0
    skipWhitespace()
    if peek() == UInt8(ascii: "]") { return close(node, count: 0) }
    while true {
      try parseValue(depth: depth)
      count += 1
      skipWhitespace()
      let separator = index
      switch peek() {
      case UInt8(ascii: ","):
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
          throw JSONParseError(kind: .trailingComma(closing: "]"), offset: separator)
        }
      case UInt8(ascii: "]"): return close(node, count: count)
      default: throw failure(.expectedCommaOrBracket(found: found()))
      }
    }
  }

  // MARK: Strings

  /// Appends the string at the current position: as its bytes when it has no escape (checked
  /// to be UTF-8), or decoded into ``JSONTape/unescaped``.
  private mutating func parseString() throws(JSONParseError) {
    let start = index
    index += 1
    // Most strings have no escapes: find the closing quote and keep the bytes where they are.
    // ASCII needs no validation.
    var ascii = true
    // Each byte is read once, into `byte` (an idiom of the hot path: see "Performance idioms" in
    // Docs/Design.md).
    while index < bytes.count {
      let byte = bytes[index]
      guard byte >= 0x20, byte != 0x5C else { break }  // '\\'
      if byte == 0x22 {  // '"'
        index += 1
        // Hot path: see "Performance idioms" in Docs/Design.md.
        let content = UnsafeBufferPointer(
          start: bytes.baseAddress! + start + 1, count: index - start - 2)
        guard ascii || String(validating: content, as: UTF8.self) != nil
        else { throw JSONParseError(kind: .invalidUTF8, offset: start) }
        nodes.append(
          JSONTape.Node(
            kind: .string, isVerbatim: true, isASCII: ascii, start: start, end: index, count: 0,
            next: nodes.count + 1))
        return
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
        nodes.append(
          JSONTape.Node(
            kind: .string, isVerbatim: false, isASCII: false, start: start, end: index,
            count: unescaped.count, next: nodes.count + 1))
        unescaped.append(text)
        return
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

  /// The byte at ``index``, if any. `@_transparent`, since it is read for nearly every byte of a
  /// fixture (an idiom of the hot path: see "Performance idioms" in Docs/Design.md).
  @_transparent private mutating func peek() -> UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  // The scanners below compare bytes directly (an idiom of the hot path: see "Performance idioms"
  // in Docs/Design.md).
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
    guard index < bytes.count else { return "the end of the file" }
    let byte = bytes[index]
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
