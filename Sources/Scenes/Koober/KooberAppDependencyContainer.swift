import Screenplay
import ScreenplaySeams
import Screens

/// Makes the app's long-lived objects and the screens of the signed-out part, as the book's
/// `KooberAppDependencyContainer` does: one main view model and session repository for the app;
/// onboarding's objects made anew each time onboarding is presented; nothing of the signed-in
/// part before someone has signed in.
@MainActor
final class KooberAppDependencyContainer {
  let environment: AppEnvironment
  let mainViewModel = MainViewModel()
  let userSessionRepository: any UserSessionRepository
  /// The app's window, which says when a screen can present its alert; its root is the main
  /// container once made.
  let window = AppWindow()

  init(environment: AppEnvironment) {
    self.environment = environment
    userSessionRepository = SignInScene.makeUserSessionRepository(store: environment.store)
  }

  func makeMainContainer() -> MainContainer {
    let main = MainContainer(viewModel: mainViewModel, factory: self)
    window.root = main
    return main
  }

  func makeLaunchScreen() -> LaunchScreen {
    LaunchScreen(
      viewModel: LaunchViewModel(
        userSessionRepository: userSessionRepository, notSignedInResponder: mainViewModel,
        signedInResponder: mainViewModel, makeID: environment.makeID),
      window: window)
  }

  func makeOnboardingContainer() -> OnboardingContainer {
    let onboardingViewModel = OnboardingViewModel()
    let signIn = SignInScene(
      viewModel: SignInViewModel(
        userSessionRepository: userSessionRepository, signedInResponder: mainViewModel,
        makeID: environment.makeID),
      mainViewModel: mainViewModel, tasks: environment.tasks)
    signIn.isInWindow = { [weak signIn, window] in window.canPresent(from: signIn) }
    return OnboardingContainer(
      viewModel: onboardingViewModel,
      welcome: WelcomeScreen(
        viewModel: WelcomeViewModel(
          goToSignUpNavigator: onboardingViewModel, goToSignInNavigator: onboardingViewModel)),
      signIn: signIn,
      signUp: SignUpScreen(
        viewModel: SignUpViewModel(
          userSessionRepository: userSessionRepository, signedInResponder: mainViewModel,
          makeID: environment.makeID),
        window: window))
  }

  func makeSignedInContainer(session userSession: UserSession) -> SignedInContainer {
    let factory = KooberSignedInDependencyContainer(
      userSession: userSession, environment: environment, mainViewModel: mainViewModel,
      userSessionRepository: userSessionRepository, window: window)
    return SignedInContainer(
      viewModel: SignedInViewModel(userSession: userSession), factory: factory)
  }
}
