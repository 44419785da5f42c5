import Screenplay
import Screens

/// The ride-option picker embedded in pick-me-up: one segment per option, at most three (the
/// book's control shows `segments.prefix(3)`), the selected one marked, and the "Ride Option
/// Error" alert.
@MainActor
final class RideOptionPickerScreen: AlertingScreen {
  nonisolated static let name = "RideOptionPicker"

  let viewModel: RideOptionPickerViewModel
  private let alert = ErrorAlert()
  /// Whether an alert of the screen it is embedded in covers it.
  private let isCovered: () -> Bool
  /// The window, which says when the screen can present its alert.
  private let window: AppWindow

  init(
    viewModel: RideOptionPickerViewModel, window: AppWindow, isCovered: @escaping () -> Bool
  ) {
    self.viewModel = viewModel
    self.window = window
    self.isCovered = isCovered
  }

  /// As `viewDidLoad`: observe the errors and load the options at `pickupLocation`.
  func start(availableAt pickupLocation: Location) {
    alert.observe(viewModel.errorMessages) { [weak self, window] in window.canPresent(from: self) }
    viewModel.loadRideOptions(availableAt: pickupLocation)
  }

  var showsAlert: Bool { alert.isPresented }
  var takesInput: Bool { !alert.isPresented && !isCovered() && !shownSegments.isEmpty }

  /// How many of the segments on screen are selected.
  var selectedCount: Int { shownSegments.filter(\.isSelected).count }

  func send(_ event: RideOptionPickerEvent) {
    switch event {
    case .dismissAlert:
      alert.dismiss()
    case .tapOption(let title):
      guard !alert.isPresented, !isCovered(), let segment = segment(titled: title) else { return }
      viewModel.select(rideOptionID: segment.id)
    }
  }

  /// A tap on a segment that is not there cannot happen on screen: the log is wrong.
  func refusal(of event: RideOptionPickerEvent) -> EventRefusal? {
    guard case .tapOption(let title) = event, !alert.isPresented, !isCovered(),
      segment(titled: title) == nil
    else { return nil }
    let titles = shownSegments.map { LogValue.quoted($0.title) }
    return EventRefusal(
      message: "no ride option titled \(LogValue.quoted(title)) is on screen",
      hint: titles.isEmpty
        ? "no options have loaded yet: send the tap after their answer"
        : "the options are " + titles.joined(separator: ", "))
  }

  /// The most segments the control shows, as the book's `maxRideOptionSegments`.
  static let maxRideOptionSegments = 3

  /// The segments on screen: the first ``maxRideOptionSegments``.
  private var shownSegments: ArraySlice<RideOptionSegmentViewModel> {
    viewModel.pickerSegments.segments.prefix(Self.maxRideOptionSegments)
  }

  private func segment(titled title: String) -> RideOptionSegmentViewModel? {
    shownSegments.first { $0.title == title }
  }

  func render(into canvas: inout Canvas) {
    canvas.title("Ride Options")
    for segment in shownSegments {
      canvas.text((segment.isSelected ? "(•) " : "( ) ") + segment.title)
    }
    alert.render(into: &canvas)
  }
}

/// What a user does in the ride-option picker.
enum RideOptionPickerEvent: LoggableEvent {
  /// The segment titled `title` was tapped.
  case tapOption(String)
  /// OK on the "Ride Option Error" alert.
  case dismissAlert

  static let vocabulary = [
    EventSpec<RideOptionPickerEvent>(
      "option.tap", ["title": .string], summary: "taps the ride option titled title"
    ) { .tapOption($0.string("title")) },
    EventSpec<RideOptionPickerEvent>(
      "alert.dismiss", summary: "taps OK on the \"Ride Option Error\" alert"
    ) { _ in .dismissAlert },
  ]

  var logged: LoggedEvent {
    switch self {
    case .tapOption(let title): LoggedEvent("option.tap", ["title": .string(title)])
    case .dismissAlert: LoggedEvent("alert.dismiss")
    }
  }
}
