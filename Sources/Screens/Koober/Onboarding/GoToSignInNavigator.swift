/// Shows the sign-in screen (the onboarding container; the chapter names it but elides it).
@MainActor
public protocol GoToSignInNavigator: AnyObject {
  /// Moves onboarding to the sign-in screen.
  func navigateToSignIn()
}
