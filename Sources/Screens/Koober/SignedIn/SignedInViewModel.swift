import Observation

/// The signed-in container's state: which step of getting a ride is on screen. The chapter
/// elides it; this follows the book's sample code.
///
/// The child screens respond into it: a located user goes to
/// ``SignedInView/pickMeUp(pickupLocation:)``, an accepted ride request to
/// ``SignedInView/waitingForPickup``, and a new ride back to
/// ``SignedInView/gettingUsersLocation``. The view makes a new child screen (and view model) for
/// every change of ``view``, so each step starts from its initial state.
///
/// The profile screen is shown apart from ``view``, while ``showingProfileScreen`` is true: the
/// profile button calls ``presentProfileScreen()``, and the profile's Done button, through
/// ``DoneWithProfileResponder``, ``finishedViewingProfile()``.
@MainActor @Observable
public final class SignedInViewModel: DeterminedPickUpLocationResponder,
  NewRideRequestAcceptedResponder, GoToNewRideNavigator, DoneWithProfileResponder
{
  // MARK: - Properties
  /// The signed-in user's session, which the signed-in screens act for.
  public let userSession: UserSession
  /// What the container shows now; starts at ``SignedInView/gettingUsersLocation``.
  public private(set) var view: SignedInView = .gettingUsersLocation
  /// Whether the profile screen is up; starts false.
  public private(set) var showingProfileScreen = false

  // MARK: - Methods
  /// Creates the container's view model for `userSession`, getting the user's location.
  public init(userSession: UserSession) {
    self.userSession = userSession
  }

  /// Shows the pick-me-up screen from `location`.
  public func pickUpUser(at location: Location) {
    view = .pickMeUp(pickupLocation: location)
  }

  /// Shows the waiting-for-pickup screen.
  public func newRideRequestAccepted() {
    view = .waitingForPickup
  }

  /// Starts over: gets the user's location again.
  public func navigateToNewRide() {
    view = .gettingUsersLocation
  }

  /// Shows the profile screen: the profile button's action.
  public func presentProfileScreen() {
    showingProfileScreen = true
  }

  /// Takes the profile screen down.
  public func finishedViewingProfile() {
    showingProfileScreen = false
  }
}
