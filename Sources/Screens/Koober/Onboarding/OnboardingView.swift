/// The screens of onboarding: what ``OnboardingViewModel`` navigates between.
public enum OnboardingView: Sendable, Hashable {
  /// The welcome screen, with Sign In and Sign Up buttons.
  case welcome
  /// The sign-in screen.
  case signin
  /// The sign-up screen.
  case signup

  /// Whether the navigation bar is hidden while this screen shows: only the welcome screen hides
  /// it (the book's sample code; the chapter elides it).
  public func hidesNavigationBar() -> Bool {
    switch self {
    case .welcome: true
    case .signin, .signup: false
    }
  }
}

/// A navigation step within onboarding.
public typealias OnboardingNavigationAction = NavigationAction<OnboardingView>
