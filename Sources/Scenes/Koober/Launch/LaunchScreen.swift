import Screenplay
import Screens

/// The launch screen: the Koober logo while the app reads the stored session, and the "Sign In
/// Error" alert if it cannot.
@MainActor
final class LaunchScreen: AlertingScreen {
  nonisolated static let name = "Launch"

  let viewModel: LaunchViewModel
  private let alert = ErrorAlert()
  /// The window, which says when the screen can present its alert.
  private let window: AppWindow

  init(viewModel: LaunchViewModel, window: AppWindow) {
    self.viewModel = viewModel
    self.window = window
  }

  /// As the view controller's `viewDidLoad`: observe the errors, then load the session.
  func start() {
    alert.observe(
      viewModel.errorMessages, canPresent: { [weak self, window] in window.canPresent(from: self) },
      reporting: { [viewModel] in viewModel.errorPresentationChanged(to: $0) })
    viewModel.loadUserSession()
  }

  var showsAlert: Bool { alert.isPresented }
  var takesInput: Bool { false }

  func send(_ event: AlertEvent) {
    alert.dismiss()
  }

  func render(into canvas: inout Canvas) {
    canvas.title("Koober")
    alert.render(into: &canvas)
  }
}
