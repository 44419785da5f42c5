import Observation

/// The waiting-for-pickup screen's behaviour: its one button starts a new ride. The chapter
/// elides it; this follows the book's sample code.
@MainActor @Observable
public final class WaitingForPickupViewModel {
  // MARK: - Properties
  let goToNewRideNavigator: any GoToNewRideNavigator

  // MARK: - Methods
  /// Creates the view model over the navigator its button uses (the signed-in container).
  public init(goToNewRideNavigator: any GoToNewRideNavigator) {
    self.goToNewRideNavigator = goToNewRideNavigator
  }

  /// The Start New Ride button: goes back to locating the user.
  public func startNewRide() {
    goToNewRideNavigator.navigateToNewRide()
  }
}
