/// Formats virtual times the way logs and histories write them: `1.250s`.
///
/// Both functions take any `Duration` and never trap: what doesn't fit in 64 bits is done in 128.
package enum TimeFormat {
  /// Attoseconds in a millisecond.
  private static let attosecondsPerMillisecond: Int128 = 1_000_000_000_000_000

  /// `Duration.milliseconds(1250)` → `"1.250s"`. Sub-millisecond parts are rounded toward zero.
  package static func seconds(_ duration: Duration) -> String {
    var fits = true
    let text = String(unsafeUninitializedCapacity: 24) { buffer in
      guard let count = writeSeconds(duration, into: buffer) else {
        fits = false
        return 0
      }
      return count
    }
    return fits ? text : exactSeconds(duration)
  }

  /// Writes ``seconds(_:)`` of `duration` into `buffer` (24 bytes at least) and returns how many
  /// bytes it took; `nil`, writing nothing, for a duration whose milliseconds don't fit in
  /// `Int64`. Every recorded step's header holds its time: such a time (any replay's) is written
  /// digit by digit. Dividing the `Int128` attoseconds and printing an `Int128` cost a run more
  /// than comparing its histories did.
  static func writeSeconds(_ duration: Duration, into buffer: UnsafeMutableBufferPointer<UInt8>)
    -> Int?
  {
    let (seconds, attoseconds) = duration.components
    guard seconds > -fastSecondsBound && seconds < fastSecondsBound else { return nil }
    let millis = milliseconds(seconds: seconds, attoseconds: attoseconds)
    let magnitude = millis.magnitude
    var count = 0
    if millis < 0 {
      buffer[0] = UInt8(ascii: "-")
      count = 1
    }
    count += IntegerText.writeDigits(of: magnitude / 1000, into: buffer, at: count)
    let fraction = magnitude % 1000
    buffer[count] = UInt8(ascii: ".")
    buffer[count + 1] = 0x30 + UInt8(fraction / 100)
    buffer[count + 2] = 0x30 + UInt8(fraction / 10 % 10)
    buffer[count + 3] = 0x30 + UInt8(fraction % 10)
    buffer[count + 4] = UInt8(ascii: "s")
    return count + 5
  }

  /// Whole seconds below which (in magnitude) a duration's milliseconds fit in `Int64`.
  private static let fastSecondsBound: Int64 = 9_000_000_000_000_000 / 1000

  /// ``seconds(_:)`` of any duration, through its `Int128` attoseconds.
  private static func exactSeconds(_ duration: Duration) -> String {
    var text = ""
    let millis = duration.attoseconds / attosecondsPerMillisecond
    if millis < 0 { text += "-" }
    let magnitude = millis.magnitude
    text += String(magnitude / 1000)
    let fraction = Int(magnitude % 1000)
    text.unicodeScalars.append(".")
    text.unicodeScalars.append(digit(fraction / 100))
    text.unicodeScalars.append(digit(fraction / 10 % 10))
    text.unicodeScalars.append(digit(fraction % 10))
    text.unicodeScalars.append("s")
    return text
  }

  private static func digit(_ value: Int) -> Unicode.Scalar {
    Unicode.Scalar(UInt8(truncatingIfNeeded: 0x30 + value))
  }

  /// Whole milliseconds in `duration`, rounded toward zero, and clamped to `Int64`'s range
  /// (a replay never gets there: its time stops at ``VirtualTime/latest``, `Int64.max` ms).
  package static func milliseconds(_ duration: Duration) -> Int64 {
    // From the duration's two `Int64` parts (both rounded toward zero), not `Int64(clamping:)` of
    // an `Int128` (an idiom of the hot path: see "Performance idioms" in Docs/Design.md).
    let (seconds, attoseconds) = duration.components
    return milliseconds(seconds: seconds, attoseconds: attoseconds)
  }

  /// `Duration.milliseconds(milliseconds)`, made from its two parts rather than through the generic
  /// `milliseconds(_:)`: a log's times, a fixture's latency and every recorded step are made this
  /// way (an idiom of the hot path: see "Performance idioms" in Docs/Design.md).
  static func duration(milliseconds: Int64) -> Duration {
    Duration(
      secondsComponent: milliseconds / 1000,
      attosecondsComponent: milliseconds % 1000 * 1_000_000_000_000_000)
  }

  /// ``milliseconds(_:)`` of a duration's two parts.
  private static func milliseconds(seconds: Int64, attoseconds: Int64) -> Int64 {
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1000)
    guard !overflow else { return seconds < 0 ? .min : .max }
    let (sum, overflowSum) = whole.addingReportingOverflow(attoseconds / 1_000_000_000_000_000)
    guard !overflowSum else { return seconds < 0 ? .min : .max }
    return sum
  }
}
