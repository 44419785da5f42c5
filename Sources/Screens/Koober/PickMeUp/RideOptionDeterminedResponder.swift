/// Takes over once the user has picked a ride option (the pick-me-up view model).
@MainActor
public protocol RideOptionDeterminedResponder: AnyObject {
  /// Continues the ride request with the ride option `rideOptionID`.
  func pickUpUser(in rideOptionID: RideOptionID)
}
