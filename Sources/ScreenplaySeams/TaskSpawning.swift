/// Starts the tasks a view model needs (loading, timers, stream observation), and lets whoever
/// owns the view model cancel them together.
///
/// Optional: Screenplay runs a plain `Task { }` exactly like a spawned one. The seed screens use a
/// spawner so a finished replay (or a dismissed screen) can cancel their long-lived tasks. The
/// live spawner is a plain `Task`.
public protocol TaskSpawning: Sendable {
  /// Starts `operation` on the main actor and returns its task, which the caller may cancel.
  @MainActor @discardableResult
  func spawn(_ operation: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never>
}

/// The spawner of the running app: every operation becomes an ordinary `Task`.
public struct LiveTaskSpawner: TaskSpawning {
  /// Creates the live spawner.
  public init() {}

  @MainActor @discardableResult
  public func spawn(_ operation: @escaping @MainActor @Sendable () async -> Void) -> Task<
    Void, Never
  > {
    Task(operation: operation)
  }
}
