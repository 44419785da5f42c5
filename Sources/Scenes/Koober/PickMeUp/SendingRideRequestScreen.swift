import Screenplay

/// The screen presented while the ride request is on its way.
@MainActor
final class SendingRideRequestScreen: Screen {
  nonisolated static let name = "SendingRideRequest"

  func send(_ event: NoEvent) {}

  func render(into canvas: inout Canvas) {
    canvas.title("Sending Ride Request")
    canvas.activityIndicator(animating: true, label: "sending")
  }
}
