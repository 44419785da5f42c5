import Observation

/// The onboarding container's state: welcome, then sign in or sign up, as in the chapter.
///
/// Forward navigation is model-driven: the welcome screen's view model calls
/// ``navigateToSignIn()`` or ``navigateToSignUp()``, which set ``navigationAction`` to `.present`.
/// Backward navigation is system-driven: the view reports every screen it ends up showing through
/// ``uiPresented(onboardingView:)``, which sets `.presented`. The view shows a screen for each
/// `.present` that differs from the previous value (the chapter's `removeDuplicates()`) and does
/// nothing for `.presented`.
@MainActor @Observable
public final class OnboardingViewModel: GoToSignUpNavigator, GoToSignInNavigator {
  // MARK: - Properties
  /// The latest navigation step; starts at `.present(view: .welcome)`.
  public private(set) var navigationAction: OnboardingNavigationAction = .present(view: .welcome)

  // MARK: - Methods
  /// Creates the view model, asking for the welcome screen.
  public init() {}

  /// Asks the view to show the sign-up screen.
  public func navigateToSignUp() {
    navigationAction = .present(view: .signup)
  }

  /// Asks the view to show the sign-in screen.
  public func navigateToSignIn() {
    navigationAction = .present(view: .signin)
  }

  /// Records that `onboardingView` is on screen, including after the system's Back button.
  public func uiPresented(onboardingView: OnboardingView) {
    navigationAction = .presented(view: onboardingView)
  }
}
