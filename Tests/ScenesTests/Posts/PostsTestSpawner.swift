import AppSupport
import Synchronization

/// A spawner for posts tests: plain tasks, remembered so a test can await or cancel them.
final class PostsTestSpawner: TaskSpawning {
  private let spawned = Mutex<[Task<Void, Never>]>([])

  /// How many tasks were started.
  var count: Int { spawned.withLock { $0.count } }

  @MainActor @discardableResult
  func spawn(_ operation: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
    let task = Task(operation: operation)
    spawned.withLock { $0.append(task) }
    return task
  }

  /// Waits for every task started so far.
  func finishAll() async {
    for task in spawned.withLock({ $0 }) { await task.value }
  }

  /// Cancels every task started so far.
  func cancelAll() {
    for task in spawned.withLock({ $0 }) { task.cancel() }
  }
}
