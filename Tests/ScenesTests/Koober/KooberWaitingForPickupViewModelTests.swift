import Screens
import Testing

@MainActor
@Suite("Koober waiting-for-pickup view model")
struct KooberWaitingForPickupViewModelTests {
  @Test("Start New Ride navigates to a new ride")
  func startNewRide() {
    let recorder = KooberCallRecorder()
    let viewModel = WaitingForPickupViewModel(goToNewRideNavigator: recorder)
    #expect(recorder.calls.isEmpty)

    viewModel.startNewRide()

    #expect(recorder.calls == ["navigateToNewRide"])
  }

  @Test("in the signed-in container, it goes back to getting the user's location")
  func backToGettingLocation() {
    let container = SignedInViewModel(userSession: SignInTestData.johnny)
    container.pickUpUser(at: KooberTestData.sanFrancisco)
    container.newRideRequestAccepted()
    let viewModel = WaitingForPickupViewModel(goToNewRideNavigator: container)

    viewModel.startNewRide()

    #expect(container.view == .gettingUsersLocation)
  }
}
