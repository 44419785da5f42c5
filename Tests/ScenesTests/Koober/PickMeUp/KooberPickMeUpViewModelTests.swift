import Foundation
import Observation
import Screenplay
import ScreenplaySeams
import Screens
import Testing

@MainActor
@Suite("Koober pick-me-up view model")
struct KooberPickMeUpViewModelTests {
  private let harness = Harness()
  private let responder = PickMeUpRecordingResponder()

  private func makeViewModel(_ repository: PickMeUpTestNewRideRepository) -> PickMeUpViewModel {
    PickMeUpViewModel(
      pickupLocation: PickMeUpTestData.pickup, newRideRepository: repository,
      newRideRequestAcceptedResponder: responder,
      mapViewModel: PickMeUpMapViewModel(pickupLocation: PickMeUpTestData.pickup),
      makeID: SequentialIDs().next)
  }

  /// A view model whose request is ready: drop-off chosen, then `wallabee`.
  private func makeReadyViewModel(_ repository: PickMeUpTestNewRideRepository)
    -> PickMeUpViewModel
  {
    let viewModel = makeViewModel(repository)
    viewModel.showSelectDropoffLocationView()
    viewModel.dropOffUser(at: PickMeUpTestData.dropoff)
    viewModel.pickUpUser(in: "wallabee")
    return viewModel
  }

  @Test("it starts on the map with only the pickup location known")
  func initialState() {
    let viewModel = makeViewModel(PickMeUpTestNewRideRepository(accepts: true))

    #expect(viewModel.view == .initial)
    #expect(viewModel.progress == .initial(pickupLocation: PickMeUpTestData.pickup))
    #expect(viewModel.shouldDisplayWhereTo)
    #expect(viewModel.mapViewModel.pickupLocation == PickMeUpTestData.pickup)
    #expect(viewModel.mapViewModel.dropoffLocation == nil)
  }

  @Test("\"Where to?\" shows the drop-off picker and keeps the button; cancelling goes back")
  func whereToThenCancel() {
    let viewModel = makeViewModel(PickMeUpTestNewRideRepository(accepts: true))

    viewModel.showSelectDropoffLocationView()
    #expect(viewModel.view == .selectDropoffLocation)
    #expect(viewModel.shouldDisplayWhereTo)

    viewModel.cancelDropoffLocationSelection()
    #expect(viewModel.view == .initial)
    #expect(viewModel.shouldDisplayWhereTo)
    #expect(viewModel.progress == .initial(pickupLocation: PickMeUpTestData.pickup))
  }

  @Test("a drop-off location sets the waypoints, shows the ride options and marks the map")
  func dropOffUser() {
    let viewModel = makeViewModel(PickMeUpTestNewRideRepository(accepts: true))
    viewModel.showSelectDropoffLocationView()

    viewModel.dropOffUser(at: PickMeUpTestData.dropoff)

    #expect(viewModel.progress == .waypointsDetermined(waypoints: PickMeUpTestData.waypoints))
    #expect(viewModel.view == .selectRideOption)
    #expect(!viewModel.shouldDisplayWhereTo)
    #expect(viewModel.mapViewModel.dropoffLocation == PickMeUpTestData.dropoff)
  }

  @Test("a drop-off location sets the progress, then the view, then the map, in that order")
  func dropOffUserOrder() {
    let viewModel = makeViewModel(PickMeUpTestNewRideRepository(accepts: true))
    viewModel.showSelectDropoffLocationView()
    var progressWhenViewChanged: PickMeUpRequestProgress?
    var viewWhenMapChanged: PickMeUpView?
    withObservationTracking {
      _ = viewModel.view
    } onChange: {
      MainActor.assumeIsolated { progressWhenViewChanged = viewModel.progress }
    }
    withObservationTracking {
      _ = viewModel.mapViewModel.dropoffLocation
    } onChange: {
      MainActor.assumeIsolated { viewWhenMapChanged = viewModel.view }
    }

    viewModel.dropOffUser(at: PickMeUpTestData.dropoff)

    #expect(progressWhenViewChanged == .waypointsDetermined(waypoints: PickMeUpTestData.waypoints))
    #expect(viewWhenMapChanged == .selectRideOption)
  }

