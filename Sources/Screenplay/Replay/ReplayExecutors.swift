#if compiler(>=6.3) && os(Linux)
  @_spi(ExperimentalScheduling) import _Concurrency
#endif

/// Keeps every replay's executors for the life of the process: a task of a finished replay may
/// still hold one unowned (a continuation resumes on the executor it suspended on), so freeing one
/// could let the runtime call into freed memory. Each pair is two small objects; their queues are
/// not kept.
enum ReplayExecutors {
  private static let kept = Locked<[AnyObject]>([])

  static func keep(_ mainActor: ReplayMainActor, _ pool: ReplayPool) {
    // Hot path: see "Performance idioms" in Docs/Design.md.
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

  /// The replay's queue, while its doubles keep it.
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

  /// The replay's queue, while its doubles keep it.
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
  /// sleep on `ContinuousClock` or `SuspendingClock` reaches the replay here and sleeps on its
  /// virtual clock instead, for the length the app asked for (``VirtualClocks``). A sleep on any
  /// other clock is reported, and its wake-up goes to the process's real clock once the replay is
  /// over.
  protocol RealSleepCatching: SchedulingExecutor {
    var queue: JobQueue? { get }
  }

  extension RealSleepCatching {
    func enqueue<C: Clock>(
      _ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C
    ) {
      let job = UnownedJob(job)
      // A length, not a deadline: the app's own, never below zero.
      let length = (delay as? Duration).map { max($0, .zero) }
      catchRealSleep(job, length: length, clock: C.self) { scheduler in
        scheduler.enqueue(ExecutorJob(job), after: delay, tolerance: tolerance, clock: clock)
      }
    }

    func enqueue<C: Clock>(
      _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C
    ) {
      let job = UnownedJob(job)
      catchRealSleep(job, length: Self.length(until: instant), clock: C.self) { scheduler in
        scheduler.enqueue(ExecutorJob(job), at: instant, tolerance: tolerance, clock: clock)
      }
    }

    /// The length of a sleep until `instant` on a real clock, never below zero; `nil` for a
    /// clock the replay does not know. The app's code read the clock's `now` on the replay's
    /// thread, where it is the replay's virtual time (``VirtualClocks``), as it is here: the
    /// length is the one the app asked for, exactly.
    private static func length<Instant>(until instant: Instant) -> Duration? {
      if let instant = instant as? ContinuousClock.Instant {
        return max(ContinuousClock.now.duration(to: instant), .zero)
      }
      if let instant = instant as? SuspendingClock.Instant {
        return max(SuspendingClock.now.duration(to: instant), .zero)
      }
      return nil
    }

    private func catchRealSleep<C: Clock>(
      _ job: UnownedJob, length: Duration?, clock: C.Type,
      schedule: @escaping @Sendable (any SchedulingExecutor) -> Void
    ) {
      let release: @Sendable () -> Void = {
        if let scheduler = globalConcurrentExecutor as? any SchedulingExecutor {
          schedule(scheduler)
        } else {
          globalConcurrentExecutor.enqueue(job)
        }
      }
      guard let queue else { return release() }
      if let length, C.self == ContinuousClock.self || C.self == SuspendingClock.self {
        queue.sleep(job, for: length, release: release)
      } else {
        queue.holdRealSleep(clock: String(describing: C.self), schedule: release)
      }
    }
  }

  extension ReplayMainActor: RealSleepCatching {}
  extension ReplayPool: RealSleepCatching {}
#endif
