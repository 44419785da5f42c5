import Foundation
import Observation

/// The launch screen's behaviour: it looks for a stored session and tells the app's root where
/// to go. The chapter elides it; this follows the book's sample code.
///
/// ``loadUserSession()`` reads the stored session: none goes to the not-signed-in responder
/// (onboarding), one goes to the signed-in responder. If reading fails, it sends "Sign In Error"
/// on ``errorMessages`` and waits: the view reports the alert through
/// ``errorPresentationChanged(to:)``, and the first `.dismissed` after the message goes to the
/// not-signed-in responder. Dismissals reported while no message is waiting change nothing.
@MainActor @Observable
public final class LaunchViewModel {
  // MARK: - Properties
  let userSessionRepository: any UserSessionRepository
  let notSignedInResponder: any NotSignedInResponder
  let signedInResponder: any SignedInResponder
  private let makeID: @Sendable () -> UUID
  /// Whether a sent error message waits for the view to report it dismissed.
  private var goesToNextScreenAfterErrorPresentation = false

  // MARK: - Outputs
  /// Failures to show, each once, in order (the book's error message publisher).
  public let errorMessages: AsyncStream<ErrorMessage>
  private let errorMessagesContinuation: AsyncStream<ErrorMessage>.Continuation

  // MARK: - Methods
  /// Creates the view model; `makeID` names error messages.
  public init(
    userSessionRepository: any UserSessionRepository,
    notSignedInResponder: any NotSignedInResponder,
    signedInResponder: any SignedInResponder,
    makeID: @escaping @Sendable () -> UUID
  ) {
    self.userSessionRepository = userSessionRepository
    self.notSignedInResponder = notSignedInResponder
    self.signedInResponder = signedInResponder
    self.makeID = makeID
    (errorMessages, errorMessagesContinuation) = AsyncStream.makeStream(of: ErrorMessage.self)
  }

  deinit {
    errorMessagesContinuation.finish()
  }

  /// Reads the stored session and goes to the next screen, or sends "Sign In Error" if the
  /// session cannot be read.
  public func loadUserSession() {
    Task { [self] in
      do {
        let userSession = try await userSessionRepository.readUserSession()
        goToNextScreen(userSession: userSession)
      } catch {
        present(errorMessage: signInErrorMessage())
      }
    }
  }

  /// What the view reports about the alert it shows for an error message; `.dismissed` after
  /// "Sign In Error" goes to the not-signed-in responder.
  public func errorPresentationChanged(to presentation: ErrorPresentation) {
    guard presentation == .dismissed, goesToNextScreenAfterErrorPresentation else { return }
    goesToNextScreenAfterErrorPresentation = false
    goToNextScreen(userSession: nil)
  }

  private func signInErrorMessage() -> ErrorMessage {
    ErrorMessage(
      id: makeID(),
      title: "Sign In Error",
      message:
        "Sorry, we couldn't determine if you are already signed in. Please sign in or sign up.")
  }

  private func present(errorMessage: ErrorMessage) {
    goesToNextScreenAfterErrorPresentation = true
    errorMessagesContinuation.yield(errorMessage)
  }

  private func goToNextScreen(userSession: UserSession?) {
    if let userSession {
      signedInResponder.signedIn(to: userSession)
    } else {
      notSignedInResponder.notSignedIn()
    }
  }
}
