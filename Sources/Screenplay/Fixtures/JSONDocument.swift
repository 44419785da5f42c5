/// A parsed JSON file: its value and its bytes, so a schema error can point at the exact line and
/// column.
struct JSONDocument: Sendable {
  /// The whole value.
  var root: JSONValue
  /// The file's bytes, to find where values are and turn offsets into lines and columns.
  var bytes: [UInt8]

  /// Where each value and member name starts (parsed again: only messages need it).
  var locations: JSONLocations { JSONParser.locations(of: bytes) }

  /// Line and column (both from 1, column in characters) of the value at `path`.
  func location(ofValueAt path: JSONPath) -> (line: Int, column: Int) {
    JSONSourcePosition.lineAndColumn(in: bytes, at: locations.values[path] ?? 0)
  }

  /// Line and column of the name of the member at `path`, or of its value if unknown.
  func location(ofKeyAt path: JSONPath) -> (line: Int, column: Int) {
    guard let offset = locations.keys[path] else { return location(ofValueAt: path) }
    return JSONSourcePosition.lineAndColumn(in: bytes, at: offset)
  }
}

/// Byte offsets in a JSON text, by path.
struct JSONLocations: Sendable {
  /// Byte offset of the first character of each value.
  var values: [JSONPath: Int] = [:]
  /// Byte offset of the opening quote of each object member's name, keyed by the member's path.
  var keys: [JSONPath: Int] = [:]
}

/// Turns byte offsets into 1-based lines and character columns.
enum JSONSourcePosition {
  /// The line and column of the byte at `offset` (clamped to the text).
  static func lineAndColumn(in bytes: [UInt8], at offset: Int) -> (line: Int, column: Int) {
    let end = min(max(offset, 0), bytes.count)
    var line = 1
    var lineStart = 0
    for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    let prefix = String(decoding: bytes[lineStart..<end], as: UTF8.self)
    return (line, prefix.count + 1)
  }
}
