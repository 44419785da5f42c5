import Observation

/// The welcome screen's behaviour: its two buttons hand navigation to the onboarding container.
///
/// The chapter elides this view model; this follows the book's sample code. It has no state of
/// its own.
@MainActor @Observable
public final class WelcomeViewModel {
  // MARK: - Properties
  let goToSignUpNavigator: any GoToSignUpNavigator
  let goToSignInNavigator: any GoToSignInNavigator

  // MARK: - Methods
  /// Creates the view model over the navigators its buttons use (the onboarding view model).
  public init(
    goToSignUpNavigator: any GoToSignUpNavigator,
    goToSignInNavigator: any GoToSignInNavigator
  ) {
    self.goToSignUpNavigator = goToSignUpNavigator
    self.goToSignInNavigator = goToSignInNavigator
  }

  /// The Sign Up button: shows the sign-up screen.
  public func showSignUpView() {
    goToSignUpNavigator.navigateToSignUp()
  }

  /// The Sign In button: shows the sign-in screen.
  public func showSignInView() {
    goToSignInNavigator.navigateToSignIn()
  }
}
