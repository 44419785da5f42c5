/// A kind of ride Koober offers at a pickup location, such as `Wallabee` or `Kangaroo`.
///
/// The book's ride option also carries button and map-marker image URLs per screen scale; a
/// headless port has nothing to draw them with, so it keeps the id and the name the buttons show.
///
/// JSON (the synthesized `Codable` shape): `{"id": "wallabee", "name": "Wallabee"}`.
public struct RideOption: Sendable, Hashable, Codable, Identifiable {
  /// Identifies the option; the ride request carries it.
  public let id: RideOptionID
  /// The name its button shows.
  public let name: String

  /// Creates a ride option.
  public init(id: RideOptionID, name: String) {
    self.id = id
    self.name = name
  }
}
