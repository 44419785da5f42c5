/// Where a ride starts and ends.
///
/// JSON (the synthesized `Codable` shape): `{"dropoffLocation": Location, "pickupLocation": Location}`.
public struct NewRideWaypoints: Sendable, Hashable, Codable {
  /// Where the user is picked up.
  public let pickupLocation: Location
  /// Where the user is dropped off.
  public let dropoffLocation: Location

  /// Creates the waypoints of a ride.
  public init(pickupLocation: Location, dropoffLocation: Location) {
    self.pickupLocation = pickupLocation
    self.dropoffLocation = dropoffLocation
  }
}
