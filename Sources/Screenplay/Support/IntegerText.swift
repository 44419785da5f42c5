/// Decimal integers as bytes: `Int(text)` for short text, and digits written without a string.
///
/// A run reads several numbers per log this way rather than through the generic
/// `Int.init(_: String)`: a fixture's status and latency, and every outcome a worker reports (an
/// idiom of the hot path: see "Performance idioms" in Docs/Design.md). Text long enough to
/// overflow is left to `Int.init(_:)`, so the result is always the one `Int(text)` gives.
package enum IntegerText {
  /// The digits that can't overflow an `Int`, sign included.
  private static let plainLength = 18

  /// `Int(text)`: an optional `-` or `+`, then decimal digits only.
  package static func value(of text: String) -> Int? {
    guard text.utf8.count <= plainLength else { return Int(text) }
    var text = text
    return text.withUTF8 { bytes -> Int? in
      var index = 0
      var negative = false
      if bytes.count > 1, bytes[0] == 0x2D || bytes[0] == 0x2B {  // '-' or '+'
        negative = bytes[0] == 0x2D
        index = 1
      }
      guard index < bytes.count else { return nil }
      var value = 0
      while index < bytes.count {
        let byte = bytes[index]
        guard byte >= 0x30 && byte <= 0x39 else { return nil }
        value = value * 10 + Int(byte - 0x30)
        index += 1
      }
      return negative ? -value : value
    }
  }

  /// Writes `value`'s decimal digits into `buffer` at `start` (it must have room: 20 bytes hold
  /// any), and returns how many: `String(value)` without making a string.
  package static func writeDigits(
    of value: UInt64, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int
  ) -> Int {
    var digits = 1
    var rest = value / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    var remaining = value
    var position = start + digits - 1
    while position >= start {
      buffer[position] = 0x30 + UInt8(remaining % 10)
      remaining /= 10
      position -= 1
    }
    return digits
  }
}
