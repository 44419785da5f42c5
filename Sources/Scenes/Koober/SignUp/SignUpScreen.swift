import Screenplay
import ScreenplaySeams
import Screens

/// The sign-up screen: five fields and Sign Up, and the "Sign Up Failed" alert. Disabled fields
/// and buttons ignore events, and so does everything beneath the alert.
@MainActor
final class SignUpScreen: Screen {
  nonisolated static let name = "SignUp"

  let viewModel: SignUpViewModel
  private let alert = ErrorAlert()

  init(viewModel: SignUpViewModel) {
    self.viewModel = viewModel
  }

  /// As the view controller's `viewDidLoad`: observe the errors.
  func start() {
    alert.observe(viewModel.errorMessages)
  }

  func send(_ event: SignUpEvent) {
    if case .dismissAlert = event {
      alert.dismiss()
      return
    }
    guard !alert.isPresented else { return }
    switch event {
    case .typeName(let text): if viewModel.nameInputEnabled { viewModel.name = text }
    case .typeNickname(let text): if viewModel.nicknameInputEnabled { viewModel.nickname = text }
    case .typeEmail(let text): if viewModel.emailInputEnabled { viewModel.email = text }
    case .typeMobileNumber(let text):
      if viewModel.mobileNumberInputEnabled { viewModel.mobileNumber = text }
    case .typePassword(let text):
      if viewModel.passwordInputEnabled { viewModel.password = Screens.Secret(text.revealed) }
    case .tapSignUp: if viewModel.signUpButtonEnabled { viewModel.signUp() }
    case .dismissAlert: break
    }
  }

  func render(into canvas: inout Canvas) {
    canvas.title("Sign Up")
    canvas.textField(
      "Name", text: viewModel.name, placeholder: "Name", enabled: viewModel.nameInputEnabled)
    canvas.textField(
      "Nickname", text: viewModel.nickname, placeholder: "Nickname",
      enabled: viewModel.nicknameInputEnabled)
    canvas.textField(
      "Email", text: viewModel.email, placeholder: "Email", enabled: viewModel.emailInputEnabled)
    canvas.textField(
      "Mobile Number", text: viewModel.mobileNumber, placeholder: "Mobile Number",
      enabled: viewModel.mobileNumberInputEnabled)
    canvas.secureField(
      "Password", secret: ScreenplaySeams.Secret(viewModel.password.revealed),
      placeholder: "Password",
      enabled: viewModel.passwordInputEnabled)
    canvas.button(
      viewModel.signUpButtonEnabled ? "Sign Up" : "", enabled: viewModel.signUpButtonEnabled)
    canvas.activityIndicator(
      animating: viewModel.signUpActivityIndicatorAnimating, label: "signing up")
    alert.render(into: &canvas)
  }
}
