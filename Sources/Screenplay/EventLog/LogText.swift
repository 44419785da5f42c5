import Foundation

/// The rule every line of a log keeps: valid UTF-8 text, with no control character but a tab.
///
/// A log is never decoded with replacement characters: a byte that isn't UTF-8, a NUL or an
/// escape sequence is reported at its column, so what is recorded is what the file says.
enum LogText {
  /// The first break of the rule in `line`, as a failure at its column, or `nil`.
  static func check(_ line: LogLine) -> LogFailure? {
    // Hot path: see "Performance idioms" in Docs/Design.md.
    let found = line.bytes.withUnsafeBufferPointer { buffer -> (offset: Int, ascii: Bool)? in
      guard let base = buffer.baseAddress else { return nil }
      var offset = 0
      var word: UInt64 = 0
      var controls: UInt64 = 0
      var deletes: UInt64 = 0
      while offset < buffer.count {
        // Eight bytes at a time while none is past ASCII, below 0x20 (a tab too, looked at below)
        // or DEL, with `LineBreaks`' bit tricks (an idiom of the hot path: see "Performance idioms"
        // in Docs/Design.md).
        if buffer.count - offset >= 8 {
          memcpy(&word, base + offset, 8)
          controls = (word &- 0x2020_2020_2020_2020) & ~word
          deletes = word ^ 0x7F7F_7F7F_7F7F_7F7F
          deletes = (deletes &- 0x0101_0101_0101_0101) & ~deletes
          if (word | controls | deletes) & 0x8080_8080_8080_8080 == 0 {
            offset += 8
            continue
          }
        }
        let byte = base[offset]
        if byte >= 0x80 { return (offset, false) }
        if (byte < 0x20 && byte != 0x09) || byte == 0x7F { return (offset, true) }
        offset += 1
      }
      return nil
    }
    guard let (offset, ascii) = found else { return nil }
    guard ascii else { return checkScalars(line, from: offset) }
    return failure(.controlCharacter(Unicode.Scalar(line.bytes[offset])), line, offset)
  }

  /// Checks the rest of `line` from `start` scalar by scalar: the slow path, past ASCII.
  private static func checkScalars(_ line: LogLine, from start: Int) -> LogFailure? {
    var iterator = line.bytes[start...].makeIterator()
    var decoder = UTF8()
    var offset = start
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar != "\t", scalar.properties.generalCategory == .control {
          return failure(.controlCharacter(scalar), line, offset)
        }
        offset += UTF8.width(scalar)
      case .emptyInput:
        return nil
      case .error:
        return failure(.invalidUTF8(line.bytes[offset]), line, offset)
      }
    }
  }

  private static func failure(_ problem: EventLogProblem, _ line: LogLine, _ offset: Int)
    -> LogFailure
  {
    LogFailure(problem, column: line.column(offset))
  }
}
