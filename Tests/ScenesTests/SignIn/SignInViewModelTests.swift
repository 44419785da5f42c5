import Foundation
import Screenplay
import Screens
import Testing

@MainActor
@Suite("Sign-in view model")
struct SignInViewModelTests {
  private let harness = Harness()
  private let mainViewModel = MainViewModel()

  private func makeViewModel(_ repository: SignInTestRepository) -> SignInViewModel {
    SignInViewModel(
      userSessionRepository: repository, signedInResponder: mainViewModel,
      makeID: SequentialIDs().next)
  }

  @Test("it starts empty and editable, with the spinner stopped")
  func initialState() {
    let viewModel = makeViewModel(SignInTestRepository(answer: nil))

    #expect(viewModel.email == "")
    #expect(viewModel.password.isEmpty)
    #expect(viewModel.emailInputEnabled)
    #expect(viewModel.passwordInputEnabled)
    #expect(viewModel.signInButtonEnabled)
    #expect(!viewModel.signInActivityIndicatorAnimating)
  }

  @Test("signing in disables the inputs and starts the spinner before the server answers")
  func signInIndicatesSigningIn() {
    let viewModel = makeViewModel(
      SignInTestRepository(
        answer: SignInTestData.johnny, latency: .milliseconds(1500), on: harness.clock))

    harness.run { viewModel.signIn() }

    #expect(!viewModel.emailInputEnabled)
    #expect(!viewModel.passwordInputEnabled)
    #expect(!viewModel.signInButtonEnabled)
    #expect(viewModel.signInActivityIndicatorAnimating)
    #expect(mainViewModel.view == .launching)
    harness.advance(by: .milliseconds(1500))
    #expect(mainViewModel.view == .signedIn(userSession: SignInTestData.johnny))
  }

  @Test("signing in sends the credentials as typed, even empty ones")
  func sendsCredentialsAsTyped() {
    let repository = SignInTestRepository(answer: nil)
    let viewModel = makeViewModel(repository)

    harness.run { viewModel.signIn() }
    viewModel.email = "johnny@gmail.com "
    viewModel.password = "password"
    harness.run { viewModel.signIn() }

    #expect(repository.signIns.map(\.email) == ["", "johnny@gmail.com "])
    #expect(repository.signIns.map(\.password) == ["", "password"])
  }

  @Test("success hands the session to the responder and leaves the screen disabled")
  func successRespondsAndStaysDisabled() {
    let viewModel = makeViewModel(SignInTestRepository(answer: SignInTestData.johnny))

    harness.run { viewModel.signIn() }

    #expect(mainViewModel.view == .signedIn(userSession: SignInTestData.johnny))
    #expect(!viewModel.emailInputEnabled)
    #expect(!viewModel.signInButtonEnabled)
    #expect(viewModel.signInActivityIndicatorAnimating)
  }

  @Test("failure sends \"Sign In Failed\" and makes the screen editable again")
  func failureSendsMessageAndReenables() async {
    let viewModel = makeViewModel(SignInTestRepository(answer: nil))
    var messages = viewModel.errorMessages.makeAsyncIterator()

    harness.run { viewModel.signIn() }

    let message = await messages.next()
    #expect(message?.id == UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
    #expect(message?.title == "Sign In Failed")
    #expect(message?.message == "Could not sign in.\nPlease try again.")
    #expect(viewModel.emailInputEnabled)
    #expect(viewModel.passwordInputEnabled)
    #expect(viewModel.signInButtonEnabled)
    #expect(!viewModel.signInActivityIndicatorAnimating)
    #expect(mainViewModel.view == .launching)
  }

  @Test("the password never shows when described or dumped")
  func passwordNeverShows() {
    let viewModel = makeViewModel(SignInTestRepository(answer: nil))
    viewModel.password = "hunter2"
    var dumped = ""
    dump(viewModel.password, to: &dumped)

    #expect(String(describing: viewModel.password) == "•••")
    #expect(String(reflecting: viewModel.password) == "•••")
    #expect("\(viewModel.password)" == "•••")
    #expect(!dumped.contains("hunter2"))
    #expect(viewModel.password.revealed == "hunter2")
  }
}
