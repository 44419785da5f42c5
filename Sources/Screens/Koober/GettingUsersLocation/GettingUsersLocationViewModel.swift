import Foundation
import Observation

/// The getting-user's-location screen's behaviour: it asks the locator where the user is and
/// hands the answer to the signed-in container. The chapter elides it; this follows the book's
/// sample code.
///
/// ``getUsersCurrentLocation()`` sends the location to the responder's `pickUpUser(at:)`. If the
/// locator fails it sends, on ``errorMessages``, the book's "Error Getting Location" / "Could not
/// get your location. Please check location settings and try again." and stays on the screen.
@MainActor @Observable
public final class GettingUsersLocationViewModel {
  // MARK: - Properties
  let locator: any Locator
  let determinedPickUpLocationResponder: any DeterminedPickUpLocationResponder
  private let makeID: @Sendable () -> UUID

  // MARK: - Outputs
  /// Failures to show, each once, in order (the book's error message publisher).
  public let errorMessages: AsyncStream<ErrorMessage>
  private let errorMessagesContinuation: AsyncStream<ErrorMessage>.Continuation

  // MARK: - Methods
  /// Creates the view model; `makeID` names error messages.
  public init(
    locator: any Locator,
    determinedPickUpLocationResponder: any DeterminedPickUpLocationResponder,
    makeID: @escaping @Sendable () -> UUID
  ) {
    self.locator = locator
    self.determinedPickUpLocationResponder = determinedPickUpLocationResponder
    self.makeID = makeID
    (errorMessages, errorMessagesContinuation) = AsyncStream.makeStream(of: ErrorMessage.self)
  }

  deinit {
    errorMessagesContinuation.finish()
  }

  /// Finds the user and hands the location to the responder, or sends "Error Getting Location".
  public func getUsersCurrentLocation() {
    Task { [self] in
      do {
        let location = try await locator.getUsersCurrentLocation()
        determinedPickUpLocationResponder.pickUpUser(at: location)
      } catch {
        errorMessagesContinuation.yield(
          ErrorMessage(
            id: makeID(),
            title: "Error Getting Location",
            message: "Could not get your location. Please check location settings and try again."
          ))
      }
    }
  }
}
