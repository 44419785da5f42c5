/// Reads the time that starts an event line: `1.5s`, `0.250s` (up to 3 decimals) or `250ms`.
enum LogTime {
  /// The virtual time in `token` of `line`.
  static func parse(_ line: LogLine, _ token: Range<Int>) throws(LogFailure) -> Duration {
    // Nearly every time reads as `1.200s`: one pass through a buffer pointer (an idiom of the hot
    // path: see "Performance idioms" in Docs/Design.md). Anything else, a mistake included, takes
    // the reading below.
    let common = line.bytes.withUnsafeBufferPointer { buffer -> Int64? in
      guard let base = buffer.baseAddress else { return nil }
      return commonMilliseconds(
        UnsafeBufferPointer(start: base + token.lowerBound, count: token.count))
    }
    if let common { return TimeFormat.duration(milliseconds: common) }
    let bytes = line.bytes[token]
    let reading =
      if endsWith(bytes, "ms") {
        wholeMilliseconds(bytes.dropLast(2))
      } else if endsWith(bytes, "s") {
        seconds(bytes.dropLast())
      } else {
        Reading.notATime
      }
    switch reading {
    case .milliseconds(let millis):
      return TimeFormat.duration(milliseconds: millis)
    case .tooLarge:
      throw LogFailure(.timeTooLarge(line.text(token)), column: line.column(token.lowerBound))
    case .notATime:
      throw LogFailure(problem(line, token), column: line.column(token.lowerBound))
    }
  }

  /// The milliseconds of `digits` `s`, `digits.d` `s` (up to three decimals) or `digits` `ms`,
  /// with at most 15 digits before the point (so nothing overflows); `nil` for anything else.
  private static func commonMilliseconds(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
    var index = 0
    var whole: Int64 = 0
    while index < bytes.count, index < 15, ASCII.isDigit(bytes[index]) {
      whole = whole * 10 + Int64(bytes[index] &- 0x30)
      index += 1
    }
    guard index > 0, index < bytes.count else { return nil }
    if bytes[index] == 0x6D {  // 'm'
      return index + 2 == bytes.count && bytes[index + 1] == 0x73 ? whole : nil  // 's'
    }
    var millis = whole * 1000
    if bytes[index] == 0x2E {  // '.'
      index += 1
      var scale: Int64 = 100
      let first = index
      while index < bytes.count, index - first < 3, ASCII.isDigit(bytes[index]) {
        millis += Int64(bytes[index] &- 0x30) * scale
        scale /= 10
        index += 1
      }
      guard index > first else { return nil }
    }
    return index + 1 == bytes.count && bytes[index] == 0x73 ? millis : nil
  }

  /// What a token says as a time.
  private enum Reading {
    case milliseconds(Int64)
    case tooLarge
    case notATime
  }

  /// Why `token` is not a time.
  private static func problem(_ line: LogLine, _ token: Range<Int>) -> EventLogProblem {
    let text = line.text(token)
    let parts = text.utf8.split(separator: ASCII.dot, omittingEmptySubsequences: false)
    if (1...2).contains(parts.count), parts.allSatisfy(ASCII.isDigits) {
      return .timeWithoutUnit(text)
    }
    return LogSyntax.isWord(text) ? .missingTime(before: text) : .invalidTime(line.nameText(token))
  }

  /// `250` → 250 ms.
  private static func wholeMilliseconds(_ digits: ArraySlice<UInt8>) -> Reading {
    guard ASCII.isDigits(digits) else { return .notATime }
    return value(digits).map(Reading.milliseconds) ?? .tooLarge
  }

  /// `1.25` → 1250 ms.
  private static func seconds(_ bytes: ArraySlice<UInt8>) -> Reading {
    let point = bytes.firstIndex(of: ASCII.dot) ?? bytes.endIndex
    let whole = bytes[..<point]
    let fraction = point < bytes.endIndex ? bytes[(point + 1)...] : []
    guard ASCII.isDigits(whole), point == bytes.endIndex || ASCII.isDigits(fraction),
      fraction.count <= 3
    else { return .notATime }
    guard let seconds = value(whole), let decimals = value(fraction) else { return .tooLarge }
    let millis = decimals * [1000, 100, 10, 1][fraction.count]
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1000)
    let (total, overflowAgain) = scaled.addingReportingOverflow(millis)
    return overflow || overflowAgain ? .tooLarge : .milliseconds(total)
  }

  /// The value of ASCII `digits`, or `nil` on overflow.
  private static func value(_ digits: ArraySlice<UInt8>) -> Int64? {
    var total: Int64 = 0
    for digit in digits {
      let (scaled, overflow) = total.multipliedReportingOverflow(by: 10)
      let (sum, overflowAgain) = scaled.addingReportingOverflow(Int64(digit - UInt8(ascii: "0")))
      if overflow || overflowAgain { return nil }
      total = sum
    }
    return total
  }

  private static func endsWith(_ bytes: ArraySlice<UInt8>, _ suffix: String) -> Bool {
    let count = suffix.utf8.count
    guard bytes.count >= count else { return false }
    var index = bytes.endIndex - count
    for byte in suffix.utf8 {
      guard bytes[index] == byte else { return false }
      index += 1
    }
    return true
  }
}
