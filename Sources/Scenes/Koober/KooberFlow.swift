import Screenplay
import ScreenplaySeams
import Screens

/// The Koober app from launch to pickup, replayed as one flow: main → launch → onboarding
/// (welcome → sign in / sign up, Back by the system) → signed in (getting the user's location →
/// pick-me-up → drop-off picker → ride options → confirm → sending → waiting for pickup; the
/// profile, whose Sign Out goes back to onboarding).
///
/// The containers are ports of the chapter's view controllers (``MainContainer``,
/// ``OnboardingContainer``, ``SignedInContainer``, ``PickMeUpScreen``); the objects come from the
/// two dependency containers, as in the book. See `Docs/Screens/Koober.md`.
@MainActor
public final class KooberFlow: Flow {
  public nonisolated static let name = "Koober"

  public nonisolated static let screens: [any Screen.Type] = [
    LaunchScreen.self, WelcomeScreen.self, SignInScene.self, SignUpScreen.self,
    SignedInContainer.self, GettingUsersLocationScreen.self, PickMeUpScreen.self,
    DropoffLocationPickerScreen.self, RideOptionPickerScreen.self, SendingRideRequestScreen.self,
    WaitingForPickupScreen.self, ProfileScreen.self,
  ]

  private let main: MainContainer

  /// Builds the app's root over `environment`.
  public init(environment: AppEnvironment) {
    main = KooberAppDependencyContainer(environment: environment).makeMainContainer()
  }

  /// Launches the app.
  public func start() {
    main.start()
  }

  public var navigation: Navigation { main.navigation }
}
