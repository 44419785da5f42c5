import Screenplay
import Screens

/// The pick-me-up screen, ported from the chapter's `PickMeUpViewController`: the map with the
/// "Where to?" button, and, as the view model's `view` says, the drop-off picker presented over
/// it, the ride-option picker embedded in it, the confirm control, and the sending screen.
///
/// | `view` | what the container does |
/// |---|---|
/// | `initial` | dismisses the drop-off picker if it is up |
/// | `selectDropoffLocation` | presents a new drop-off picker, animated |
/// | `selectRideOption` | dismisses the drop-off picker, then embeds a new ride-option picker |
/// | `confirmRequest` | shows the confirm control (and dismisses the sending screen after a failure's OK) |
/// | `sendingRideRequest` | presents the sending screen |
/// | `final` | dismisses the sending screen, then tells the view model it has finished |
///
/// A failed request's alert is presented over the sending screen, which stays up: OK dismisses
/// the alert, and the view model's `confirmRequest` then dismisses the sending screen.
@MainActor
final class PickMeUpScreen: ContainedScreen, AlertingScreen {
  nonisolated static let name = "PickMeUp"

  let viewModel: PickMeUpViewModel
  private let factory: KooberSignedInDependencyContainer
  private let pickupLocation: Location
  private let alert = ErrorAlert()
  private var dropoffPicker: DropoffLocationPickerScreen?
  private var rideOptionPicker: RideOptionPickerScreen?
  private var showsConfirmControl = false
  private var sending: SendingRideRequestScreen?
  private var subscription: Subscription?

  init(
    viewModel: PickMeUpViewModel, pickupLocation: Location,
    factory: KooberSignedInDependencyContainer
  ) {
    self.viewModel = viewModel
    self.pickupLocation = pickupLocation
    self.factory = factory
  }

  /// As `viewDidLoad`: follow `view` and observe the error messages, presented from the
  /// sending screen while it is up, as the book's `routePresentation(forErrorMessage:)` does.
  func start() {
    subscription = Subscription(viewModel, \.view) { [weak self] view in
      self?.present(view)
    }
    alert.observe(
      viewModel.errorMessages,
      canPresent: { [weak self] in
        guard let self else { return false }
        return factory.window.canPresent(from: sending ?? self)
      },
      reporting: { [weak self] presentation in
        self?.viewModel.errorPresentationChanged(to: presentation)
      })
  }

  private func present(_ view: PickMeUpView) {
    switch view {
    case .initial:
      dropoffPicker = nil
    case .selectDropoffLocation:
      let picker = factory.makeDropoffLocationPickerScreen(
        pickupLocation: pickupLocation, viewModel: viewModel)
      dropoffPicker = picker
      picker.start()
    case .selectRideOption:
      dropoffPicker = nil
      let picker = factory.makeRideOptionPickerScreen(responder: viewModel) { [weak self] in
        self?.alert.isPresented ?? false
      }
      rideOptionPicker = picker
      picker.start(availableAt: pickupLocation)
    case .confirmRequest:
      sending = nil
      showsConfirmControl = true
    case .sendingRideRequest:
      sending = SendingRideRequestScreen(alert: alert)
    case .final:
      sending = nil
      viewModel.finishedSendingNewRideRequest()
    }
  }

  var showsAlert: Bool { alert.isPresented }

  /// Whether Where to? or Confirm is on screen and no alert covers it: the ride-option
  /// picker's alert, presented from the picker, covers this screen too.
  var takesInput: Bool {
    !alert.isPresented && rideOptionPicker?.showsAlert != true
      && (viewModel.shouldDisplayWhereTo || showsConfirm)
  }

  /// How many ride options the embedded picker shows selected; 0 without a picker.
  var selectedRideOptions: Int { rideOptionPicker?.selectedCount ?? 0 }

  /// Whether the confirm control is on screen.
  var showsConfirm: Bool { showsConfirmControl && viewModel.view == .confirmRequest }

  func send(_ event: PickMeUpEvent) {
    switch event {
    case .dismissAlert:
      break  // Refused by refusal(of:): the replay never sends it.
    case .tapWhereTo:
      guard takesInput, viewModel.shouldDisplayWhereTo else { return }
      viewModel.showSelectDropoffLocationView()
    case .tapConfirm:
      guard takesInput, showsConfirm else { return }
      viewModel.sendRideRequest()
    }
  }

  /// OK on pick-me-up itself: it shows no alert of its own, since "Ride Request Error" is
  /// presented over the sending screen, so a log that sends it is wrong whenever it does.
  func refusal(of event: PickMeUpEvent) -> EventRefusal? {
    guard case .dismissAlert = event else { return nil }
    return EventRefusal(
      message:
        "pick-me-up shows no alert of its own: \"Ride Request Error\" shows over the sending screen",
      hint: "tap its OK with SendingRideRequest.alert.dismiss")
  }

  func render(into canvas: inout Canvas) {
    canvas.title("Pick Me Up")
    let map = viewModel.mapViewModel
    canvas.value("map", "pickup \(map.pickupLocation.text)")
    if let dropoff = map.dropoffLocation { canvas.value("drop-off", dropoff.text) }
    if viewModel.shouldDisplayWhereTo { canvas.button("Where to?") }
    if sending == nil { alert.render(into: &canvas) }
  }

  /// This screen, with the ride-option picker embedded and the confirm control below it, as
  /// the book lays them out.
  var shown: ShownScreen {
    ShownScreen(self, embedded: rideOptionPicker.map { [ShownScreen($0)] } ?? []) {
      [showsConfirm] canvas in
      if showsConfirm { canvas.button("Confirm") }
    }
  }

  /// The drop-off picker, or the sending screen.
  var presentedLayers: [NavigationLayer] {
    var layers: [NavigationLayer] = []
    if let dropoffPicker {
      layers.append(
        NavigationLayer(
          "DropoffLocationPicker", presented: "modally, animated",
          stack: [ShownScreen(dropoffPicker)]))
    }
    if let sending {
      layers.append(
        NavigationLayer(
          "SendingRideRequest", presented: "full screen, animated", stack: [ShownScreen(sending)]))
    }
    return layers
  }
}

extension Location {
  /// `Opera House (-33.8568, 151.2153)`-style text for renders: the id and coordinates.
  var text: String { "\(id) (\(latitude), \(longitude))" }
}
