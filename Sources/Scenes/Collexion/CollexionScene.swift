import AppSupport
import Screenplay

/// Placeholder until the Collexion screen is ported (issue 3); it has no events and renders its name.
@MainActor
public final class CollexionScene: Scene {
  public nonisolated static let name = "Collexion"

  public init(environment: AppEnvironment) {}

  public func send(_ event: CollexionEvent) {}

  public func render(into canvas: inout Canvas) {
    canvas.title("Collexion")
  }
}

/// The Collexion screen's events (none yet).
public enum CollexionEvent: LoggableEvent {
  public static let vocabulary: [EventSpec<CollexionEvent>] = []

  public var logged: LoggedEvent {
    switch self {}
  }
}
