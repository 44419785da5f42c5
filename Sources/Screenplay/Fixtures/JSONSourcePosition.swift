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
