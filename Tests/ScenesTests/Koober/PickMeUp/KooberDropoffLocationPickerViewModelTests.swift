import Foundation
import Screenplay
import ScreenplaySeams
import Screens
import Testing

@MainActor
@Suite("Koober drop-off location picker view model")
struct KooberDropoffLocationPickerViewModelTests {
  private let harness = Harness()
  private let responder = PickMeUpRecordingResponder()
  private let ids = PickMeUpCountingIDs()

  private func makeViewModel(_ repository: PickMeUpTestLocationRepository)
    -> DropoffLocationPickerViewModel
  {
    harness.run {
      DropoffLocationPickerViewModel(
        pickupLocation: PickMeUpTestData.pickup, locationRepository: repository,
        dropoffLocationDeterminedResponder: responder,
        cancelDropoffLocationSelectionResponder: responder, makeID: ids.makeID)
    }
  }

  @Test("it searches once for the empty query when created, as the book's publisher does")
  func initialSearch() {
    let repository = PickMeUpTestLocationRepository(
      ["": .init(results: [PickMeUpTestData.chinatown, PickMeUpTestData.ferryBuilding])])

    let viewModel = makeViewModel(repository)

    #expect(repository.searches.map(\.query) == [""])
    #expect(repository.searches.map(\.pickup) == [PickMeUpTestData.pickup])
    #expect(viewModel.searchInput == "")
    #expect(
      viewModel.searchResults == [PickMeUpTestData.chinatown, PickMeUpTestData.ferryBuilding])
  }

  @Test("every change of the input searches for it near the pickup location")
  func everyChangeSearches() {
    let repository = PickMeUpTestLocationRepository([
      "Chi": .init(results: [PickMeUpTestData.chinatown]),
      "Fe": .init(results: [PickMeUpTestData.ferryBuilding]),
    ])
    let viewModel = makeViewModel(repository)

    harness.run { viewModel.searchInput = "C" }
    harness.run { viewModel.searchInput = "Ch" }
    harness.run { viewModel.searchInput = "Chi" }
    #expect(viewModel.searchResults == [PickMeUpTestData.chinatown])
    harness.run { viewModel.searchInput = "Fe" }

    #expect(repository.searches.map(\.query) == ["", "C", "Ch", "Chi", "Fe"])
    #expect(repository.searches.allSatisfy { $0.pickup == PickMeUpTestData.pickup })
    #expect(viewModel.searchResults == [PickMeUpTestData.ferryBuilding])
  }

  @Test("only the latest search lands when an older one answers after it")
  func onlyLatestSearchLands() {
    let repository = PickMeUpTestLocationRepository(
      [
        "Ch": .init(results: [PickMeUpTestData.ferryBuilding], latency: .milliseconds(500)),
        "Chi": .init(results: [PickMeUpTestData.chinatown], latency: .milliseconds(100)),
      ], on: harness.clock)
    let viewModel = makeViewModel(repository)

    harness.run { viewModel.searchInput = "Ch" }
    harness.run { viewModel.searchInput = "Chi" }
    #expect(viewModel.searchResults == [])
    harness.advance(by: .milliseconds(100))
    #expect(viewModel.searchResults == [PickMeUpTestData.chinatown])
    harness.advance(by: .milliseconds(400))

    #expect(viewModel.searchResults == [PickMeUpTestData.chinatown])
    #expect(harness.problems.isEmpty)
  }

  @Test("an older search's results do not land even while the latest is still out")
  func staleResultsDroppedWhileLatestPending() {
    let repository = PickMeUpTestLocationRepository(
      [
        "Ch": .init(results: [PickMeUpTestData.ferryBuilding], latency: .milliseconds(100)),
        "Chi": .init(results: [PickMeUpTestData.chinatown], latency: .milliseconds(500)),
      ], on: harness.clock)
    let viewModel = makeViewModel(repository)

    harness.run { viewModel.searchInput = "Ch" }
    harness.run { viewModel.searchInput = "Chi" }
    harness.advance(by: .milliseconds(100))
    #expect(viewModel.searchResults == [])
    harness.advance(by: .milliseconds(400))

    #expect(viewModel.searchResults == [PickMeUpTestData.chinatown])
  }

  @Test("a failed search sends \"Location Error\" and keeps the results it had")
  func failureSendsLocationError() async {
    let repository = PickMeUpTestLocationRepository([
      "": .init(results: [PickMeUpTestData.chinatown]), "zzz": .init(results: nil),
    ])
    let viewModel = makeViewModel(repository)
    var messages = viewModel.errorMessages.makeAsyncIterator()

    harness.run { viewModel.searchInput = "zzz" }

    let message = await messages.next()
    #expect(message?.id == UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
    #expect(message?.title == "Location Error")
    #expect(
      message?.message
        == "Sorry, we ran into an unexpected error while getting locations.\nPlease try again.")
    #expect(viewModel.searchResults == [PickMeUpTestData.chinatown])
  }

  @Test("an older search's failure still sends \"Location Error\", as in the book; results stay")
  func staleFailureStillShows() {
    let repository = PickMeUpTestLocationRepository(
      [
        "Ch": .init(results: nil, latency: .milliseconds(500)),
        "Chi": .init(results: [PickMeUpTestData.chinatown], latency: .milliseconds(100)),
      ], on: harness.clock)
    let viewModel = makeViewModel(repository)

    harness.run { viewModel.searchInput = "Ch" }
    harness.run { viewModel.searchInput = "Chi" }
    harness.advance(by: .milliseconds(500))

    #expect(ids.count == 1)
    #expect(viewModel.searchResults == [PickMeUpTestData.chinatown])
  }

  @Test("selecting a place hands its location to the responder and changes nothing else")
  func selectForwardsLocation() {
    let repository = PickMeUpTestLocationRepository([
      "Chi": .init(results: [PickMeUpTestData.chinatown, PickMeUpTestData.ferryBuilding])
    ])
    let viewModel = makeViewModel(repository)
    harness.run { viewModel.searchInput = "Chi" }

    harness.run { viewModel.select(dropoffLocation: PickMeUpTestData.ferryBuilding) }

    #expect(responder.calls == ["dropOffUser(at: ferry)"])
    #expect(viewModel.searchInput == "Chi")
    #expect(
      viewModel.searchResults == [PickMeUpTestData.chinatown, PickMeUpTestData.ferryBuilding])
    #expect(repository.searches.map(\.query) == ["", "Chi"])
  }

  @Test("cancelling forwards to the cancel responder")
  func cancelForwards() {
    let viewModel = makeViewModel(PickMeUpTestLocationRepository())

    viewModel.cancelDropoffLocationSelection()

    #expect(responder.calls == ["cancelDropoffLocationSelection()"])
  }
}
