import Observation
import Screenplay
import ScreenplaySeams
import Screens

/// The Koober sign-in screen as Screenplay drives it: the view layer of ``SignInViewModel``.
///
/// It builds the app's objects as the app does (the repository over `URLSession.shared`, which
/// the replay answers from the log's fixtures, and the app's key-value store, which a store
/// fixture seeds and can make fail; the view model with the harness's counting ids; and a
/// ``MainViewModel`` as the signed-in responder), presents the view model's error messages as alerts, and applies log
/// events as the real controls would: a disabled field or button ignores them, and so does
/// everything beneath a presented alert. A typed password reaches the view model as the app's
/// own ``Screens/Secret``.
///
/// The screen's transitions, and the logs under `Tests/EventLogs/SignIn/` that cover them:
///
/// | from | event | to | logs |
/// |---|---|---|---|
/// | idle | `email.type`, `password.type` | idle, field updated | every log |
/// | idle | `signIn.tap` | signing in: inputs disabled, blank button, spinner | every log |
/// | signing in | 2xx with a session | signed in: still disabled, spinner, navigation line | `success-after-latency`, `retry-after-failure`, `retry-when-back-online`, `double-tap` |
/// | signing in | 401 | failed: alert, inputs enabled | `wrong-password`, `retry-after-failure`, `trailing-space-in-email`, `input-blocked-by-alert` |
/// | signing in | 400 (empty credentials) | failed | `empty-fields` |
/// | signing in | 500 | failed | `server-error-500` |
/// | signing in | 2xx, body not a session | failed | `malformed-server-json` |
/// | signing in | 2xx, the session cannot be saved | failed | `session-not-saved` |
/// | signing in | offline / timed out | failed | `offline`, `retry-when-back-online`, `request-timeout` |
/// | signing in | `email.type`, `password.type`, `signIn.tap` | unchanged | `typing-and-tapping-while-signing-in`, `double-tap` |
/// | failed | `alert.dismiss` | idle, fields keep their text | `wrong-password`, `retry-after-failure`, `offline`, … |
/// | failed | `email.type`, `password.type`, `signIn.tap` | unchanged (the alert is modal) | `input-blocked-by-alert` |
/// | idle | `alert.dismiss` (no alert) | unchanged | `input-blocked-by-alert` |
///
/// The same transitions are declared as data in `SignInScene+Coverage.swift`, where
/// `screenplay coverage SignIn` checks them against the logs: it lists the logs covering each, the
/// declared ones no log covers, and the covered ones not declared. The table says what each means.
@MainActor @Observable
public final class SignInScene: Scene {
  public nonisolated static let name = "SignIn"

  /// The screen's view model.
  public let viewModel: SignInViewModel
  /// The app's root view model, which navigates once the user has signed in.
  public let mainViewModel: MainViewModel
  /// The alert on screen, if any.
  public private(set) var presentedErrorMessage: ErrorMessage?
  private let tasks: any TaskSpawning
  /// Whether the screen is in the window: UIKit presents nothing from a view controller that is
  /// not, so an error message that comes then is never shown. A flow that pops the screen says
  /// when it is; alone, it always is.
  @ObservationIgnored var isInWindow: () -> Bool = { true }

  /// Builds the app's sign-in objects over `environment`.
  public convenience init(environment: AppEnvironment) {
    let mainViewModel = MainViewModel()
    self.init(
      viewModel: SignInViewModel(
        userSessionRepository: Self.makeUserSessionRepository(store: environment.store),
        signedInResponder: mainViewModel,
        makeID: environment.makeID),
      mainViewModel: mainViewModel, tasks: environment.tasks)
  }

  /// The sign-in screen of a flow, over the flow's view models: `mainViewModel` is the one
  /// `viewModel` responds to once signed in.
  public init(viewModel: SignInViewModel, mainViewModel: MainViewModel, tasks: any TaskSpawning) {
    self.viewModel = viewModel
    self.mainViewModel = mainViewModel
    self.tasks = tasks
  }

  /// The session repository the sign-in screen uses: the Koober server over
  /// `URLSession.shared`, the session kept in `store` under `userSession`, where a store
  /// fixture can make the write fail.
  public static func makeUserSessionRepository(store: any KeyValueStore)
    -> any UserSessionRepository
  {
    KooberUserSessionRepository(
      dataStore: KeyValueUserSessionDataStore(store: store), remoteAPI: KooberCloudAuthRemoteAPI())
  }

  /// Observes the view model's error messages, as the article's view controller does on load.
  public func start() {
    let errorMessages = viewModel.errorMessages
    tasks.spawn { [weak self] in
      for await errorMessage in errorMessages {
        self?.present(errorMessage)
      }
    }
  }

  /// Presents `errorMessage` as an alert, unless one is already up (UIKit will not present over
  /// a presented alert) or the screen is out of the window.
  private func present(_ errorMessage: ErrorMessage) {
    guard presentedErrorMessage == nil, isInWindow() else { return }
    presentedErrorMessage = errorMessage
  }

  public func send(_ event: SignInEvent) {
    switch event {
    case .typeEmail(let text): typeEmail(text)
    case .typePassword(let text): typePassword(text)
    case .tapSignIn: tapSignIn()
    case .dismissAlert: dismissAlert()
    }
  }

  /// A presented alert is modal: nothing beneath it takes input.
  private var screenAcceptsInput: Bool { presentedErrorMessage == nil }

  private func typeEmail(_ text: String) {
    guard screenAcceptsInput, viewModel.emailInputEnabled else { return }
    viewModel.email = text
  }

  private func typePassword(_ text: ScreenplaySeams.Secret) {
    guard screenAcceptsInput, viewModel.passwordInputEnabled else { return }
    viewModel.password = Screens.Secret(text.revealed)
  }

  private func tapSignIn() {
    guard screenAcceptsInput, viewModel.signInButtonEnabled else { return }
    viewModel.signIn()
  }

  private func dismissAlert() {
    presentedErrorMessage = nil
  }
}
