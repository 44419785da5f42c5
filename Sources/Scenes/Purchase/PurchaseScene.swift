import AppSupport
import Screenplay

/// Placeholder until the Purchase screen is ported (issue 3); it has no events and renders its name.
@MainActor
public final class PurchaseScene: Scene {
  public nonisolated static let name = "Purchase"

  public init(environment: AppEnvironment) {}

  public func send(_ event: PurchaseEvent) {}

  public func render(into canvas: inout Canvas) {
    canvas.title("Purchase")
  }
}

/// The Purchase screen's events (none yet).
public enum PurchaseEvent: LoggableEvent {
  public static let vocabulary: [EventSpec<PurchaseEvent>] = []

  public var logged: LoggedEvent {
    switch self {}
  }
}
