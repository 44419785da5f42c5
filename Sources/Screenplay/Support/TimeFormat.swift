/// Formats virtual times the way logs and histories write them: `1.250s`.
///
/// Both functions take any `Duration` and never trap: their arithmetic is done in 128 bits.
public enum TimeFormat {
  /// Attoseconds in a millisecond.
  private static let attosecondsPerMillisecond: Int128 = 1_000_000_000_000_000

  /// `Duration.milliseconds(1250)` → `"1.250s"`. Sub-millisecond parts are rounded toward zero.
  public static func seconds(_ duration: Duration) -> String {
    // Written digit by digit into one string: no padded copy of the fraction.
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
  public static func milliseconds(_ duration: Duration) -> Int64 {
    // From the duration's two `Int64` parts (both rounded toward zero): a debug build ran
    // `Int64(clamping:)` of an `Int128` through generic witnesses, for every recorded step.
    let (seconds, attoseconds) = duration.components
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1000)
    guard !overflow else { return seconds < 0 ? .min : .max }
    let (sum, overflowSum) = whole.addingReportingOverflow(attoseconds / 1_000_000_000_000_000)
    guard !overflowSum else { return seconds < 0 ? .min : .max }
    return sum
  }
}
