import Screenplay
import Screens

extension SignInScene {
  /// `idle`, `signingIn`, `signedIn` or `failed` (an alert up), for `screenplay coverage`.
  public var coverageState: String? {
    if presentedErrorMessage != nil { return "failed" }
    if case .signedIn = mainViewModel.view { return "signedIn" }
    return viewModel.signInActivityIndicatorAnimating ? "signingIn" : "idle"
  }

  /// The screen's transitions; `screenplay coverage SignIn` shows the logs covering each.
  public nonisolated static var transitions: [Transition] {
    let typing = ["email.type", "password.type"]
    let input = typing + ["signIn.tap"]
    return typing.map { Transition("idle", $0, "idle") } + [
      Transition("idle", "signIn.tap", "signingIn"),
      Transition("idle", "alert.dismiss", "idle"),
      // A transport error at once (offline with no latency) fails the tap's own step.
      Transition("idle", "signIn.tap", "failed"),
      Transition("signingIn", "alert.dismiss", "signingIn"),
      Transition("signingIn", Transition.effect, "signedIn"),
      Transition("signingIn", Transition.effect, "failed"),
      Transition("failed", "alert.dismiss", "idle"),
    ] + input.map { Transition("signingIn", $0, "signingIn") }
      + input.map { Transition("failed", $0, "failed") }
      // Signed in, the screen stays up, disabled, until the app navigates away.
      + (input + ["alert.dismiss"]).map { Transition("signedIn", $0, "signedIn") }
  }

  /// What the screen's logs show always holds.
  public nonisolated static var invariants: [Invariant<SignInScene>] {
    [
      Invariant("Sign In is disabled while the spinner runs") {
        !($0.viewModel.signInActivityIndicatorAnimating && $0.viewModel.signInButtonEnabled)
      },
      Invariant("the fields are disabled while the spinner runs") {
        !$0.viewModel.signInActivityIndicatorAnimating
          || !($0.viewModel.emailInputEnabled || $0.viewModel.passwordInputEnabled)
      },
      Invariant("no alert while the spinner runs") {
        $0.presentedErrorMessage == nil || !$0.viewModel.signInActivityIndicatorAnimating
      },
    ]
  }
}
