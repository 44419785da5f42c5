import Screenplay
import Screens

/// The screen shown once a ride is booked, with a button to start a new ride.
@MainActor
final class WaitingForPickupScreen: ContainedScreen, AlertingScreen {
  nonisolated static let name = "WaitingForPickup"

  let viewModel: WaitingForPickupViewModel

  init(viewModel: WaitingForPickupViewModel) {
    self.viewModel = viewModel
  }

  var showsAlert: Bool { false }
  var takesInput: Bool { true }

  func send(_ event: WaitingForPickupEvent) {
    viewModel.startNewRide()
  }

  func render(into canvas: inout Canvas) {
    canvas.title("Waiting for Pickup")
    canvas.button("Start New Ride")
  }
}

/// What a user does while waiting for the pickup.
enum WaitingForPickupEvent: LoggableEvent {
  /// Start New Ride was tapped.
  case tapStartNewRide

  static let vocabulary = [
    EventSpec<WaitingForPickupEvent>("startNewRide.tap", summary: "taps Start New Ride") { _ in
      .tapStartNewRide
    }
  ]

  var logged: LoggedEvent { LoggedEvent("startNewRide.tap") }
}
