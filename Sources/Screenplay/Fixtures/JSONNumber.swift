/// A JSON number, kept exactly as written and compared by value.
///
/// `1`, `1.0`, `10e-1` and `0.1E1` are all equal; the text as written is what
/// ``JSONValue/canonicalText`` prints, so a fixture's `12.50` reaches the app as `12.50`.
///
/// ```swift
/// JSONNumber("1.0") == JSONNumber("1")   // true
/// JSONNumber("01")                        // nil: not a JSON number
/// ```
package struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
  /// The number as written, a valid JSON number literal.
  package let literal: String

  /// Creates a number from a JSON number literal such as `-12.5e3`, or `nil` if `literal` is not
  /// one (JSON has no `+`, leading zeros, bare `.5`, `NaN` or `Infinity`).
  package init?(_ literal: String) {
    // Most literals are plain integers (a status, a latency), checked without building parts.
    guard JSONNumberGrammar.isPlainInteger(literal) || Normalized(literal) != nil else {
      return nil
    }
    self.literal = literal
  }

  /// Creates a number from a literal ``JSONParser`` has checked already.
  init(checked literal: String) {
    self.literal = literal
  }

  /// Creates a number from an integer.
  package init(_ integer: Int) {
    self.init(String(integer))!
  }

  package var description: String { literal }

  /// The value as an `Int`, if the literal is a plain integer that fits.
  package var intValue: Int? {
    IntegerText.value(of: literal)
  }

  /// The value compared and hashed, worked out when asked: only matching a request needs it.
  private var value: Normalized {
    // The literal was checked when the number was made, so this never falls back.
    Normalized(literal) ?? Normalized(negative: false, digits: [], exponent: 0)
  }

  package static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
    lhs.literal == rhs.literal || lhs.value == rhs.value
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}

/// A number's value as sign, significant digits without leading or trailing zeros, and the
/// power of ten of the last digit: `-12.50e1` is `(true, "125", 0)`.
private struct Normalized: Hashable {
  var negative: Bool
  var digits: [UInt8]
  var exponent: Int

  init(negative: Bool, digits: [UInt8], exponent: Int) {
    self.negative = negative
    self.digits = digits
    self.exponent = exponent
  }

  /// The value of `literal`, or `nil` if it is not a JSON number.
  init?(_ literal: String) {
    guard let parts = JSONNumberGrammar.parts(of: Array(literal.utf8)) else { return nil }
    self.init(parts)
  }

  init?(_ parts: JSONNumberGrammar.Parts) {
    let zero = UInt8(ascii: "0")
    var digits = Array((parts.integer + parts.fraction).drop { $0 == zero })
    let trailingZeros = digits.reversed().prefix { $0 == zero }.count
    digits.removeLast(trailingZeros)
    var written = 0
    if !parts.exponent.isEmpty {
      guard let value = Int(String(decoding: parts.exponent, as: UTF8.self)) else { return nil }
      written = value
    }
    let (shifted, overflow) = written.addingReportingOverflow(trailingZeros - parts.fraction.count)
    guard !overflow else { return nil }
    self.negative = parts.negative && !digits.isEmpty
    self.digits = digits
    self.exponent = digits.isEmpty ? 0 : shifted
  }
}

/// The JSON number grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
enum JSONNumberGrammar {
  /// The pieces of a number literal.
  struct Parts {
    var negative: Bool
    var integer: [UInt8]
    var fraction: [UInt8]
    /// The exponent with its sign, such as `-3`, or empty.
    var exponent: [UInt8]
  }

  /// Whether `literal` is an integer without fraction or exponent: `-?(0|[1-9][0-9]*)`.
  static func isPlainInteger(_ literal: String) -> Bool {
    // Hot path: see "Performance idioms" in Docs/Design.md.
    let scan = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
      var digits = 0
      var leadingZero = false
      var offset = 0
      while offset < bytes.count {
        let byte = bytes[offset]
        offset += 1
        if offset == 1, byte == 0x2D { continue }  // '-'
        guard byte >= 0x30, byte <= 0x39, !leadingZero else { return false }
        if digits == 0, byte == 0x30 { leadingZero = true }
        digits += 1
      }
      return digits > 0
    }
    var literal = literal
    return literal.withUTF8(scan)
  }

  /// Splits a literal into its parts, or `nil` if it is not exactly one JSON number.
  static func parts(of bytes: [UInt8]) -> Parts? {
    var index = 0
    let negative = bytes.first == UInt8(ascii: "-")
    if negative { index += 1 }
    let integer = digitRun(bytes, from: &index)
    guard !integer.isEmpty, integer.count == 1 || integer.first != UInt8(ascii: "0") else {
      return nil
    }
    var fraction: [UInt8] = []
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      fraction = digitRun(bytes, from: &index)
      guard !fraction.isEmpty else { return nil }
    }
    var exponent: [UInt8] = []
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      guard let signed = signedDigits(bytes, from: &index) else { return nil }
      exponent = signed
    }
    guard index == bytes.count else { return nil }
    return Parts(negative: negative, integer: integer, fraction: fraction, exponent: exponent)
  }

  /// The length of the longest prefix of `bytes[start...]` made of number characters, so the
  /// parser can cut a candidate literal before validating it.
  static func candidateLength(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var end = start
    while end < bytes.count, isNumberCharacter(bytes[end]) { end += 1 }
    return end - start
  }

  private static func isNumberCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
      true
    default: false
    }
  }

  private static func digitRun(_ bytes: [UInt8], from index: inout Int) -> [UInt8] {
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      index += 1
    }
    return Array(bytes[start..<index])
  }

  private static func signedDigits(_ bytes: [UInt8], from index: inout Int) -> [UInt8]? {
    var sign: [UInt8] = []
    if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
      if bytes[index] == UInt8(ascii: "-") { sign = [bytes[index]] }
      index += 1
    }
    let digits = digitRun(bytes, from: &index)
    return digits.isEmpty ? nil : sign + digits
  }
}
