import Screenplay
import Screens

/// The signed-in part of the app, ported from the chapter's `SignedInViewController`: it follows
/// the view model's `view` and, on each change, makes a new child screen through its factory and
/// transitions to it, so every child starts from its initial state.
@MainActor
final class SignedInContainer: ContainedScreen {
  nonisolated static let name = "SignedIn"

  let viewModel: SignedInViewModel
  private let factory: KooberSignedInDependencyContainer
  /// The child on screen: a new screen for each of the view model's views.
  private(set) var child: (any ContainedScreen)?
  private var subscription: Subscription?

  init(viewModel: SignedInViewModel, factory: KooberSignedInDependencyContainer) {
    self.viewModel = viewModel
    self.factory = factory
  }

  /// As `viewDidLoad`: follow the view model.
  func start() {
    subscription = Subscription(viewModel, \.view) { [weak self] view in
      self?.present(view)
    }
  }

  private func present(_ view: SignedInView) {
    switch view {
    case .gettingUsersLocation:
      transition(to: factory.makeGettingUsersLocationScreen(responder: viewModel))
    case .pickMeUp(let pickupLocation):
      transition(
        to: factory.makePickMeUpScreen(pickupLocation: pickupLocation, responder: viewModel))
    case .waitingForPickup:
      transition(to: factory.makeWaitingForPickupScreen(navigator: viewModel))
    }
  }

  /// Removes the current child and adds `screen` full screen.
  private func transition(to screen: any ContainedScreen) {
    child = screen
    screen.start()
  }

  func send(_ event: NoEvent) {}

  /// Who is signed in; the child draws itself beneath.
  func render(into canvas: inout Canvas) {
    let profile = viewModel.userSession.profile
    canvas.value("signed in", "\(profile.name) <\(profile.email)>")
  }

  /// This container, with its child embedded.
  var shown: ShownScreen {
    ShownScreen(self, embedded: child.map { [$0.shown] } ?? [])
  }

  /// What the child presents.
  var presentedLayers: [NavigationLayer] { child?.presentedLayers ?? [] }
}
