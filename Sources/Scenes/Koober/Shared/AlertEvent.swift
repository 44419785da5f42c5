import Screenplay

/// The one event of a screen whose only control is its error alert's OK button.
enum AlertEvent: LoggableEvent {
  /// OK on the alert.
  case dismiss

  static let vocabulary = [
    EventSpec<AlertEvent>("alert.dismiss", summary: "taps OK on the error alert") { _ in .dismiss }
  ]

  var logged: LoggedEvent { LoggedEvent("alert.dismiss") }
}
