/// Takes over once the server has accepted a ride request (the signed-in container).
@MainActor
public protocol NewRideRequestAcceptedResponder: AnyObject {
  /// Moves on to waiting for the pickup.
  func newRideRequestAccepted()
}
