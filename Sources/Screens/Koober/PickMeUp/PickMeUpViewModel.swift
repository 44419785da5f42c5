import Foundation
import Observation

/// The pick-me-up screen's container view model, ported from the chapter: it collects the
/// drop-off location and the ride option from its child pickers and sends the ride request.
///
/// The view presents whatever ``view`` says (the drop-off picker, the ride-option picker, the
/// confirm control, the sending screen), shows the "Where to?" button while
/// ``shouldDisplayWhereTo`` is true, and presents each of ``errorMessages`` as an alert,
/// reporting its dismissal through ``errorPresentationChanged(to:)``.
///
/// The child pickers respond into it. They must do so in order: a drop-off location only while
/// the progress is ``PickMeUpRequestProgress/initial(pickupLocation:)``, a ride option only once
/// the waypoints are known. Any other order is a programming error and stops the app, as in the
/// chapter.
@MainActor @Observable
public final class PickMeUpViewModel: DropoffLocationDeterminedResponder,
  RideOptionDeterminedResponder, CancelDropoffLocationSelectionResponder
{
  // MARK: - Properties
  /// How far the ride request has come.
  public private(set) var progress: PickMeUpRequestProgress
  let newRideRepository: any NewRideRepository
  let newRideRequestAcceptedResponder: any NewRideRequestAcceptedResponder
  /// The map behind the screen; it learns the drop-off location from this view model.
  public let mapViewModel: PickMeUpMapViewModel
  private let makeID: @Sendable () -> UUID
  private var awaitingErrorDismissal = false

  /// What the screen shows; starts at ``PickMeUpView/initial``.
  public private(set) var view: PickMeUpView {
    didSet { shouldDisplayWhereTo = Self.displaysWhereTo(in: view) }
  }
  /// Whether the "Where to?" button shows: true while ``view`` is ``PickMeUpView/initial`` or
  /// ``PickMeUpView/selectDropoffLocation``, false otherwise.
  public private(set) var shouldDisplayWhereTo = true

  /// Failures to show, each once, in order (the book's error message publisher).
  public let errorMessages: AsyncStream<ErrorMessage>
  private let errorMessagesContinuation: AsyncStream<ErrorMessage>.Continuation

  // MARK: - Methods
  /// Creates the view model for a ride from `pickupLocation`; `makeID` names error messages.
  public init(
    pickupLocation: Location,
    newRideRepository: any NewRideRepository,
    newRideRequestAcceptedResponder: any NewRideRequestAcceptedResponder,
    mapViewModel: PickMeUpMapViewModel,
    makeID: @escaping @Sendable () -> UUID
  ) {
    self.view = .initial
    self.progress = .initial(pickupLocation: pickupLocation)
    self.newRideRepository = newRideRepository
    self.newRideRequestAcceptedResponder = newRideRequestAcceptedResponder
    self.mapViewModel = mapViewModel
    self.makeID = makeID
    (errorMessages, errorMessagesContinuation) = AsyncStream.makeStream(of: ErrorMessage.self)
  }

  deinit {
    errorMessagesContinuation.finish()
  }

  private static func displaysWhereTo(in view: PickMeUpView) -> Bool {
    switch view {
    case .initial, .selectDropoffLocation:
      true
    case .selectRideOption, .confirmRequest, .sendingRideRequest, .final:
      false
    }
  }

  /// Shows the drop-off location picker: the "Where to?" button's action.
  public func showSelectDropoffLocationView() {
    view = .selectDropoffLocation
  }

  /// Goes back to the map; the progress is unchanged.
  public func cancelDropoffLocationSelection() {
    view = .initial
  }

  /// Records the drop-off location, moves on to picking a ride option and marks the location on
  /// the map, in that order. Stops the app unless the progress is still initial.
  public func dropOffUser(at location: Location) {
    guard case .initial(let pickupLocation) = progress else {
      fatalError("dropOffUser(at:) needs progress .initial, not \(progress)")
    }
    let waypoints = NewRideWaypoints(pickupLocation: pickupLocation, dropoffLocation: location)
    progress = .waypointsDetermined(waypoints: waypoints)
    view = .selectRideOption
    mapViewModel.dropoffLocation = location
  }

  /// Records the ride option and shows the confirm control. Choosing again once a request is
  /// ready keeps its waypoints and replaces its option. Stops the app if the waypoints are not
  /// known yet.
  public func pickUpUser(in rideOptionID: RideOptionID) {
    switch progress {
    case .waypointsDetermined(let waypoints):
      progress = .rideRequestReady(
        rideRequest: NewRideRequest(waypoints: waypoints, rideOptionID: rideOptionID))
    case .rideRequestReady(let oldRideRequest):
      progress = .rideRequestReady(
        rideRequest: NewRideRequest(
          waypoints: oldRideRequest.waypoints, rideOptionID: rideOptionID))
    case .initial:
      fatalError(
        "pickUpUser(in:) needs progress .waypointsDetermined or .rideRequestReady, not \(progress)"
      )
    }
    view = .confirmRequest
  }

  /// Sends the ready ride request: the confirm control's action. Shows the sending screen, then
  /// ``PickMeUpView/final`` once the server accepts. A failure sends "Ride Request Error"; once
  /// the user dismisses it, the confirm control shows again. Stops the app unless a request is
  /// ready.
  public func sendRideRequest() {
    guard case .rideRequestReady(let rideRequest) = progress else {
      fatalError("sendRideRequest() needs progress .rideRequestReady, not \(progress)")
    }
    view = .sendingRideRequest
    Task {
      do {
        try await newRideRepository.request(newRide: rideRequest)
        view = .final
      } catch {
        indicateErrorSendingRideRequest()
      }
    }
  }

  private func indicateErrorSendingRideRequest() {
    awaitingErrorDismissal = true
    errorMessagesContinuation.yield(
      ErrorMessage(
        id: makeID(),
        title: "Ride Request Error",
        message: "There was an error trying to confirm your ride request.\nPlease try again."))
  }

  /// Tells the view model where the view is in showing an error message. Dismissing the ride
  /// request error shows the confirm control again; anything else changes nothing.
  public func errorPresentationChanged(to presentation: ErrorPresentation) {
    guard presentation == .dismissed, awaitingErrorDismissal else { return }
    awaitingErrorDismissal = false
    view = .confirmRequest
  }

  /// Hands over to the signed-in container once the view has finished showing the accepted
  /// request.
  public func finishedSendingNewRideRequest() {
    newRideRequestAcceptedResponder.newRideRequestAccepted()
  }
}
