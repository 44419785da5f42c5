import Foundation

/// Small helpers for reading text as UTF-8 bytes, used by the golden parsers.
enum UTF8Scanning {
  /// Whether `text`'s UTF-8 is exactly `bytes`: one `memcmp`, no decoding of `bytes`.
  static func same(_ text: String, _ bytes: [UInt8]) -> Bool {
    var text = text
    return text.withUTF8 { utf8 in
      bytes.withUnsafeBufferPointer { other in
        utf8.count == other.count
          && (utf8.isEmpty || memcmp(utf8.baseAddress!, other.baseAddress!, utf8.count) == 0)
      }
    }
  }

  /// The bytes as a `String`.
  static func text(_ bytes: some Collection<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// A non-negative decimal number written with ASCII digits only; `nil` if empty or too large.
  static func number(_ bytes: some Collection<UInt8>) -> Int? {
    guard !bytes.isEmpty else { return nil }
    var value = 0
    for byte in bytes {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      let (scaled, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, carry) = scaled.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
      guard !overflow, !carry else { return nil }
      value = sum
    }
    return value
  }

  /// The first position of `separator` in `bytes`, if any.
  static func firstIndex(of separator: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
    guard let first = separator.first, bytes.count >= separator.count else { return nil }
    var position = bytes.startIndex
    let last = bytes.endIndex - separator.count
    while position <= last {
      if bytes[position] == first
        && bytes[position..<position + separator.count].elementsEqual(
          separator)
      {
        return position
      }
      position += 1
    }
    return nil
  }

  /// The 1-based character column of byte `position` in `line`, for diagnostics.
  static func column(of position: Int, in line: ArraySlice<UInt8>) -> Int {
    text(line[line.startIndex..<min(max(position, line.startIndex), line.endIndex)]).count + 1
  }
}
