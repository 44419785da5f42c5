import Screenplay
import Screens

/// The profile screen, presented by the signed-in container: the user's name, email and mobile
/// number, Sign Out, and Done in its navigation bar; the "Sign Out Error" alert.
@MainActor
final class ProfileScreen: ContainedScreen, AlertingScreen {
  nonisolated static let name = "Profile"

  let viewModel: ProfileViewModel
  private let alert = ErrorAlert()
  /// The window, which says when the screen can present its alert.
  private let window: AppWindow

  init(viewModel: ProfileViewModel, window: AppWindow) {
    self.viewModel = viewModel
    self.window = window
  }

  /// As `viewDidLoad`: observe the errors.
  func start() {
    alert.observe(viewModel.errorMessages) { [weak self, window] in window.canPresent(from: self) }
  }

  var showsAlert: Bool { alert.isPresented }
  var takesInput: Bool { !alert.isPresented }

  func send(_ event: ProfileEvent) {
    if case .dismissAlert = event {
      alert.dismiss()
      return
    }
    guard !alert.isPresented else { return }
    switch event {
    case .tapDone: viewModel.dismiss()
    case .tapSignOut: viewModel.signOut()
    case .dismissAlert: break
    }
  }

  func render(into canvas: inout Canvas) {
    canvas.title("My Profile")
    canvas.button("Done")
    let profile = viewModel.userProfile
    canvas.value("Name", profile.name)
    canvas.value("Email", profile.email)
    canvas.value("Mobile Number", profile.mobileNumber)
    canvas.button("Sign Out")
    alert.render(into: &canvas)
  }
}

/// What a user does on the profile screen.
enum ProfileEvent: LoggableEvent {
  /// Done in the navigation bar was tapped.
  case tapDone
  /// Sign Out was tapped.
  case tapSignOut
  /// OK on the "Sign Out Error" alert.
  case dismissAlert

  static let vocabulary = [
    EventSpec<ProfileEvent>("done.tap", summary: "taps Done, closing the profile") { _ in .tapDone
    },
    EventSpec<ProfileEvent>("signOut.tap", summary: "taps Sign Out") { _ in .tapSignOut },
    EventSpec<ProfileEvent>("alert.dismiss", summary: "taps OK on the \"Sign Out Error\" alert") {
      _ in .dismissAlert
    },
  ]

  var logged: LoggedEvent {
    switch self {
    case .tapDone: LoggedEvent("done.tap")
    case .tapSignOut: LoggedEvent("signOut.tap")
    case .dismissAlert: LoggedEvent("alert.dismiss")
    }
  }
}
