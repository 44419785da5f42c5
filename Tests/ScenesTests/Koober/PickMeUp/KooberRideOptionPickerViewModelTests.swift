import Foundation
import Screenplay
import ScreenplaySeams
import Screens
import Testing

@MainActor
@Suite("Koober ride-option picker view model")
struct KooberRideOptionPickerViewModelTests {
  private let harness = Harness()
  private let responder = PickMeUpRecordingResponder()

  private func makeViewModel(_ repository: PickMeUpTestRideOptionRepository)
    -> RideOptionPickerViewModel
  {
    RideOptionPickerViewModel(
      repository: repository, rideOptionDeterminedResponder: responder,
      makeID: SequentialIDs().next)
  }

  private func segments(selecting selected: RideOptionID?) -> RideOptionSegmentedControlViewModel {
    RideOptionSegmentedControlViewModel(
      segments: [
        RideOptionSegmentViewModel(
          id: "wallabee", title: "Wallabee", isSelected: selected == "wallabee"),
        RideOptionSegmentViewModel(
          id: "wallaroo", title: "Wallaroo", isSelected: selected == "wallaroo"),
        RideOptionSegmentViewModel(
          id: "kangaroo", title: "Kangaroo", isSelected: selected == "kangaroo"),
      ])
  }

  @Test("it has no segments until the ride options load")
  func initialState() {
    let viewModel = makeViewModel(
      PickMeUpTestRideOptionRepository(options: PickMeUpTestData.rideOptions))

    #expect(viewModel.pickerSegments == RideOptionSegmentedControlViewModel())
    #expect(viewModel.pickerSegments.segments.isEmpty)
  }

  @Test("loading reads the options at the pickup location; the first one shows as selected")
  func loadRideOptions() {
    let repository = PickMeUpTestRideOptionRepository(options: PickMeUpTestData.rideOptions)
    let viewModel = makeViewModel(repository)

    harness.run { viewModel.loadRideOptions(availableAt: PickMeUpTestData.pickup) }

    #expect(repository.reads == [PickMeUpTestData.pickup])
    #expect(viewModel.pickerSegments == segments(selecting: "wallabee"))
    #expect(responder.calls.isEmpty)
  }

  @Test("a failed load sends \"Ride Option Error\" and leaves the segments empty")
  func loadFails() async {
    let viewModel = makeViewModel(PickMeUpTestRideOptionRepository(options: nil))
    var messages = viewModel.errorMessages.makeAsyncIterator()

    harness.run { viewModel.loadRideOptions(availableAt: PickMeUpTestData.pickup) }

    let message = await messages.next()
    #expect(message?.id == UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
    #expect(message?.title == "Ride Option Error")
    #expect(
      message?.message
        == "We're having trouble getting available ride options. "
        + "Please start a new ride and try again.")
    #expect(viewModel.pickerSegments.segments.isEmpty)
  }

  @Test("selecting publishes segments with exactly that option selected, then responds")
  func selectPublishesThenResponds() {
    let viewModel = makeViewModel(
      PickMeUpTestRideOptionRepository(options: PickMeUpTestData.rideOptions))
    harness.run { viewModel.loadRideOptions(availableAt: PickMeUpTestData.pickup) }
    var segmentsAtCall: [RideOptionSegmentedControlViewModel] = []
    // Weakly: the view model holds the responder, which holds this closure.
    responder.onCall = { [weak viewModel] in
      if let viewModel { segmentsAtCall.append(viewModel.pickerSegments) }
    }

    viewModel.select(rideOptionID: "kangaroo")

    #expect(responder.calls == ["pickUpUser(in: kangaroo)"])
    #expect(segmentsAtCall == [segments(selecting: "kangaroo")])
    #expect(viewModel.pickerSegments == segments(selecting: "kangaroo"))
  }

  @Test("selecting again moves the selection; every selection responds")
  func selectAgain() {
    let viewModel = makeViewModel(
      PickMeUpTestRideOptionRepository(options: PickMeUpTestData.rideOptions))
    harness.run { viewModel.loadRideOptions(availableAt: PickMeUpTestData.pickup) }

    viewModel.select(rideOptionID: "kangaroo")
    viewModel.select(rideOptionID: "wallaroo")
    viewModel.select(rideOptionID: "wallaroo")

    #expect(
      responder.calls == [
        "pickUpUser(in: kangaroo)", "pickUpUser(in: wallaroo)", "pickUpUser(in: wallaroo)",
      ])
    #expect(viewModel.pickerSegments == segments(selecting: "wallaroo"))
  }

  @Test("the factory selects the given option, else the first, and makes nothing of nothing")
  func segmentsFactory() {
    #expect(
      RideOptionSegmentsFactory(rideOptions: PickMeUpTestData.rideOptions).makeSegments()
        == segments(selecting: "wallabee").segments)
    #expect(
      RideOptionSegmentsFactory(
        rideOptions: PickMeUpTestData.rideOptions, selectedRideOptionID: "wallaroo"
      ).makeSegments() == segments(selecting: "wallaroo").segments)
    #expect(RideOptionSegmentsFactory(rideOptions: []).makeSegments() == [])
  }
}
