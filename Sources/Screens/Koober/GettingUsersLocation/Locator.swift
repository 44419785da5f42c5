/// Finds where the user is: the book's `Locator`, with `async` where the book returns a promise.
public protocol Locator: Sendable {
  /// The user's current location.
  func getUsersCurrentLocation() async throws -> Location
}
