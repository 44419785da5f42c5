import Synchronization

#if compiler(>=6.3) && os(Linux)
  @_spi(ExperimentalScheduling) import _Concurrency
#endif

/// Keeps every replay's executors for the life of the process: a task of a finished replay may
/// still hold one unowned (a continuation resumes on the executor it suspended on), so freeing one
/// could let the runtime call into freed memory. Each pair is two small objects; their queues are
/// not kept.
enum ReplayExecutors {
  private static let kept = Mutex<[AnyObject]>([])

  static func keep(_ mainActor: ReplayMainActor, _ pool: ReplayPool) {
    // Two appends, not `+= [mainActor, pool]`: a debug build made an array of the two first.
    kept.withLock { kept in
      kept.append(mainActor)
      kept.append(pool)
    }
  }
}

/// The main actor of one replay: every `@MainActor` job of the app joins its ``JobQueue``.
final class ReplayMainActor: SerialExecutor, @unchecked Sendable {
  // Set once, by the queue's owner, before the executor is handed out. Weak: the queue owns its
  // executors; once its owner is gone, late work runs outside, as after it closed.
  weak var owner: JobQueue.Owner?

  /// The replay's queue, while its stage keeps it.
  var queue: JobQueue? { owner?.queue }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    if let queue {
      queue.enqueueMainActor(job)
    } else {
      JobQueue.runOutside(job, isolated: true, mainActor: self)
    }
  }

  /// The app's code is isolated to this actor while the replay runs it on its thread; after
  /// the replay closes, its late work runs on the process's main queue.
  func checkIsolated() {
    if let queue, queue.isOpen && ReplayThread.queue !== queue {
      fatalError("Screenplay: main-actor code of a replay ran outside the replay")
    }
  }
}

/// Where one replay's nonisolated jobs and default actors run: its ``JobQueue``.
final class ReplayPool: TaskExecutor, @unchecked Sendable {
  // Set once, by the queue's owner, before the executor is handed out. Weak: the queue owns its
  // executors; once its owner is gone, late work runs outside, as after it closed.
  weak var owner: JobQueue.Owner?

  /// The replay's queue, while its stage keeps it.
  var queue: JobQueue? { owner?.queue }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    if let queue {
      queue.enqueueNonisolated(job)
    } else {
      JobQueue.runOutside(job, isolated: false, mainActor: nil)
    }
  }
}

#if compiler(>=6.3) && os(Linux)
  /// `Task.sleep` and the real clocks ask the executor they run on to schedule the wake-up, so a
  /// real sleep reaches the replay here and is reported instead of waiting for real time. The
  /// wake-up goes to the process's real clock once the replay is over.
  protocol RealSleepCatching: SchedulingExecutor {
    var queue: JobQueue? { get }
  }

  extension RealSleepCatching {
    func enqueue<C: Clock>(
      _ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C
    ) {
      let job = UnownedJob(job)
      catchRealSleep(job, clock: C.self) { scheduler in
        scheduler.enqueue(ExecutorJob(job), after: delay, tolerance: tolerance, clock: clock)
      }
    }

    func enqueue<C: Clock>(
      _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C
    ) {
      let job = UnownedJob(job)
      catchRealSleep(job, clock: C.self) { scheduler in
        scheduler.enqueue(ExecutorJob(job), at: instant, tolerance: tolerance, clock: clock)
      }
    }

    private func catchRealSleep<C: Clock>(
      _ job: UnownedJob, clock: C.Type,
      schedule: @escaping @Sendable (any SchedulingExecutor) -> Void
    ) {
      let release: @Sendable () -> Void = {
        if let scheduler = globalConcurrentExecutor as? any SchedulingExecutor {
          schedule(scheduler)
        } else {
          globalConcurrentExecutor.enqueue(job)
        }
      }
      if let queue {
        queue.holdRealSleep(clock: String(describing: C.self), schedule: release)
      } else {
        release()
      }
    }
  }

  extension ReplayMainActor: RealSleepCatching {}
  extension ReplayPool: RealSleepCatching {}
#endif
