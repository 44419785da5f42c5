/// Formats virtual times the way logs and histories write them: `1.250s`.
///
/// Both functions take any `Duration` and never trap: their arithmetic is done in 128 bits.
public enum TimeFormat {
  /// Attoseconds in a millisecond.
  private static let attosecondsPerMillisecond: Int128 = 1_000_000_000_000_000

  /// `Duration.milliseconds(1250)` → `"1.250s"`. Sub-millisecond parts are rounded toward zero.
  public static func seconds(_ duration: Duration) -> String {
    let millis = duration.attoseconds / attosecondsPerMillisecond
    let sign = millis < 0 ? "-" : ""
    let magnitude = millis.magnitude
    let fraction = String(magnitude % 1000)
    let padded = String(repeating: "0", count: 3 - fraction.count) + fraction
    return "\(sign)\(magnitude / 1000).\(padded)s"
  }

  /// Whole milliseconds in `duration`, rounded toward zero, and clamped to `Int64`'s range
  /// (a replay never gets there: its time stops at ``VirtualTime/latest``, `Int64.max` ms).
  public static func milliseconds(_ duration: Duration) -> Int64 {
    Int64(clamping: duration.attoseconds / attosecondsPerMillisecond)
  }
}
