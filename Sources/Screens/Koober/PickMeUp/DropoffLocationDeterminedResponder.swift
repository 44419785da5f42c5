/// Takes over once the user has picked where to be dropped off (the pick-me-up view model).
@MainActor
public protocol DropoffLocationDeterminedResponder: AnyObject {
  /// Continues the ride request with `location` as its drop-off.
  func dropOffUser(at location: Location)
}
