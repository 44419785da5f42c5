import Screenplay

/// What a user does on the pick-me-up screen itself.
enum PickMeUpEvent: LoggableEvent {
  /// "Where to?" was tapped.
  case tapWhereTo
  /// Confirm was tapped.
  case tapConfirm
  /// OK on an alert of pick-me-up's own, which it never shows: "Ride Request Error" is presented
  /// over the sending screen, whose `SendingRideRequest.alert.dismiss` taps its OK. The screen
  /// refuses it, so a log that sends it fails with that hint.
  case dismissAlert

  static let vocabulary = [
    EventSpec<PickMeUpEvent>("whereTo.tap", summary: "taps \"Where to?\"") { _ in .tapWhereTo },
    EventSpec<PickMeUpEvent>("confirm.tap", summary: "taps Confirm, sending the ride request") {
      _ in .tapConfirm
    },
    EventSpec<PickMeUpEvent>(
      "alert.dismiss",
      summary:
        "refused: \"Ride Request Error\" shows over the sending screen; SendingRideRequest.alert.dismiss taps its OK"
    ) { _ in .dismissAlert },
  ]

  var logged: LoggedEvent {
    switch self {
    case .tapWhereTo: LoggedEvent("whereTo.tap")
    case .tapConfirm: LoggedEvent("confirm.tap")
    case .dismissAlert: LoggedEvent("alert.dismiss")
    }
  }
}
