import Foundation
import Observation

/// The sign-in screen's state and behaviour, ported from the article.
///
/// The view binds its text fields to ``email`` and ``password``, its controls' enabled states and
/// spinner to the outputs, taps call ``signIn()``, and it presents each of ``errorMessages`` as an
/// alert. There is no validation: empty credentials go to the server like any others.
///
/// Where this port departs from the book: `@Observable` properties instead of `@Published`
/// ones, an `AsyncStream` of error messages instead of a `PassthroughSubject`, a `Task` awaiting
/// the repository instead of a promise's `done`/`catch`, and each ``ErrorMessage``'s id comes from
/// `makeID` (`UUID.init` unless injected) instead of `UUID()`.
@MainActor @Observable
public final class SignInViewModel {
  // MARK: - Properties
  let userSessionRepository: any UserSessionRepository
  let signedInResponder: any SignedInResponder
  private let makeID: @Sendable () -> UUID

  // MARK: - Methods
  /// Creates the view model; `makeID` names error messages.
  public init(
    userSessionRepository: any UserSessionRepository,
    signedInResponder: any SignedInResponder,
    makeID: @escaping @Sendable () -> UUID = UUID.init
  ) {
    self.userSessionRepository = userSessionRepository
    self.signedInResponder = signedInResponder
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
    Task { [self, email, password] in
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
