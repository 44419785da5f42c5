/// How far the user has come in putting a ride request together: the chapter's domain progress,
/// kept apart from what the screen shows.
public enum PickMeUpRequestProgress: Sendable, Hashable {
  /// Only the pickup location is known.
  case initial(pickupLocation: Location)
  /// Pickup and drop-off are known; no ride option yet.
  case waypointsDetermined(waypoints: NewRideWaypoints)
  /// Everything a request needs is known.
  case rideRequestReady(rideRequest: NewRideRequest)
}
