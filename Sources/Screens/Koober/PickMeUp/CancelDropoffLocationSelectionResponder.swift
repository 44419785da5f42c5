/// Takes over when the user backs out of picking a drop-off location (the pick-me-up view model).
@MainActor
public protocol CancelDropoffLocationSelectionResponder: AnyObject {
  /// Goes back to the map without a drop-off location.
  func cancelDropoffLocationSelection()
}
