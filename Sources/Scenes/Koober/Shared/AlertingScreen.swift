import Screenplay

/// What a Koober screen says of its input, for the flow's invariants and coverage states:
/// whether its error alert is up, and whether anything but that alert's OK would act now.
@MainActor
protocol AlertingScreen: Screen {
  /// Whether the screen's error alert is up.
  var showsAlert: Bool { get }
  /// Whether an event other than an alert's OK would act now.
  var takesInput: Bool { get }
}

extension ShownScreen {
  /// Whether this screen, or one embedded in it, has its error alert up.
  @MainActor var showsAlertWithin: Bool {
    (screen as? any AlertingScreen)?.showsAlert == true
      || embedded.contains { $0.showsAlertWithin }
  }
}
