import Foundation

/// Hours and minutes, abbreviated: `2h 28m`, `45m`, `2h`, `0m`.
///
/// The original formats a movie's runtime with a `DateComponentsFormatter` (`.abbreviated`,
/// allowed units hour and minute), which Linux's Foundation does not have. This stand-in writes
/// what that formatter writes in English, by hand, so the text never depends on the locale:
/// hours only when there are some, minutes only when there are some or when there are no hours
/// (so zero is `0m`, as the original shows for TMDB's runtime `0` of an unreleased movie).
/// Seconds are dropped; a negative duration gets a leading `-`.
///
/// ```swift
/// DurationFormatter().string(from: 148 * 60)   // "2h 28m"
/// DurationFormatter().string(from: 120 * 60)   // "2h"
/// DurationFormatter().string(from: 45 * 60)    // "45m"
/// ```
public struct DurationFormatter: Sendable {
  /// Creates the formatter.
  public init() {}

  /// `interval` in hours and minutes, or `nil` when it is not a finite number of seconds that
  /// fits an `Int`.
  public func string(from interval: TimeInterval) -> String? {
    guard interval.isFinite, abs(interval) < 9e15 else { return nil }
    let seconds = Int(interval)
    let sign = seconds < 0 ? "-" : ""
    let minutes = abs(seconds) / 60
    let (hours, minute) = (minutes / 60, minutes % 60)
    switch (hours, minute) {
    case (0, _): return "\(sign)\(minute)m"
    case (_, 0): return "\(sign)\(hours)h"
    default: return "\(sign)\(hours)h \(minute)m"
    }
  }
}
