import Screenplay
import ScreenplaySeams

/// The screens' unit-test spawner: plain tasks, as the harness's own spawner starts them,
/// remembered so a test can count or cancel them.
///
/// Spawn inside `harness.run { … }`: the harness then runs every task to the end, or as far as
/// it can go, before `run` returns. Nothing here waits.
final class RecordingSpawner: TaskSpawning {
  private let spawned = Locked<[Task<Void, Never>]>([])

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

  /// Cancels every task started so far.
  func cancelAll() {
    for task in tasks { task.cancel() }
  }
}
