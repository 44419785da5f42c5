import Screenplay
import Screens
import Testing

@MainActor
@Suite("Koober signed-in view model")
struct KooberSignedInViewModelTests {
  @Test("it starts getting the user's location and holds the session")
  func initialState() {
    let viewModel = SignedInViewModel(userSession: SignInTestData.johnny)

    #expect(viewModel.view == .gettingUsersLocation)
    #expect(viewModel.userSession == SignInTestData.johnny)
  }

  @Test("a located user goes to pick-me-up from that location")
  func pickUpUser() {
    let viewModel = SignedInViewModel(userSession: SignInTestData.johnny)

    viewModel.pickUpUser(at: KooberTestData.sanFrancisco)

    #expect(viewModel.view == .pickMeUp(pickupLocation: KooberTestData.sanFrancisco))
  }

  @Test("an accepted ride request goes to waiting for pickup")
  func newRideRequestAccepted() {
    let viewModel = SignedInViewModel(userSession: SignInTestData.johnny)
    viewModel.pickUpUser(at: KooberTestData.sanFrancisco)

    viewModel.newRideRequestAccepted()

    #expect(viewModel.view == .waitingForPickup)
  }

  @Test("a new ride goes back to getting the user's location")
  func navigateToNewRide() {
    let viewModel = SignedInViewModel(userSession: SignInTestData.johnny)
    viewModel.pickUpUser(at: KooberTestData.sanFrancisco)
    viewModel.newRideRequestAccepted()

    viewModel.navigateToNewRide()

    #expect(viewModel.view == .gettingUsersLocation)
    #expect(viewModel.userSession == SignInTestData.johnny)
  }

  @Test("a whole ride with fresh child view models: located, accepted, started over, located")
  func wholeRide() {
    let harness = Harness()
    let viewModel = SignedInViewModel(userSession: SignInTestData.johnny)
    var views: [SignedInView] = [viewModel.view]

    let locating = GettingUsersLocationViewModel(
      locator: FakeLocator(), determinedPickUpLocationResponder: viewModel,
      makeID: SequentialIDs().next)
    harness.run { locating.getUsersCurrentLocation() }
    harness.advance(by: FakeLocator.delay)
    views.append(viewModel.view)
    viewModel.newRideRequestAccepted()
    views.append(viewModel.view)
    WaitingForPickupViewModel(goToNewRideNavigator: viewModel).startNewRide()
    views.append(viewModel.view)
    let locatingAgain = GettingUsersLocationViewModel(
      locator: FakeLocator(), determinedPickUpLocationResponder: viewModel,
      makeID: SequentialIDs().next)
    harness.run { locatingAgain.getUsersCurrentLocation() }
    harness.advance(by: FakeLocator.delay)
    views.append(viewModel.view)

    #expect(
      views == [
        .gettingUsersLocation, .pickMeUp(pickupLocation: FakeLocator.location),
        .waitingForPickup, .gettingUsersLocation, .pickMeUp(pickupLocation: FakeLocator.location),
      ])
    #expect(harness.problems.isEmpty)
  }
}
