import Screenplay
import Screens

/// The screen shown while the app finds where the user is, with the error alert if it cannot.
@MainActor
final class GettingUsersLocationScreen: ContainedScreen, AlertingScreen {
  nonisolated static let name = "GettingUsersLocation"

  let viewModel: GettingUsersLocationViewModel
  private let alert = ErrorAlert()

  init(viewModel: GettingUsersLocationViewModel) {
    self.viewModel = viewModel
  }

  /// As `viewDidLoad`: observe the errors, then ask for the location.
  func start() {
    alert.observe(viewModel.errorMessages)
    viewModel.getUsersCurrentLocation()
  }

  var showsAlert: Bool { alert.isPresented }
  var takesInput: Bool { false }

  func send(_ event: AlertEvent) {
    alert.dismiss()
  }

  func render(into canvas: inout Canvas) {
    canvas.title("Finding your location...")
    canvas.activityIndicator(animating: !alert.isPresented, label: "locating")
    alert.render(into: &canvas)
  }
}
