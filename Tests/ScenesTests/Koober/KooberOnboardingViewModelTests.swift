import Screenplay
import ScreenplaySeams
import Screens
import Testing

@MainActor
@Suite("Koober onboarding view model")
struct KooberOnboardingViewModelTests {
  /// What a view that drops repeated values (the chapter's `removeDuplicates()`) and pushes a
  /// screen for each `.present` does with the values `actions` produces, starting from the
  /// current one: the screens it pushes, in order.
  private func pushes(
    _ viewModel: OnboardingViewModel, _ actions: [(OnboardingViewModel) -> Void]
  ) -> [OnboardingView] {
    var last = viewModel.navigationAction
    var pushed: [OnboardingView] = []
    if case .present(let view) = last { pushed.append(view) }
    for action in actions {
      action(viewModel)
      let current = viewModel.navigationAction
      guard current != last else { continue }
      last = current
      if case .present(let view) = current { pushed.append(view) }
    }
    return pushed
  }

  @Test("it starts by asking for the welcome screen")
  func startsAtWelcome() {
    #expect(OnboardingViewModel().navigationAction == .present(view: .welcome))
  }

  @Test("navigating asks for sign-in or sign-up")
  func navigatingPresents() {
    let viewModel = OnboardingViewModel()

    viewModel.navigateToSignIn()
    #expect(viewModel.navigationAction == .present(view: .signin))
    viewModel.navigateToSignUp()
    #expect(viewModel.navigationAction == .present(view: .signup))
  }

  @Test("the view's report of a shown screen becomes .presented")
  func uiPresentedRecordsPresented() {
    let viewModel = OnboardingViewModel()
    viewModel.navigateToSignIn()

    viewModel.uiPresented(onboardingView: .signin)
    #expect(viewModel.navigationAction == .presented(view: .signin))
    viewModel.uiPresented(onboardingView: .welcome)
    #expect(viewModel.navigationAction == .presented(view: .welcome))
  }

  @Test("present and presented of the same screen differ")
  func presentDiffersFromPresented() {
    #expect(
      OnboardingNavigationAction.present(view: .welcome)
        != OnboardingNavigationAction.presented(view: .welcome))
    #expect(
      OnboardingNavigationAction.present(view: .signin)
        == OnboardingNavigationAction.present(view: .signin))
  }

  @Test("welcome → sign in → system Back → sign in again pushes sign-in a second time")
  func signInAgainAfterBackPushesAgain() {
    let viewModel = OnboardingViewModel()

    let pushed = pushes(
      viewModel,
      [
        { $0.uiPresented(onboardingView: .welcome) },
        { $0.navigateToSignIn() },
        { $0.uiPresented(onboardingView: .signin) },
        { $0.uiPresented(onboardingView: .welcome) },  // the system's Back button
        { $0.navigateToSignIn() },
      ])

    #expect(pushed == [.welcome, .signin, .signin])
  }

  @Test("without the view's report, asking for sign-in again is a duplicate the view drops")
  func withoutPresentedTheRepeatIsDropped() {
    let viewModel = OnboardingViewModel()

    let pushed = pushes(viewModel, [{ $0.navigateToSignIn() }, { $0.navigateToSignIn() }])

    #expect(pushed == [.welcome, .signin])
  }

  @Test("the welcome buttons drive onboarding through the navigators")
  func welcomeDrivesOnboarding() {
    let onboarding = OnboardingViewModel()
    let welcome = WelcomeViewModel(
      goToSignUpNavigator: onboarding, goToSignInNavigator: onboarding)

    welcome.showSignUpView()
    #expect(onboarding.navigationAction == .present(view: .signup))
    onboarding.uiPresented(onboardingView: .welcome)
    welcome.showSignInView()
    #expect(onboarding.navigationAction == .present(view: .signin))
  }

  @Test("a reused sign-in screen keeps what was typed across a Back and a second visit")
  func reusedSignInKeepsState() {
    let onboarding = OnboardingViewModel()
    let signIn = SignInViewModel(
      userSessionRepository: KooberTestRepository(), signedInResponder: KooberCallRecorder(),
      makeID: SequentialIDs().next)

    onboarding.navigateToSignIn()
    signIn.email = "johnny@gmail.com"
    onboarding.uiPresented(onboardingView: .welcome)
    onboarding.navigateToSignIn()

    #expect(onboarding.navigationAction == .present(view: .signin))
    #expect(signIn.email == "johnny@gmail.com")
  }

  @Test("only the welcome screen hides the navigation bar")
  func hidesNavigationBar() {
    #expect(OnboardingView.welcome.hidesNavigationBar())
    #expect(!OnboardingView.signin.hidesNavigationBar())
    #expect(!OnboardingView.signup.hidesNavigationBar())
  }
}
