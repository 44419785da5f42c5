/// Takes over once a user has signed in: the article's hand-off from the sign-in view model to
/// the rest of the app.
@MainActor
public protocol SignedInResponder {
  /// Called with the new session after a successful sign-in.
  func signedIn(to userSession: UserSession)
}
