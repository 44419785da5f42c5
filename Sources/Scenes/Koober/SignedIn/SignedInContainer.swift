import Screenplay
import Screens

/// The signed-in part of the app, ported from the chapter's `SignedInViewController`: it follows
/// the view model's `view` and, on each change, makes a new child screen through its factory and
/// transitions to it, so every child starts from its initial state.
///
/// Its root view holds the profile button in front of every child, as the book's
/// `SignedInRootView` does; it follows `showingProfileScreen`, presenting a new profile screen
/// while it is true.
@MainActor
final class SignedInContainer: ContainedScreen, AlertingScreen {
  nonisolated static let name = "SignedIn"

  let viewModel: SignedInViewModel
  private let factory: KooberSignedInDependencyContainer
  /// The child on screen: a new screen for each of the view model's views.
  private(set) var child: (any ContainedScreen)?
  /// The profile screen, while it is presented.
  private var profile: ProfileScreen?
  private var subscriptions: [Subscription] = []

  init(viewModel: SignedInViewModel, factory: KooberSignedInDependencyContainer) {
    self.viewModel = viewModel
    self.factory = factory
  }

  /// As `viewDidLoad`: follow the view model.
  func start() {
    subscriptions = [
      Subscription(viewModel, \.view) { [weak self] view in self?.present(view) },
      Subscription(viewModel, \.showingProfileScreen) { [weak self] showing in
        self?.showProfile(showing)
      },
    ]
  }

  /// Presents a new profile screen, or dismisses the one up.
  private func showProfile(_ showing: Bool) {
    guard showing else {
      profile = nil
      return
    }
    guard profile == nil else { return }
    let screen = factory.makeProfileScreen(doneWithProfileResponder: viewModel)
    profile = screen
    screen.start()
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

  var showsAlert: Bool { false }

  /// Whether the profile button takes a tap: not while an alert of the child, presented over
  /// everything, covers it.
  var takesInput: Bool { child.map { !$0.shown.showsAlertWithin } ?? true }

  func send(_ event: SignedInEvent) {
    guard takesInput else { return }
    viewModel.presentProfileScreen()
  }

  /// Who is signed in, and the profile button; the child draws itself beneath.
  func render(into canvas: inout Canvas) {
    let profile = viewModel.userSession.profile
    canvas.value("signed in", "\(profile.name) <\(profile.email)>")
    canvas.button("Profile")
  }

  /// This container, with its child embedded.
  var shown: ShownScreen {
    ShownScreen(self, embedded: child.map { [$0.shown] } ?? [])
  }

  /// What the child presents, then the profile screen.
  var presentedLayers: [NavigationLayer] {
    var layers = child?.presentedLayers ?? []
    if let profile {
      layers.append(
        NavigationLayer("Profile", presented: "modally, animated", stack: [ShownScreen(profile)]))
    }
    return layers
  }
}

/// What a user does on the signed-in container itself.
enum SignedInEvent: LoggableEvent {
  /// The profile button was tapped.
  case tapProfile

  static let vocabulary = [
    EventSpec<SignedInEvent>("profile.tap", summary: "taps the profile button") { _ in
      .tapProfile
    }
  ]

  var logged: LoggedEvent { LoggedEvent("profile.tap") }
}
