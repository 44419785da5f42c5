import Screenplay

/// What a user does on the forecast screen, as event logs write it.
///
/// ```text
/// 1.000s  refresh.tap
/// 2.000s  city.select  city="London"
/// ```
public enum ForecastEvent: Sendable, Hashable {
  /// The refresh button was tapped.
  case refresh
  /// A city was picked from the list.
  case selectCity(String)
}

extension ForecastEvent: LoggableEvent {
  public static let vocabulary: [EventSpec<ForecastEvent>] = [
    EventSpec("refresh.tap", summary: "taps Refresh: loads the city's forecast again") { _ in
      .refresh
    },
    EventSpec("city.select", ["city": .string], summary: "picks a city, whose forecast loads") {
      .selectCity($0.string("city"))
    },
  ]

  public var logged: LoggedEvent {
    switch self {
    case .refresh: LoggedEvent("refresh.tap")
    case .selectCity(let city): LoggedEvent("city.select", ["city": .string(city)])
    }
  }
}
