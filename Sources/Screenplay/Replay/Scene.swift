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
}

extension Scene {
  /// Scenes with nothing to do on appearing need not implement ``start()``.
  public func start() {}
}
