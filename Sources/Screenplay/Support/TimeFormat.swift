/// Formats virtual times the way logs and histories write them: `1.250s`.
public enum TimeFormat {
  /// `Duration.milliseconds(1250)` → `"1.250s"`. Sub-millisecond parts are rounded down.
  public static func seconds(_ duration: Duration) -> String {
    let millis = milliseconds(duration)
    let sign = millis < 0 ? "-" : ""
    let magnitude = millis.magnitude
    let fraction = String(magnitude % 1000)
    let padded = String(repeating: "0", count: 3 - fraction.count) + fraction
    return "\(sign)\(magnitude / 1000).\(padded)s"
  }

  /// Whole milliseconds in `duration`, rounded toward zero.
  public static func milliseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds * 1000 + attoseconds / 1_000_000_000_000_000
  }
}
