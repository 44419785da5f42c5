/// Finds places to be dropped off at: the book's repository, with an `async` method where it
/// returns a promise.
public protocol LocationRepository: Sendable {
  /// The places matching `query`, searched near `pickupLocation`.
  func searchForLocations(using query: String, pickupLocation: Location) async throws
    -> [NamedLocation]
}
