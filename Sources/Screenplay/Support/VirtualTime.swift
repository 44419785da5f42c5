/// The span of virtual time a replay covers: from zero to ``latest``, the largest time an event
/// log can write (`9223372036854775807ms`).
///
/// Every sum of a time and a delay that a replay makes on its own (a fixture's answer after its
/// latency) goes through ``adding(_:to:)``, so none can overflow or pass the end of time.
///
/// ```swift
/// VirtualTime.adding(.milliseconds(1500), to: .seconds(2))   // 3.5 seconds
/// VirtualTime.adding(.milliseconds(1), to: VirtualTime.latest)  // nil
/// ```
public enum VirtualTime {
  /// The latest time a replay reaches: `9223372036854775.807s`.
  public static let latest = Duration.milliseconds(Int64.max)

  /// `time + delay`, or `nil` when the sum would come after ``latest`` (or overflow).
  public static func adding(_ delay: Duration, to time: Duration) -> Duration? {
    let (sum, overflow) = time.attoseconds.addingReportingOverflow(delay.attoseconds)
    guard !overflow else { return nil }
    let result = Duration(attoseconds: sum)
    return result <= latest ? result : nil
  }
}
