import Foundation

/// The profile screen's behaviour, following the book's sample code (the chapter names only
/// `DoneWithProfileResponder`): it shows the signed-in user's profile, closes, and signs out.
///
/// ``dismiss()`` tells the done-with-profile responder (the signed-in view model), which takes
/// the screen down. ``signOut()`` deletes the stored session through the repository, then tells
/// the not-signed-in responder (the main view model), which goes back to onboarding; if the
/// repository fails it sends the book's "Sign Out Error" message, its typo included.
@MainActor
public final class ProfileViewModel {
  // MARK: - Properties
  /// The session of the user the screen shows.
  public let userSession: UserSession
  /// Who the user is: name, email, mobile number.
  public var userProfile: UserProfile { userSession.profile }
  let notSignedInResponder: any NotSignedInResponder
  let doneWithProfileResponder: any DoneWithProfileResponder
  let userSessionRepository: any UserSessionRepository
  private let makeID: @Sendable () -> UUID

  /// Failures to show, each once, in order (the book's error message publisher).
  public let errorMessages: AsyncStream<ErrorMessage>
  private let errorMessagesContinuation: AsyncStream<ErrorMessage>.Continuation

  // MARK: - Methods
  /// Creates the view model for `userSession`; `makeID` names error messages.
  public init(
    userSession: UserSession, notSignedInResponder: any NotSignedInResponder,
    doneWithProfileResponder: any DoneWithProfileResponder,
    userSessionRepository: any UserSessionRepository, makeID: @escaping @Sendable () -> UUID
  ) {
    self.userSession = userSession
    self.notSignedInResponder = notSignedInResponder
    self.doneWithProfileResponder = doneWithProfileResponder
    self.userSessionRepository = userSessionRepository
    self.makeID = makeID
    (errorMessages, errorMessagesContinuation) = AsyncStream.makeStream(of: ErrorMessage.self)
  }

  deinit {
    errorMessagesContinuation.finish()
  }

  /// Closes the profile screen: the Done button's action.
  public func dismiss() {
    doneWithProfileResponder.finishedViewingProfile()
  }

  /// Signs the user out: deletes the stored session, then goes back to onboarding.
  public func signOut() {
    Task { [self] in
      do {
        _ = try await userSessionRepository.signOut(userSession: userSession)
        notSignedInResponder.notSignedIn()
      } catch {
        errorMessagesContinuation.yield(
          ErrorMessage(
            id: makeID(), title: "Sign Out Error",
            message:
              "We ran into an unexpteded error and we couldn't sign you out.\nPlease try again."))
      }
    }
  }
}
