public import ScreenplaySeams

/// A screen as the harness drives it: the headless "view" of one view model.
///
/// A scene builds its view model from the environment it is given, turns log events into calls on
/// the view model (as the real view's controls would), and renders what the screen shows as text.
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
@MainActor
public protocol Scene: AnyObject {
  /// The scene's events, with the vocabulary logs are checked against.
  associatedtype Event: LoggableEvent

  /// The folder name under `Tests/EventLogs`, `Tests/Fixtures` and `Snapshots`, such as `SignIn`.
  nonisolated static var name: String { get }

  /// Builds the scene and its view model from the harness's environment.
  init(environment: AppEnvironment)

  /// Called once before the first render, as a view appearing would (start loading, observe).
  func start()

  /// Applies one user event, as the real view's control would.
  func send(_ event: Event)

  /// Writes what the screen shows now.
  func render(into canvas: inout Canvas)
}

extension Scene {
  /// Scenes with nothing to do on appearing need not implement ``start()``.
  public func start() {}

  /// The rendered screen as lines.
  public func renderedLines() -> [String] {
    var canvas = Canvas()
    render(into: &canvas)
    return canvas.lines
  }
}
