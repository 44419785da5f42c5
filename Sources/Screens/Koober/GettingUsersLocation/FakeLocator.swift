/// The book's fake locator: the user is always in central Sydney, found at once (no delay, no
/// clock).
public struct FakeLocator: Locator {
  /// Where the fake puts the user: id `"0"`, latitude -33.864308, longitude 151.209146.
  public static let location = Location(id: "0", latitude: -33.864308, longitude: 151.209146)

  // MARK: - Methods
  /// Creates the fake.
  public init() {}

  /// Always ``location``.
  public func getUsersCurrentLocation() async throws -> Location {
    Self.location
  }
}
