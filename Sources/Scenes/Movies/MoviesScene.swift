import AppSupport
import Screenplay

/// Placeholder until the Movies screen is ported (issue 3); it has no events and renders its name.
@MainActor
public final class MoviesScene: Scene {
  public nonisolated static let name = "Movies"

  public init(environment: AppEnvironment) {}

  public func send(_ event: MoviesEvent) {}

  public func render(into canvas: inout Canvas) {
    canvas.title("Movies")
  }
}

/// The Movies screen's events (none yet).
public enum MoviesEvent: LoggableEvent {
  public static let vocabulary: [EventSpec<MoviesEvent>] = []

  public var logged: LoggedEvent {
    switch self {}
  }
}
