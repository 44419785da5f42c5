import AppSupport
import Screenplay

/// Placeholder until the Posts screen is ported (issue 3); it has no events and renders its name.
@MainActor
public final class PostsScene: Scene {
  public nonisolated static let name = "Posts"

  public init(environment: AppEnvironment) {}

  public func send(_ event: PostsEvent) {}

  public func render(into canvas: inout Canvas) {
    canvas.title("Posts")
  }
}

/// The Posts screen's events (none yet).
public enum PostsEvent: LoggableEvent {
  public static let vocabulary: [EventSpec<PostsEvent>] = []

  public var logged: LoggedEvent {
    switch self {}
  }
}
