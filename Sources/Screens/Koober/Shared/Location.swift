/// A point on the map: the book's `Location`, for pickup and drop-off.
public struct Location: Sendable, Hashable, Codable {
  /// Identifies the location among search results.
  public let id: String
  /// Degrees north.
  public let latitude: Double
  /// Degrees east.
  public let longitude: Double

  /// Creates a location.
  public init(id: String, latitude: Double, longitude: Double) {
    self.id = id
    self.latitude = latitude
    self.longitude = longitude
  }
}
