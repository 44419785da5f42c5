import Screenplay
import Screens

/// Onboarding's navigation controller, ported from the chapter's `OnboardingViewController`: it
/// follows the view model's `navigationAction`, with `removeDuplicates()`, pushing the screen a
/// `.present` names; each screen the stack shows is reported back through `uiPresented`, so the
/// system's Back button, which the model never sees, still reaches it as `.presented`.
///
/// Its three screens are made once and pushed again on each visit, as the chapter's container
/// holds its view controllers: sign-in keeps what was typed across a back-and-forth.
@MainActor
final class OnboardingContainer {
  let viewModel: OnboardingViewModel
  let welcome: WelcomeScreen
  let signIn: SignInScene
  let signUp: SignUpScreen
  /// The navigation stack, bottom first, with how each screen was pushed.
  private var stack: [(view: OnboardingView, animated: Bool)] = []
  private var lastAction: OnboardingNavigationAction?
  private var subscription: Subscription?

  init(
    viewModel: OnboardingViewModel, welcome: WelcomeScreen, signIn: SignInScene,
    signUp: SignUpScreen
  ) {
    self.viewModel = viewModel
    self.welcome = welcome
    self.signIn = signIn
    self.signUp = signUp
  }

  /// As `viewDidLoad`: load the screens' views and follow the navigation action.
  func start() {
    signIn.start()
    signUp.start()
    subscription = Subscription(viewModel, \.navigationAction) { [weak self] action in
      self?.respond(to: action)
    }
  }

  /// Stops following the view model, once dismissed.
  func stop() {
    subscription?.cancel()
  }

  private func respond(to action: OnboardingNavigationAction) {
    guard action != lastAction else { return }
    lastAction = action
    switch action {
    case .present(let view): present(view)
    case .presented: break
    }
  }

  /// Welcome is pushed without animation, sign-in and sign-up with it.
  private func present(_ view: OnboardingView) {
    stack.append((view, animated: view != .welcome))
    didShow(view)
  }

  /// The navigation controller's delegate: a screen finished showing.
  private func didShow(_ view: OnboardingView) {
    viewModel.uiPresented(onboardingView: view)
  }

  /// The system's Back button: pops the top screen, then reports the one beneath as shown.
  private func back() {
    stack.removeLast()
    if let top = stack.last { didShow(top.view) }
  }

  /// The stack as the user sees it; Back shows where the navigation bar does and a screen lies
  /// beneath. While the top screen's alert is up, it covers the navigation bar: Back does
  /// nothing.
  func layer(presented presentation: String) -> NavigationLayer {
    let shown = stack.map { entry in
      ShownScreen(screen(for: entry.view), note: note(for: entry.view, animated: entry.animated))
    }
    var back: (@MainActor () -> Void)?
    if stack.count > 1, let top = stack.last?.view, !top.hidesNavigationBar() {
      back = { [weak self] in
        guard let self, (self.screen(for: top) as? any AlertingScreen)?.showsAlert != true
        else { return }
        self.back()
      }
    }
    return NavigationLayer("Onboarding", presented: presentation, stack: shown, back: back)
  }

  private func screen(for view: OnboardingView) -> any Screen {
    switch view {
    case .welcome: welcome
    case .signin: signIn
    case .signup: signUp
    }
  }

  private func note(for view: OnboardingView, animated: Bool) -> String {
    let pushed = animated ? "pushed, animated" : "pushed, not animated"
    return view.hidesNavigationBar() ? pushed + ", no navigation bar" : pushed
  }
}
