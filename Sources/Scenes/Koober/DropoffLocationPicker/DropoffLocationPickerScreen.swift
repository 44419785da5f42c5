import Screenplay
import Screens

/// The drop-off picker, presented over pick-me-up: a search field, its results, Cancel, and the
/// "Location Error" alert. Tapping a result picks it.
@MainActor
final class DropoffLocationPickerScreen: AlertingScreen {
  nonisolated static let name = "DropoffLocationPicker"

  let viewModel: DropoffLocationPickerViewModel
  private let alert = ErrorAlert()
  /// The window, which says when the screen can present its alert.
  private let window: AppWindow

  init(viewModel: DropoffLocationPickerViewModel, window: AppWindow) {
    self.viewModel = viewModel
    self.window = window
  }

  /// As `viewDidLoad`: observe the errors.
  func start() {
    alert.observe(viewModel.errorMessages) { [weak self, window] in window.canPresent(from: self) }
  }

  var showsAlert: Bool { alert.isPresented }
  var takesInput: Bool { !alert.isPresented }

  func send(_ event: DropoffLocationPickerEvent) {
    if case .dismissAlert = event {
      alert.dismiss()
      return
    }
    guard !alert.isPresented else { return }
    switch event {
    case .typeSearch(let text): viewModel.searchInput = text
    case .tapResult(let name):
      if let result = result(named: name) { viewModel.select(dropoffLocation: result) }
    case .tapCancel: viewModel.cancelDropoffLocationSelection()
    case .dismissAlert: break
    }
  }

  /// A tap on a result that is not in the list cannot happen on screen: the log is wrong.
  func refusal(of event: DropoffLocationPickerEvent) -> EventRefusal? {
    guard case .tapResult(let name) = event, !alert.isPresented, result(named: name) == nil
    else { return nil }
    let names = viewModel.searchResults.map { LogValue.quoted($0.name) }
    return EventRefusal(
      message: "no result named \(LogValue.quoted(name)) is on screen",
      hint: names.isEmpty
        ? "the list is empty: type a search whose answer holds it first"
        : "the results are " + names.joined(separator: ", "))
  }

  private func result(named name: String) -> NamedLocation? {
    viewModel.searchResults.first { $0.name == name }
  }

  func render(into canvas: inout Canvas) {
    canvas.title("Where To?")
    canvas.textField("Search", text: viewModel.searchInput, placeholder: "Where to?")
    canvas.section("results (\(viewModel.searchResults.count))") { canvas in
      for result in viewModel.searchResults { canvas.text(result.name) }
    }
    canvas.button("Cancel")
    alert.render(into: &canvas)
  }
}
