/// Takes over when the app finds nobody signed in at launch.
@MainActor
public protocol NotSignedInResponder {
  /// Called when no stored session was found.
  func notSignedIn()
}
