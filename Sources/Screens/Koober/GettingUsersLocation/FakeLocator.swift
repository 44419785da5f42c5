/// The book's fake locator: the user is in central Sydney, found 2 seconds after asking, as the
/// book's `FakeLocator` answers from `asyncAfter(deadline: .now() + 2)`.
public struct FakeLocator: Locator {
  /// Where the fake puts the user: id `"0"`, latitude -33.864308, longitude 151.209146.
  public static let location = Location(id: "0", latitude: -33.864308, longitude: 151.209146)
  /// How long the fake takes to answer.
  public static let delay = Duration.seconds(2)

  /// Why a fake without a location fails.
  public struct Unavailable: Error {}

  private let isAvailable: Bool

  // MARK: - Methods
  /// Creates the fake; with `isAvailable` false it fails after the same delay, as a device whose
  /// location services are off. The book's fake always finds the user.
  public init(isAvailable: Bool = true) {
    self.isAvailable = isAvailable
  }

  /// ``location`` after ``delay``; or, unavailable, ``Unavailable`` after it.
  public func getUsersCurrentLocation() async throws -> Location {
    try await Task.sleep(for: Self.delay)
    guard isAvailable else { throw Unavailable() }
    return Self.location
  }
}