  @Test("a ride option makes the request ready and shows the confirm control")
  func pickUpUser() {
    let viewModel = makeReadyViewModel(PickMeUpTestNewRideRepository(accepts: true))

    #expect(
      viewModel.progress
        == .rideRequestReady(
          rideRequest: NewRideRequest(
            waypoints: PickMeUpTestData.waypoints, rideOptionID: "wallabee")
        ))
    #expect(viewModel.view == .confirmRequest)
    #expect(!viewModel.shouldDisplayWhereTo)
  }

  @Test("changing the ride option keeps the waypoints and replaces the option")
  func changeRideOption() {
    let viewModel = makeReadyViewModel(PickMeUpTestNewRideRepository(accepts: true))

    viewModel.pickUpUser(in: "kangaroo")

    #expect(
      viewModel.progress
        == .rideRequestReady(
          rideRequest: NewRideRequest(
            waypoints: PickMeUpTestData.waypoints, rideOptionID: "kangaroo")
        ))
    #expect(viewModel.view == .confirmRequest)
  }

  @Test("sending shows the sending screen until the server accepts, then the final view")
  func sendRideRequestSucceeds() {
    let repository = PickMeUpTestNewRideRepository(
      accepts: true, latency: .milliseconds(800), on: harness.clock)
    let viewModel = makeReadyViewModel(repository)

    harness.run { viewModel.sendRideRequest() }

    #expect(viewModel.view == .sendingRideRequest)
    #expect(!viewModel.shouldDisplayWhereTo)
    #expect(
      repository.requests == [
        NewRideRequest(waypoints: PickMeUpTestData.waypoints, rideOptionID: "wallabee")
      ])
    harness.advance(by: .milliseconds(799))
    #expect(viewModel.view == .sendingRideRequest)
    harness.advance(by: .milliseconds(1))
    #expect(viewModel.view == .final)
    #expect(!viewModel.shouldDisplayWhereTo)
    #expect(responder.calls.isEmpty)
    #expect(harness.problems.isEmpty)
  }

  @Test("the accepted request is handed on only once the view has finished with it")
  func finishedSendingNewRideRequest() {
    let viewModel = makeReadyViewModel(PickMeUpTestNewRideRepository(accepts: true))
    harness.run { viewModel.sendRideRequest() }
    #expect(responder.calls.isEmpty)

    viewModel.finishedSendingNewRideRequest()

    #expect(responder.calls == ["newRideRequestAccepted()"])
  }

  @Test("a failed request sends \"Ride Request Error\"; dismissing it shows the confirm control")
  func sendRideRequestFails() async {
    let viewModel = makeReadyViewModel(PickMeUpTestNewRideRepository(accepts: false))
    var messages = viewModel.errorMessages.makeAsyncIterator()

    harness.run { viewModel.sendRideRequest() }

    let message = await messages.next()
    #expect(message?.id == UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
    #expect(message?.title == "Ride Request Error")
    #expect(message?.message == PickMeUpTestData.rideRequestErrorText)
    #expect(viewModel.view == .sendingRideRequest)

    viewModel.errorPresentationChanged(to: .presenting)
    #expect(viewModel.view == .sendingRideRequest)

    viewModel.errorPresentationChanged(to: .dismissed)
    #expect(viewModel.view == .confirmRequest)
    #expect(
      viewModel.progress
        == .rideRequestReady(
          rideRequest: NewRideRequest(
            waypoints: PickMeUpTestData.waypoints, rideOptionID: "wallabee")
        ))
    #expect(responder.calls.isEmpty)
  }

  @Test("a dismissal with no ride request error pending changes nothing")
  func dismissalWithoutErrorIsIgnored() {
    let repository = PickMeUpTestNewRideRepository(
      accepts: true, latency: .milliseconds(800), on: harness.clock)
    let viewModel = makeReadyViewModel(repository)
    harness.run { viewModel.sendRideRequest() }

    viewModel.errorPresentationChanged(to: .dismissed)

    #expect(viewModel.view == .sendingRideRequest)
    harness.advance(by: .milliseconds(800))
    #expect(viewModel.view == .final)
  }

  @Test("shouldDisplayWhereTo follows the view through the whole flow")
  func shouldDisplayWhereToTable() {
    let repository = PickMeUpTestNewRideRepository(
      accepts: true, latency: .milliseconds(100), on: harness.clock)
    let viewModel = makeViewModel(repository)
    var seen: [PickMeUpView: Bool] = [viewModel.view: viewModel.shouldDisplayWhereTo]
    func note() { seen[viewModel.view] = viewModel.shouldDisplayWhereTo }

    viewModel.showSelectDropoffLocationView()
    note()
    viewModel.dropOffUser(at: PickMeUpTestData.dropoff)
    note()
    viewModel.pickUpUser(in: "wallaroo")
    note()
    harness.run { viewModel.sendRideRequest() }
    note()
    harness.advance(by: .milliseconds(100))
    note()

    #expect(
      seen == [
        .initial: true, .selectDropoffLocation: true, .selectRideOption: false,
        .confirmRequest: false, .sendingRideRequest: false, .final: false,
      ])
  }

  @Test("the pickers collaborate: a drop-off and a ride option make a request ready")
  func pickersCollaborate() {
    let viewModel = makeViewModel(PickMeUpTestNewRideRepository(accepts: true))
    viewModel.showSelectDropoffLocationView()
    let dropoffPicker = harness.run {
      DropoffLocationPickerViewModel(
        pickupLocation: PickMeUpTestData.pickup,
        locationRepository: PickMeUpTestLocationRepository(
          ["": .init(results: [PickMeUpTestData.chinatown])]),
        dropoffLocationDeterminedResponder: viewModel,
        cancelDropoffLocationSelectionResponder: viewModel,
        makeID: SequentialIDs().next)
    }
    let rideOptionPicker = RideOptionPickerViewModel(
      repository: PickMeUpTestRideOptionRepository(options: PickMeUpTestData.rideOptions),
      rideOptionDeterminedResponder: viewModel, makeID: SequentialIDs().next)

    dropoffPicker.select(dropoffLocation: dropoffPicker.searchResults[0])
    #expect(viewModel.view == .selectRideOption)
    harness.run { rideOptionPicker.loadRideOptions(availableAt: PickMeUpTestData.pickup) }
    rideOptionPicker.select(rideOptionID: "kangaroo")

    #expect(viewModel.view == .confirmRequest)
    #expect(
      viewModel.progress
        == .rideRequestReady(
          rideRequest: NewRideRequest(
            waypoints: PickMeUpTestData.waypoints, rideOptionID: "kangaroo")
        ))
  }
}
