import Screenplay

/// The screen presented full screen while the ride request is on its way. When the request
/// fails, pick-me-up's "Ride Request Error" is presented over it, as the book's
/// `routePresentation(forErrorMessage:)` presents from the topmost view controller, and its OK is
/// tapped here.
@MainActor
final class SendingRideRequestScreen: AlertingScreen {
  nonisolated static let name = "SendingRideRequest"

  /// Pick-me-up's alert, shown over this screen while it is up.
  private let alert: ErrorAlert

  init(alert: ErrorAlert) {
    self.alert = alert
  }

  var showsAlert: Bool { alert.isPresented }
  var takesInput: Bool { false }

  func send(_ event: AlertEvent) {
    alert.dismiss()
  }

  func render(into canvas: inout Canvas) {
    canvas.title("Sending Ride Request")
    canvas.activityIndicator(animating: true, label: "sending")
    alert.render(into: &canvas)
  }
}
