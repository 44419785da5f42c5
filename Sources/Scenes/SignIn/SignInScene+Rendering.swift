import Screenplay
import ScreenplaySeams
import Screens

extension SignInScene {
  /// Draws the screen as the original app shows it:
  ///
  /// ```text
  /// Sign In
  ///   Email: "johnny@gmail.com" (disabled)
  ///   Password: ••• (disabled)
  ///   [] (disabled)
  ///   (spinner: signing in)
  /// ```
  ///
  /// The disabled button has an empty title, as in the original, so the spinner inside it shows.
  /// A presented alert follows (`alert "Sign In Failed"`, its two message lines, `[OK]`); once
  /// signed in, a last line names where the app went, without the token:
  /// `navigation: signed in as Johnny Appleseed <johnny@gmail.com>`.
  public func render(into canvas: inout Canvas) {
    canvas.title("Sign In")
    renderForm(into: &canvas)
    renderAlert(into: &canvas)
    renderNavigation(into: &canvas)
  }

  private func renderForm(into canvas: inout Canvas) {
    canvas.textField(
      "Email", text: viewModel.email, placeholder: "Email", enabled: viewModel.emailInputEnabled)
    canvas.secureField(
      "Password", secret: ScreenplaySeams.Secret(viewModel.password.revealed),
      placeholder: "Password",
      enabled: viewModel.passwordInputEnabled)
    canvas.button(
      viewModel.signInButtonEnabled ? "Sign In" : "", enabled: viewModel.signInButtonEnabled)
    canvas.activityIndicator(
      animating: viewModel.signInActivityIndicatorAnimating, label: "signing in")
  }

  private func renderAlert(into canvas: inout Canvas) {
    guard let errorMessage = presentedErrorMessage else { return }
    canvas.alert(title: errorMessage.title, message: errorMessage.message, buttons: ["OK"])
  }

  private func renderNavigation(into canvas: inout Canvas) {
    guard case .signedIn(let userSession) = mainViewModel.view else { return }
    let profile = userSession.profile
    canvas.value("navigation", "signed in as \(profile.name) <\(profile.email)>")
  }
}
