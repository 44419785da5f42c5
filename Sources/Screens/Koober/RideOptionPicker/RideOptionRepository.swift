/// Reads the ride options on offer: the book's repository, with an `async` method where it
/// returns a promise.
public protocol RideOptionRepository: Sendable {
  /// The ride options available at `pickupLocation`, in the order the picker shows them.
  func readRideOptions(availableAt pickupLocation: Location) async throws -> [RideOption]
}
