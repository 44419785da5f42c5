import Screens
import Testing

@MainActor
@Suite("Koober welcome view model")
struct KooberWelcomeViewModelTests {
  private let recorder = KooberCallRecorder()

  private func makeViewModel() -> WelcomeViewModel {
    WelcomeViewModel(goToSignUpNavigator: recorder, goToSignInNavigator: recorder)
  }

  @Test("Sign Up navigates to sign-up, once")
  func showSignUp() {
    makeViewModel().showSignUpView()

    #expect(recorder.calls == ["navigateToSignUp"])
  }

  @Test("Sign In navigates to sign-in, once")
  func showSignIn() {
    makeViewModel().showSignInView()

    #expect(recorder.calls == ["navigateToSignIn"])
  }

  @Test("each tap navigates, in order, and nothing happens before a tap")
  func tapsInOrder() {
    let viewModel = makeViewModel()
    #expect(recorder.calls.isEmpty)

    viewModel.showSignInView()
    viewModel.showSignUpView()
    viewModel.showSignInView()

    #expect(recorder.calls == ["navigateToSignIn", "navigateToSignUp", "navigateToSignIn"])
  }
}
