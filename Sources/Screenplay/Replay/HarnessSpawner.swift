import AppSupport
import Synchronization

/// The replay's ``TaskSpawning``: every task prefers the replay's ``ManualExecutor``, and the
/// spawner remembers each one so the replay can cancel what is still running when it ends.
final class HarnessSpawner: TaskSpawning {
  private let executor: ManualExecutor
  private let activity: ActivityCounter
  private let tasks = Mutex<[Task<Void, Never>]>([])

  init(executor: ManualExecutor, activity: ActivityCounter) {
    self.executor = executor
    self.activity = activity
  }

  @MainActor @discardableResult
  func spawn(_ operation: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
    activity.bump()
    let task = Task(executorPreference: executor, operation: operation)
    tasks.withLock { $0.append(task) }
    return task
  }

  /// Cancels every task started so far.
  func cancelAll() {
    for task in tasks.withLock({ $0 }) { task.cancel() }
  }
}
