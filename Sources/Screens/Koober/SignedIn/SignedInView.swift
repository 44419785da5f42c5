/// What the signed-in container shows: the book's `SignedInView` (the chapter elides it).
public enum SignedInView: Sendable, Hashable {
  /// Finding where the user is.
  case gettingUsersLocation
  /// Requesting a ride from `pickupLocation`.
  case pickMeUp(pickupLocation: Location)
  /// The ride is booked; waiting for the driver.
  case waitingForPickup
}
