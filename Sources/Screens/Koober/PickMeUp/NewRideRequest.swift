/// A complete ride request: the waypoints and the chosen ride option.
///
/// JSON (the synthesized `Codable` shape): `{"rideOptionID": String, "waypoints": NewRideWaypoints}`.
public struct NewRideRequest: Sendable, Hashable, Codable {
  /// Where the ride starts and ends.
  public let waypoints: NewRideWaypoints
  /// The kind of ride the user chose.
  public let rideOptionID: RideOptionID

  /// Creates a request.
  public init(waypoints: NewRideWaypoints, rideOptionID: RideOptionID) {
    self.waypoints = waypoints
    self.rideOptionID = rideOptionID
  }
}
