public import ScreenplaySeams

/// A screen the harness replays on its own: it builds its view model from the environment it is
/// given, and its logs live in `Tests/EventLogs/<name>/`.
///
/// ```swift
/// @MainActor final class SignInScene: Scene {
///   static let name = "SignIn"
///   let viewModel: SignInViewModel
///   init(environment: AppEnvironment) { viewModel = SignInViewModel(…) }
///   func send(_ event: SignInEvent) { … }
///   func render(into canvas: inout Canvas) { canvas.title("Sign In") … }
/// }
/// ```
///
/// A ``Flow`` is a scene made of several screens.
@MainActor
public protocol Scene: Screen {
  /// Builds the scene and its view model from the harness's environment.
  init(environment: AppEnvironment)

  /// Called once before the first render, as a view appearing would (start loading, observe).
  func start()

  /// The name of the state the screen is in now, for `screenplay coverage` (such as the case of
  /// the view model's state enum); `nil` (the default) counts events only.
  var coverageState: String? { get }

  /// The transitions the screen declares, which `screenplay coverage` checks the logs against;
  /// none by default.
  nonisolated static var transitions: [Transition] { get }

  /// What must hold after every step, which `screenplay explore` checks; none by default.
  nonisolated static var invariants: [Invariant<Self>] { get }

  /// Values `screenplay explore` tries for event fields, keyed `event.field` or `field`; by
  /// default values by ``FieldKind`` and those the screen's logs use.
  nonisolated static var exploreValues: [String: [LogValue]] { get }
}

extension Scene {
  /// Scenes with nothing to do on appearing need not implement ``start()``.
  public func start() {}

  /// Scenes that don't name their states are covered by events only.
  public var coverageState: String? { nil }

  /// Scenes declare no transitions unless they say.
  public nonisolated static var transitions: [Transition] { [] }

  /// Scenes declare no invariants unless they say.
  public nonisolated static var invariants: [Invariant<Self>] { [] }

  /// Scenes explore with the default values unless they say.
  public nonisolated static var exploreValues: [String: [LogValue]] { [:] }
}
