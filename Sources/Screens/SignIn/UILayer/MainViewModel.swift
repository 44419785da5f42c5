import Observation

/// The app's root view model: it decides which part of the app is on screen.
///
/// Other view models respond into it (``SignedInResponder``, ``NotSignedInResponder``), and the
/// root view navigates whenever ``view`` changes.
@MainActor @Observable
public final class MainViewModel: SignedInResponder, NotSignedInResponder {
  // MARK: - Properties
  /// What the root shows now; starts at ``MainView/launching``.
  public private(set) var view: MainView = .launching

  // MARK: - Methods
  /// Creates the root view model, launching.
  public init() {}

  public func notSignedIn() {
    view = .onboarding
  }

  public func signedIn(to userSession: UserSession) {
    view = .signedIn(userSession: userSession)
  }
}
