/// Shows the sign-up screen (the onboarding container; the chapter names it but elides it).
@MainActor
public protocol GoToSignUpNavigator: AnyObject {
  /// Moves onboarding to the sign-up screen.
  func navigateToSignUp()
}
