#if compiler(>=6.3) && os(Linux)
  @_spi(ExperimentalScheduling) import _Concurrency
#endif

/// The main actor of one replay: every `@MainActor` job of the app joins its ``JobQueue``.
final class ReplayMainActor: SerialExecutor, @unchecked Sendable {
  // Set once, by the queue's initialiser, before the executor is handed out; the cycle it makes
  // keeps a finished replay's executors alive for tasks that still refer to them.
  var queue: JobQueue!

  func enqueue(_ job: consuming ExecutorJob) {
    queue.enqueueMainActor(UnownedJob(job))
  }

  /// The app's code is isolated to this actor while the replay runs it on its thread; after
  /// the replay closes, its late work runs on the process's main queue.
  func checkIsolated() {
    if queue.isOpen && ReplayThread.queue !== queue {
      fatalError("Screenplay: main-actor code of a replay ran outside the replay")
    }
  }
}

/// Where one replay's nonisolated jobs and default actors run: its ``JobQueue``.
final class ReplayPool: TaskExecutor, @unchecked Sendable {
  // Set once, by the queue's initialiser, before the executor is handed out; the cycle it makes
  // keeps a finished replay's executors alive for tasks that still refer to them.
  var queue: JobQueue!

  func enqueue(_ job: consuming ExecutorJob) {
    queue.enqueueNonisolated(UnownedJob(job))
  }
}

#if compiler(>=6.3) && os(Linux)
  /// `Task.sleep` and the real clocks ask the executor they run on to schedule the wake-up, so a
  /// real sleep reaches the replay here and is reported instead of waiting for real time.
  protocol RealSleepCatching: SchedulingExecutor {
    var queue: JobQueue! { get }
  }

  extension RealSleepCatching {
    func enqueue<C: Clock>(
      _ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C
    ) {
      queue.holdRealSleep(UnownedJob(job), clock: String(describing: C.self))
    }

    func enqueue<C: Clock>(
      _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C
    ) {
      queue.holdRealSleep(UnownedJob(job), clock: String(describing: C.self))
    }
  }

  extension ReplayMainActor: RealSleepCatching {}
  extension ReplayPool: RealSleepCatching {}
#endif
