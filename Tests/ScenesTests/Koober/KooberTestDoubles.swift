import Foundation
import Screenplay
import Screens

/// A session repository for the Koober view-model tests: answers reads and sign-ups with canned
/// results (sign-ups at once, or after a latency on a virtual clock) and records what it was asked.
final class KooberTestRepository: UserSessionRepository {
  struct Failure: Error {}

  /// What reading the stored session does.
  enum ReadAnswer: Sendable {
    case session(UserSession)
    case nothingStored
    case failure
  }

  private let readAnswer: ReadAnswer
  private let signUpAnswer: UserSession?
  private let latency: Duration
  private let clock: (any Clock<Duration>)?
  private let recorded = Locked<(reads: Int, accounts: [NewAccount])>((0, []))

  /// Reads as `read` says; signs up as `signUp` (or fails when it is `nil`), `latency` after the
  /// attempt on `clock` (at once without a clock).
  init(
    read: ReadAnswer = .nothingStored, signUp: UserSession? = nil, latency: Duration = .zero,
    on clock: (any Clock<Duration>)? = nil
  ) {
    readAnswer = read
    signUpAnswer = signUp
    self.latency = latency
    self.clock = clock
  }

  /// How many times the stored session was read.
  var reads: Int { recorded.withLock { $0.reads } }
  /// Every account signed up, in order.
  var accounts: [NewAccount] { recorded.withLock { $0.accounts } }

  func readUserSession() async throws -> UserSession? {
    recorded.withLock { $0.reads += 1 }
    switch readAnswer {
    case .session(let userSession): return userSession
    case .nothingStored: return nil
    case .failure: throw Failure()
    }
  }

  func signUp(newAccount: NewAccount) async throws -> UserSession {
    recorded.withLock { $0.accounts.append(newAccount) }
    if let clock { try await clock.sleep(for: latency) }
    guard let signUpAnswer else { throw Failure() }
    return signUpAnswer
  }

  func signIn(email: String, password: Secret) async throws -> UserSession {
    throw Failure()
  }

  func signOut(userSession: UserSession) async throws -> UserSession { userSession }
}

/// Records, in order, every call the Koober view models make to the objects they respond or
/// navigate into, as readable strings such as `"signedIn(Johnny Appleseed)"`.
@MainActor
final class KooberCallRecorder: SignedInResponder, NotSignedInResponder, GoToSignUpNavigator,
  GoToSignInNavigator, DeterminedPickUpLocationResponder, GoToNewRideNavigator
{
  private(set) var calls: [String] = []

  func signedIn(to userSession: UserSession) {
    calls.append("signedIn(\(userSession.profile.name))")
  }

  func notSignedIn() {
    calls.append("notSignedIn")
  }

  func navigateToSignUp() {
    calls.append("navigateToSignUp")
  }

  func navigateToSignIn() {
    calls.append("navigateToSignIn")
  }

  func pickUpUser(at location: Location) {
    calls.append("pickUpUser(\(location.id), \(location.latitude), \(location.longitude))")
  }

  func navigateToNewRide() {
    calls.append("navigateToNewRide")
  }
}

/// A locator that never finds the user.
struct FailingLocator: Locator {
  struct Failure: Error {}

  func getUsersCurrentLocation() async throws -> Location {
    throw Failure()
  }
}

/// Shared values for the Koober tests.
enum KooberTestData {
  /// The first id `SequentialIDs` makes.
  static let firstID = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
  /// The second id `SequentialIDs` makes.
  static let secondID = UUID(uuidString: "00000000-0000-0000-0000-000000000002")!
  /// A pickup location in San Francisco.
  static let sanFrancisco = Location(id: "sf", latitude: 37.7749, longitude: -122.4194)
}
