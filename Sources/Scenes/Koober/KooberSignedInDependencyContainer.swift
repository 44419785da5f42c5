import Foundation
import Screenplay
import ScreenplaySeams
import Screens

/// Makes the signed-in part's screens, as the book's `KooberSignedInDependencyContainer` does:
/// it exists only once someone has signed in, holds their session, and makes every child screen
/// anew.
@MainActor
final class KooberSignedInDependencyContainer {
  let userSession: UserSession
  let environment: AppEnvironment
  /// The app's main view model, told when the user signs out.
  let mainViewModel: MainViewModel
  /// The app's session repository, which signing out goes through.
  let userSessionRepository: any UserSessionRepository
  /// The app's window, which says when a screen can present its alert.
  let window: AppWindow

  init(
    userSession: UserSession, environment: AppEnvironment, mainViewModel: MainViewModel,
    userSessionRepository: any UserSessionRepository, window: AppWindow
  ) {
    self.userSession = userSession
    self.environment = environment
    self.mainViewModel = mainViewModel
    self.userSessionRepository = userSessionRepository
    self.window = window
  }

  func makeProfileScreen(doneWithProfileResponder: any DoneWithProfileResponder)
    -> ProfileScreen
  {
    ProfileScreen(
      viewModel: ProfileViewModel(
        userSession: userSession, notSignedInResponder: mainViewModel,
        doneWithProfileResponder: doneWithProfileResponder,
        userSessionRepository: userSessionRepository, makeID: environment.makeID),
      window: window)
  }

  func makeGettingUsersLocationScreen(responder: any DeterminedPickUpLocationResponder)
    -> GettingUsersLocationScreen
  {
    GettingUsersLocationScreen(
      viewModel: GettingUsersLocationViewModel(
        locator: makeLocator(), determinedPickUpLocationResponder: responder,
        makeID: environment.makeID),
      window: window)
  }

  /// The defaults key a log sets to state the device's location: `defaults:
  /// device.location="unavailable"` is a device whose location services are off.
  static let deviceLocationKey = "device.location"

  /// The book's fake locator, on a device as the log states it (see ``deviceLocationKey``).
  private func makeLocator() -> FakeLocator {
    let device = UserDefaults.standard.string(forKey: Self.deviceLocationKey)
    return FakeLocator(isAvailable: device != "unavailable")
  }

  func makePickMeUpScreen(
    pickupLocation: Location, responder: any NewRideRequestAcceptedResponder
  ) -> PickMeUpScreen {
    let viewModel = PickMeUpViewModel(
      pickupLocation: pickupLocation,
      newRideRepository: KooberNewRideRepository(
        userSession: userSession, transport: environment.transport),
      newRideRequestAcceptedResponder: responder,
      mapViewModel: PickMeUpMapViewModel(pickupLocation: pickupLocation),
      makeID: environment.makeID)
    return PickMeUpScreen(viewModel: viewModel, pickupLocation: pickupLocation, factory: self)
  }

  func makeDropoffLocationPickerScreen(pickupLocation: Location, viewModel: PickMeUpViewModel)
    -> DropoffLocationPickerScreen
  {
    DropoffLocationPickerScreen(
      viewModel: DropoffLocationPickerViewModel(
        pickupLocation: pickupLocation,
        locationRepository: KooberLocationRepository(transport: environment.transport),
        dropoffLocationDeterminedResponder: viewModel,
        cancelDropoffLocationSelectionResponder: viewModel, makeID: environment.makeID),
      window: window)
  }

  func makeRideOptionPickerScreen(
    responder: any RideOptionDeterminedResponder, isCovered: @escaping () -> Bool
  ) -> RideOptionPickerScreen {
    RideOptionPickerScreen(
      viewModel: RideOptionPickerViewModel(
        repository: KooberRideOptionRepository(transport: environment.transport),
        rideOptionDeterminedResponder: responder, makeID: environment.makeID),
      window: window, isCovered: isCovered)
  }

  func makeWaitingForPickupScreen(navigator: any GoToNewRideNavigator) -> WaitingForPickupScreen {
    WaitingForPickupScreen(viewModel: WaitingForPickupViewModel(goToNewRideNavigator: navigator))
  }
}
