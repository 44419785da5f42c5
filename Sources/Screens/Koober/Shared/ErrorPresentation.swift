/// Where the view is in showing an error message: the book's `ErrorPresentation`, which the view
/// reports back so a view model can act once the user has dismissed the alert.
public enum ErrorPresentation: Sendable, Hashable {
  /// The alert is on screen.
  case presenting
  /// The user dismissed the alert.
  case dismissed
}
