import Foundation
import Observation
import ScreenplaySeams

/// The sign-in screen's state and behaviour, ported from the article.
///
/// The view binds its text fields to ``email`` and ``password``, its controls' enabled states and
/// spinner to the outputs, taps call ``signIn()``, and it presents each of ``errorMessages`` as an
/// alert. There is no validation: empty credentials go to the server like any others.
@MainActor @Observable
public final class SignInViewModel {
  // MARK: - Properties
  let userSessionRepository: any UserSessionRepository
  let signedInResponder: any SignedInResponder
  private let tasks: any TaskSpawning
  private let makeID: @Sendable () -> UUID

  // MARK: - Methods
  /// Creates the view model; `tasks` starts the sign-in request, `makeID` names error messages.
  public init(
    userSessionRepository: any UserSessionRepository,
    signedInResponder: any SignedInResponder,
    tasks: any TaskSpawning,
    makeID: @escaping @Sendable () -> UUID
  ) {
    self.userSessionRepository = userSessionRepository
    self.signedInResponder = signedInResponder
    self.tasks = tasks
    self.makeID = makeID
    (errorMessages, errorMessagesContinuation) = AsyncStream.makeStream(of: ErrorMessage.self)
  }

  deinit {
    errorMessagesContinuation.finish()
  }

  /// The email field's text.
  public var email = ""
  /// The password field's text; it never prints.
  public var password: Secret = ""

  // MARK: - Outputs
  /// Failures to show, each once, in order (the article's error message publisher).
  public let errorMessages: AsyncStream<ErrorMessage>
  private let errorMessagesContinuation: AsyncStream<ErrorMessage>.Continuation

  /// Whether the email field accepts input.
  public private(set) var emailInputEnabled = true
  /// Whether the password field accepts input.
  public private(set) var passwordInputEnabled = true
  /// Whether the Sign In button can be tapped.
  public private(set) var signInButtonEnabled = true
  /// Whether the spinner in the Sign In button runs.
  public private(set) var signInActivityIndicatorAnimating = false

  // MARK: - Task Methods
  /// Signs in with the current email and password.
  ///
  /// Success hands the session to the signed-in responder and leaves the screen as it is (inputs
  /// disabled, spinner running) while the app navigates away. Failure sends "Sign In Failed",
  /// then makes the screen editable again.
  public func signIn() {
    indicateSigningIn()
    tasks.spawn { [self, email, password] in
      await signIn(email: email, password: password)
    }
  }

  private func signIn(email: String, password: Secret) async {
    do {
      let userSession = try await userSessionRepository.signIn(email: email, password: password)
      signedInResponder.signedIn(to: userSession)
    } catch {
      indicateErrorSigningIn(error)
    }
  }

  func indicateSigningIn() {
    emailInputEnabled = false
    passwordInputEnabled = false
    signInButtonEnabled = false
    signInActivityIndicatorAnimating = true
  }

  func indicateErrorSigningIn(_ error: any Error) {
    errorMessagesContinuation.yield(
      ErrorMessage(
        id: makeID(),
        title: "Sign In Failed",
        message: "Could not sign in.\nPlease try again."))

    emailInputEnabled = true
    passwordInputEnabled = true
    signInButtonEnabled = true
    signInActivityIndicatorAnimating = false
  }
}
