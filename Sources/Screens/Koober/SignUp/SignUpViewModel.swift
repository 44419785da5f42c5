import Foundation
import Observation
import ScreenplaySeams

/// The sign-up screen's state and behaviour. The chapter does not show this screen; the form
/// (name, nickname, email, mobile number, password) and the "Sign Up Failed" message follow the
/// book's sample code.
///
/// The view binds its text fields to the five inputs, taps call ``signUp()``, and it presents
/// each of ``errorMessages`` as an alert. Like the book's sample code, it has no enabled or
/// spinner outputs: the form stays editable and the button reads "Sign Up" while the request is
/// out, and each tap sends the form as it is then. There is no validation: empty fields go to
/// the server like any others.
///
/// What goes over the wire: through ``KooberUserSessionRepository`` and
/// ``KooberCloudAuthRemoteAPI``, signing up is `POST http://localhost:8080/signup` with
/// `Content-Type: application/json` and the account as JSON with sorted keys,
/// `{"email":…,"fullName":…,"mobileNumber":…,"nickname":…,"password":…}`, where `fullName` is
/// ``name`` and the password is the ``Secret``'s plain text (revealed only in that body, not
/// hashed or base64-encoded; the default base URL is plain HTTP, as in the book). A 2xx
/// answer's body is the new ``UserSession``, which the repository stores before this view model
/// hands it to the signed-in responder.
@MainActor @Observable
public final class SignUpViewModel {
  // MARK: - Properties
  let userSessionRepository: any UserSessionRepository
  let signedInResponder: any SignedInResponder
  private let makeID: @Sendable () -> UUID

  /// The full-name field's text, sent as the account's `fullName`.
  public var name = ""
  /// The nickname field's text.
  public var nickname = ""
  /// The email field's text.
  public var email = ""
  /// The mobile-number field's text.
  public var mobileNumber = ""
  /// The password field's text; it never prints.
  public var password: Secret = ""

  // MARK: - Outputs
  /// Failures to show, each once, in order (the book's error message publisher).
  public let errorMessages: AsyncStream<ErrorMessage>
  private let errorMessagesContinuation: AsyncStream<ErrorMessage>.Continuation

  // MARK: - Methods
  /// Creates the view model; `makeID` names error messages.
  public init(
    userSessionRepository: any UserSessionRepository,
    signedInResponder: any SignedInResponder,
    makeID: @escaping @Sendable () -> UUID
  ) {
    self.userSessionRepository = userSessionRepository
    self.signedInResponder = signedInResponder
    self.makeID = makeID
    (errorMessages, errorMessagesContinuation) = AsyncStream.makeStream(of: ErrorMessage.self)
  }

  deinit {
    errorMessagesContinuation.finish()
  }

  /// Signs up with the form as it is now: success hands the new session to the signed-in
  /// responder, failure sends "Sign Up Failed". The form stays as it is either way.
  public func signUp() {
    let newAccount = NewAccount(
      fullName: name, nickname: nickname, email: email, mobileNumber: mobileNumber,
      password: password)
    Task { [self] in
      await signUp(newAccount: newAccount)
    }
  }

  private func signUp(newAccount: NewAccount) async {
    do {
      let userSession = try await userSessionRepository.signUp(newAccount: newAccount)
      signedInResponder.signedIn(to: userSession)
    } catch {
      errorMessagesContinuation.yield(
        ErrorMessage(
          id: makeID(),
          title: "Sign Up Failed",
          message: "Could not sign up.\nPlease try again."))
    }
  }
}
