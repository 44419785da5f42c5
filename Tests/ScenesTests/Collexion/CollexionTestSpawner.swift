import AppSupport
import Synchronization

/// A spawner for Collexion tests: plain tasks, remembered so a test can await or cancel them.
final class CollexionTestSpawner: TaskSpawning {
  private let spawned = Mutex<[Task<Void, Never>]>([])

  /// The tasks started so far, in order.
  var tasks: [Task<Void, Never>] { spawned.withLock { $0 } }

  @MainActor @discardableResult
  func spawn(_ operation: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
    let task = Task(operation: operation)
    spawned.withLock { $0.append(task) }
    return task
  }

  /// Waits for the most recently started task.
  func finishLatest() async {
    await tasks.last?.value
  }

  /// Cancels every task started so far.
  func cancelAll() {
    for task in tasks { task.cancel() }
  }
}
