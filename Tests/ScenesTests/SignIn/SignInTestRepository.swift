import Screenplay
import Screens

/// A repository for view-model tests: records sign-in attempts and answers with a canned result,
/// at once or after a latency on a (virtual) clock.
final class SignInTestRepository: UserSessionRepository {
  struct Failure: Error {}

  private let answer: UserSession?
  private let latency: Duration
  private let clock: (any Clock<Duration>)?
  private let attempts = Locked<[(email: String, password: Secret)]>([])

  /// Signs in as `answer`, or fails when it is `nil`, `latency` after the attempt on `clock` (at
  /// once without a clock).
  init(answer: UserSession?, latency: Duration = .zero, on clock: (any Clock<Duration>)? = nil) {
    self.answer = answer
    self.latency = latency
    self.clock = clock
  }

  /// The credentials of every sign-in, in order.
  var signIns: [(email: String, password: Secret)] { attempts.withLock { $0 } }

  func readUserSession() async throws -> UserSession? { nil }

  func signUp(newAccount: NewAccount) async throws -> UserSession {
    throw Failure()
  }

  func signIn(email: String, password: Secret) async throws -> UserSession {
    attempts.withLock { $0.append((email, password)) }
    if let clock { try await clock.sleep(for: latency) }
    guard let answer else { throw Failure() }
    return answer
  }

  func signOut(userSession: UserSession) async throws -> UserSession { userSession }
}
