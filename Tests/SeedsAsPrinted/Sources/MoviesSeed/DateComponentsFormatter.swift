// swift-format-ignore-file
//
// Not from the article: `DateComponentsFormatter` for Linux. The original app formats a movie's
// runtime with one (`.abbreviated`, units hour and minute); Linux's Foundation declares the class
// but marks it unavailable ("Not supported in swift-corelibs-foundation"), so the printed lines
// would not compile. This class of the same name, declared in this module, is the one those
// lines find on Linux. It does only what they ask: hours and minutes in the abbreviated style,
// in English, as an iPhone set to English shows them: "2h 46m", "39m", "2h", and "0m" for zero
// (units whose value is 0 are dropped, except the smallest when all are 0); seconds are dropped.

#if os(Linux)
import Foundation

final class DateComponentsFormatter {
    /// The styles the original app uses; only `.abbreviated` is implemented.
    enum UnitsStyle {
        case abbreviated
    }

    var unitsStyle: UnitsStyle = .abbreviated
    var allowedUnits: NSCalendar.Unit = [.hour, .minute]

    /// `interval` as hours and minutes ("2h 46m"), or `nil` when it is not a finite number of
    /// seconds or the allowed units include neither hours nor minutes.
    func string(from interval: TimeInterval) -> String? {
        guard interval.isFinite, abs(interval) < 9e15 else { return nil }
        let showsHours = allowedUnits.contains(.hour)
        let showsMinutes = allowedUnits.contains(.minute)
        guard showsHours || showsMinutes else { return nil }
        let sign = interval < 0 ? "-" : ""
        let totalMinutes = Int(abs(interval)) / 60
        let hours = showsHours ? totalMinutes / 60 : 0
        let minutes = showsHours ? totalMinutes % 60 : totalMinutes
        var parts: [String] = []
        if showsHours, hours != 0 { parts.append("\(hours)h") }
        if showsMinutes, minutes != 0 || parts.isEmpty { parts.append("\(minutes)m") }
        if parts.isEmpty { parts.append("0h") }
        return sign + parts.joined(separator: " ")
    }
}
#endif
