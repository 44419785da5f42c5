import Synchronization

/// A task executor that only queues jobs; the replayer runs them, in order, on its own thread.
///
/// Every task the app starts during a replay prefers this executor, and so do the default actors
/// those tasks call. Draining the queue from the replayer's thread therefore runs all of that work
/// in one deterministic order.
final class ManualExecutor: TaskExecutor, Sendable {
  private let queue = Mutex<[UnownedJob]>([])
  private let activity: ActivityCounter

  /// Creates an empty queue that reports each new job to `activity`.
  init(activity: ActivityCounter) {
    self.activity = activity
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.withLock { $0.append(job) }
    activity.bump()
  }

  /// Runs queued jobs, including ones they queue, until none is left. Returns how many ran.
  @discardableResult
  func runUntilEmpty() -> Int {
    var count = 0
    while let job = next() {
      job.runSynchronously(on: asUnownedTaskExecutor())
      count += 1
    }
    return count
  }

  private func next() -> UnownedJob? {
    queue.withLock { $0.isEmpty ? nil : $0.removeFirst() }
  }
}
