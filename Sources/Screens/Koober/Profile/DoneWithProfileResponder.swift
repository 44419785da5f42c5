/// Told when the user is done with the profile screen: the book's `DoneWithProfileResponder`.
@MainActor
public protocol DoneWithProfileResponder: AnyObject {
  /// The profile screen was closed.
  func finishedViewingProfile()
}
