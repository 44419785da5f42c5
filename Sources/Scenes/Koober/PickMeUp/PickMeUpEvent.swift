import Screenplay

/// What a user does on the pick-me-up screen itself.
enum PickMeUpEvent: LoggableEvent {
  /// "Where to?" was tapped.
  case tapWhereTo
  /// Confirm was tapped.
  case tapConfirm
  /// OK on the "Ride Request Error" alert.
  case dismissAlert

  static let vocabulary = [
    EventSpec<PickMeUpEvent>("whereTo.tap", summary: "taps \"Where to?\"") { _ in .tapWhereTo },
    EventSpec<PickMeUpEvent>("confirm.tap", summary: "taps Confirm, sending the ride request") {
      _ in .tapConfirm
    },
    EventSpec<PickMeUpEvent>("alert.dismiss", summary: "taps OK on the ride request's error") {
      _ in .dismissAlert
    },
  ]

  var logged: LoggedEvent {
    switch self {
    case .tapWhereTo: LoggedEvent("whereTo.tap")
    case .tapConfirm: LoggedEvent("confirm.tap")
    case .dismissAlert: LoggedEvent("alert.dismiss")
    }
  }
}
