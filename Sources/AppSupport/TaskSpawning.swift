/// Starts the tasks a view model needs (loading, timers, stream observation).
///
/// View models never call `Task { }` directly: they ask their spawner, so a test harness can run
/// every task on a queue it drains deterministically. The live spawner is a plain `Task`.
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
