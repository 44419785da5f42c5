import AppSupport
import Synchronization

/// The screens' unit-test spawner: plain tasks, remembered so a test can await or cancel them.
final class RecordingSpawner: TaskSpawning {
  private let spawned = Mutex<[Task<Void, Never>]>([])

  /// The tasks started so far, in order.
  var tasks: [Task<Void, Never>] { spawned.withLock { $0 } }

  /// How many tasks were started so far.
  var count: Int { tasks.count }

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

  /// Waits for every task started so far.
  func finishAll() async {
    for task in tasks { await task.value }
  }

  /// Cancels every task started so far.
  func cancelAll() {
    for task in tasks { task.cancel() }
  }
}
