/// Starts a new ride from the beginning (the signed-in container).
@MainActor
public protocol GoToNewRideNavigator: AnyObject {
  /// Goes back to locating the user for a new ride.
  func navigateToNewRide()
}
