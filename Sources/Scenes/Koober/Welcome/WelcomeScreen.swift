import Screenplay
import Screens

/// The welcome screen: the Koober logo, then Sign In above Sign Up, as the book lays them out.
@MainActor
final class WelcomeScreen: AlertingScreen {
  nonisolated static let name = "Welcome"

  let viewModel: WelcomeViewModel

  init(viewModel: WelcomeViewModel) {
    self.viewModel = viewModel
  }

  var showsAlert: Bool { false }
  var takesInput: Bool { true }

  func send(_ event: WelcomeEvent) {
    switch event {
    case .tapSignUp: viewModel.showSignUpView()
    case .tapSignIn: viewModel.showSignInView()
    }
  }

  func render(into canvas: inout Canvas) {
    canvas.title("Koober")
    canvas.button("Sign In")
    canvas.button("Sign Up")
  }
}
