/// Sends ride requests: the book's repository, with an `async` method where it returns a promise.
public protocol NewRideRepository: Sendable {
  /// Asks for the ride `newRide`; returns once the server has accepted it.
  func request(newRide: NewRideRequest) async throws
}
