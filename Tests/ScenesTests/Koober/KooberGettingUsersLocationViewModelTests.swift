import Screenplay
import Screens
import Testing

@MainActor
@Suite("Koober getting-user's-location view model")
struct KooberGettingUsersLocationViewModelTests {
  private let harness = Harness()
  private let recorder = KooberCallRecorder()

  private func makeViewModel(_ locator: any Locator) -> GettingUsersLocationViewModel {
    GettingUsersLocationViewModel(
      locator: locator, determinedPickUpLocationResponder: recorder,
      makeID: SequentialIDs().next)
  }

  @Test("the fake locator puts the user in central Sydney, id \"0\", 2 seconds after asking")
  func fakeLocation() {
    let viewModel = makeViewModel(FakeLocator())

    harness.run { viewModel.getUsersCurrentLocation() }
    harness.advance(by: .milliseconds(1999))
    #expect(recorder.calls.isEmpty)
    harness.advance(by: .milliseconds(1))

    #expect(recorder.calls == ["pickUpUser(0, -33.864308, 151.209146)"])
    #expect(FakeLocator.location == Location(id: "0", latitude: -33.864308, longitude: 151.209146))
    #expect(harness.problems.isEmpty)
  }

  @Test("a fake without a location fails after the same 2 seconds, with the book's message")
  func unavailableLocation() async {
    let viewModel = makeViewModel(FakeLocator(isAvailable: false))
    var messages = viewModel.errorMessages.makeAsyncIterator()

    harness.run { viewModel.getUsersCurrentLocation() }
    harness.advance(by: .seconds(2))

    let message = await messages.next()
    #expect(message?.title == "Error Getting Location")
    #expect(recorder.calls.isEmpty)
  }

  @Test("nothing is asked before the view asks for the location")
  func nothingBeforeAsking() {
    _ = makeViewModel(FakeLocator())

    #expect(recorder.calls.isEmpty)
  }

  @Test("the location found goes to the responder, once")
  func successResponds() {
    let viewModel = makeViewModel(FakeLocator())

    harness.run { viewModel.getUsersCurrentLocation() }
    harness.advance(by: FakeLocator.delay)

    #expect(recorder.calls == ["pickUpUser(0, -33.864308, 151.209146)"])
    #expect(harness.problems.isEmpty)
  }

  @Test("failure sends \"Error Getting Location\" and responds with nothing")
  func failureSendsMessage() async {
    let viewModel = makeViewModel(FailingLocator())
    var messages = viewModel.errorMessages.makeAsyncIterator()

    harness.run { viewModel.getUsersCurrentLocation() }

    let message = await messages.next()
    #expect(message?.id == KooberTestData.firstID)
    #expect(message?.title == "Error Getting Location")
    #expect(
      message?.message
        == "Could not get your location. Please check location settings and try again.")
    #expect(recorder.calls.isEmpty)
  }

  @Test("trying again after a failure sends a second message with a new id")
  func retrySendsNewMessage() async {
    let viewModel = makeViewModel(FailingLocator())
    var messages = viewModel.errorMessages.makeAsyncIterator()

    harness.run { viewModel.getUsersCurrentLocation() }
    harness.run { viewModel.getUsersCurrentLocation() }

    #expect(await messages.next()?.id == KooberTestData.firstID)
    #expect(await messages.next()?.id == KooberTestData.secondID)
  }
}
