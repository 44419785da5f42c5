import Screenplay
import ScreenplaySeams
import Screens

/// The sign-up screen: five fields and Sign Up, always editable as in the book, and the "Sign Up
/// Failed" alert, beneath which nothing takes input.
@MainActor
final class SignUpScreen: AlertingScreen {
  nonisolated static let name = "SignUp"

  let viewModel: SignUpViewModel
  private let alert = ErrorAlert()
  /// The window, which says when the screen can present its alert.
  private let window: AppWindow

  init(viewModel: SignUpViewModel, window: AppWindow) {
    self.viewModel = viewModel
    self.window = window
  }

  var showsAlert: Bool { alert.isPresented }
  var takesInput: Bool { !alert.isPresented }

  /// As the view controller's `viewDidLoad`: observe the errors.
  func start() {
    alert.observe(viewModel.errorMessages) { [weak self, window] in window.canPresent(from: self) }
  }

  func send(_ event: SignUpEvent) {
    if case .dismissAlert = event {
      alert.dismiss()
      return
    }
    guard !alert.isPresented else { return }
    switch event {
    case .typeName(let text): viewModel.name = text
    case .typeNickname(let text): viewModel.nickname = text
    case .typeEmail(let text): viewModel.email = text
    case .typeMobileNumber(let text): viewModel.mobileNumber = text
    case .typePassword(let text): viewModel.password = Screens.Secret(text.revealed)
    case .tapSignUp: viewModel.signUp()
    case .dismissAlert: break
    }
  }

  func render(into canvas: inout Canvas) {
    canvas.title("Sign Up")
    canvas.textField("Name", text: viewModel.name, placeholder: "Name")
    canvas.textField("Nickname", text: viewModel.nickname, placeholder: "Nickname")
    canvas.textField("Email", text: viewModel.email, placeholder: "Email")
    canvas.textField("Mobile Number", text: viewModel.mobileNumber, placeholder: "Mobile Number")
    canvas.secureField(
      "Password", secret: ScreenplaySeams.Secret(viewModel.password.revealed),
      placeholder: "Password")
    canvas.button("Sign Up")
    alert.render(into: &canvas)
  }
}
