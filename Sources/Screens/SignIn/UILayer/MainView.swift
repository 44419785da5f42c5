/// What the app's root shows: the article's model-driven navigation state.
public enum MainView: Sendable, Equatable {
  /// The launch screen, while the app looks for a stored session.
  case launching
  /// Welcome, sign-in and sign-up: nobody is signed in.
  case onboarding
  /// The signed-in part of the app, for `userSession`.
  case signedIn(userSession: UserSession)
}
