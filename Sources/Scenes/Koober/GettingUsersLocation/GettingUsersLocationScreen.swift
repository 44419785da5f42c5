import Screenplay
import Screens

/// The screen shown while the app finds where the user is, as the book's
/// `GettingUsersLocationRootView` draws it: the logo and the "Finding your location..." label,
/// nothing else (no spinner), with the error alert over them if the locator fails.
@MainActor
final class GettingUsersLocationScreen: ContainedScreen, AlertingScreen {
  nonisolated static let name = "GettingUsersLocation"

  let viewModel: GettingUsersLocationViewModel
  private let alert = ErrorAlert()
  /// The window, which says when the screen can present its alert.
  private let window: AppWindow

  init(viewModel: GettingUsersLocationViewModel, window: AppWindow) {
    self.viewModel = viewModel
    self.window = window
  }

  /// As `viewDidLoad`: observe the errors, then ask for the location.
  func start() {
    alert.observe(viewModel.errorMessages) { [weak self, window] in window.canPresent(from: self) }
    viewModel.getUsersCurrentLocation()
  }

  var showsAlert: Bool { alert.isPresented }
  var takesInput: Bool { false }

  func send(_ event: AlertEvent) {
    alert.dismiss()
  }

  /// The logo, the label, and the alert if one is up.
  func render(into canvas: inout Canvas) {
    canvas.title("Koober")
    canvas.text("Finding your location...")
    alert.render(into: &canvas)
  }
}
