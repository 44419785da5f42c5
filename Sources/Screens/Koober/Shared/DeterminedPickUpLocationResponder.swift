/// Takes over once the user's pickup location is known (the signed-in container).
@MainActor
public protocol DeterminedPickUpLocationResponder: AnyObject {
  /// Starts picking the user up at `location`.
  func pickUpUser(at location: Location)
}
