import Screenplay

/// What a user does on the welcome screen.
enum WelcomeEvent: LoggableEvent {
  /// Sign Up was tapped.
  case tapSignUp
  /// Sign In was tapped.
  case tapSignIn

  static let vocabulary = [
    EventSpec<WelcomeEvent>("signUp.tap", summary: "taps Sign Up") { _ in .tapSignUp },
    EventSpec<WelcomeEvent>("signIn.tap", summary: "taps Sign In") { _ in .tapSignIn },
  ]

  var logged: LoggedEvent {
    switch self {
    case .tapSignUp: LoggedEvent("signUp.tap")
    case .tapSignIn: LoggedEvent("signIn.tap")
    }
  }
}
