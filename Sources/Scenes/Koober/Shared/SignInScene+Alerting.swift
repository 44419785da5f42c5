import Screenplay
import Screens

/// The sign-in screen in the Koober flow: its alert, and whether a field or the button takes
/// input.
extension SignInScene: AlertingScreen {
  var showsAlert: Bool { presentedErrorMessage != nil }

  var takesInput: Bool {
    presentedErrorMessage == nil
      && (viewModel.emailInputEnabled || viewModel.passwordInputEnabled
        || viewModel.signInButtonEnabled)
  }
}
