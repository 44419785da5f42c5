import Screenplay
import Screens

/// The app's root, ported from the chapter's `MainViewController`: the launch screen first; then,
/// as the main view model's `view` says, onboarding presented full screen over it, or the
/// signed-in container added in its place.
///
/// - `presentOnboarding()` makes onboarding anew and presents it full screen, animated; once
///   presented it removes the launch screen and any signed-in container.
/// - `presentSignedIn(userSession:)` removes the launch screen, keeps an existing signed-in
///   container or makes one for the session, and dismisses onboarding if it is presented.
///
/// Animations end at once: what a completion handler does happens in the same step.
@MainActor
final class MainContainer {
  let viewModel: MainViewModel
  private let factory: KooberAppDependencyContainer
  private var launch: LaunchScreen?
  private var onboarding: OnboardingContainer?
  private var signedIn: SignedInContainer?
  private var subscription: Subscription?

  init(viewModel: MainViewModel, factory: KooberAppDependencyContainer) {
    self.viewModel = viewModel
    self.factory = factory
  }

  /// As `viewDidLoad`: follow the view model.
  func start() {
    subscription = Subscription(viewModel, \.view) { [weak self] view in
      self?.present(view)
    }
  }

  private func present(_ view: MainView) {
    switch view {
    case .launching: presentLaunching()
    case .onboarding: if onboarding == nil { presentOnboarding() }
    case .signedIn(let userSession): presentSignedIn(userSession: userSession)
    }
  }

  private func presentLaunching() {
    let launch = factory.makeLaunchScreen()
    self.launch = launch
    launch.start()
  }

  private func presentOnboarding() {
    let onboarding = factory.makeOnboardingContainer()
    self.onboarding = onboarding
    onboarding.start()
    // The presentation's completion handler:
    launch = nil
    signedIn = nil
  }

  private func presentSignedIn(userSession: UserSession) {
    launch = nil
    if signedIn == nil {
      let signedIn = factory.makeSignedInContainer(session: userSession)
      self.signedIn = signedIn
      signedIn.start()
    }
    onboarding?.stop()
    onboarding = nil
  }

  /// What the root shows, then onboarding or what the signed-in screens present over it.
  var navigation: Navigation {
    var root: [ShownScreen] = []
    if let launch { root.append(ShownScreen(launch)) }
    if let signedIn { root.append(signedIn.shown) }
    var layers = [NavigationLayer("Main", stack: root)]
    if let onboarding { layers.append(onboarding.layer(presented: "full screen, animated")) }
    layers += signedIn?.presentedLayers ?? []
    return Navigation(layers)
  }
}
