/// A search result of the drop-off picker: a place's name and where it is.
///
/// JSON (the synthesized `Codable` shape):
/// `{"location": {"id": "…", "latitude": 37.79, "longitude": -122.40}, "name": "Chinatown"}`.
public struct NamedLocation: Sendable, Hashable, Codable {
  /// The place's name as the list shows it.
  public let name: String
  /// Where the place is.
  public let location: Location

  /// Creates a named location.
  public init(name: String, location: Location) {
    self.name = name
    self.location = location
  }
}
