import ScreenplaySeams

/// The replay's ``TaskSpawning``: a plain `Task`, as in the app (the replay's hooks run it like
/// any other), remembered so the replay can cancel what still runs when it ends.
final class HarnessSpawner: TaskSpawning {
  private let tasks = Locked<[Task<Void, Never>]>([])

  @MainActor @discardableResult
  func spawn(_ operation: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
    let task = Task(operation: operation)
    tasks.withLock { $0.append(task) }
    return task
  }

  /// Cancels every task started so far.
  func cancelAll() {
    for task in tasks.withLock({ $0 }) { task.cancel() }
  }
}
