import ScreenplayRuntimeHooks

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which replay the current thread and task are running, if any.
///
/// The runtime hooks (``ConcurrencyHooks``) ask this for every job the app queues. While a replay
/// runs app code or drains its jobs, its thread is marked, so everything queued from there joins
/// that replay's ``JobQueue``. Tasks started during a replay also carry it as a task-local value,
/// so work that comes back on another thread (a callback API, a thread of the app's own) is still
/// known to be the replay's, and reported as having escaped it.
enum ReplayThread {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  private static let deliveringKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// The replay whose work this thread, not the replay's own, runs now: a queue's thread running
  /// a block the replay sent there (``ReplayDispatch``), or URLSession handing the replay a
  /// cancellation.
  static var delivering: JobQueue? {
    guard let raw = screenplay_dispatchReplay() ?? pthread_getspecific(deliveringKey) else {
      return nil
    }
    return Unmanaged<JobQueue>.fromOpaque(raw).takeUnretainedValue()
  }

  /// Runs `body` (URLSession handing the app an answer, on a thread of its own) so that the
  /// work it queues joins `queue`'s replay, held until the replay's step takes it
  /// (``JobQueue/admitDelivered()``).
  static func delivering(to queue: JobQueue, _ body: () -> Void) {
    let previous = pthread_getspecific(deliveringKey)
    pthread_setspecific(deliveringKey, Unmanaged.passUnretained(queue).toOpaque())
    defer { pthread_setspecific(deliveringKey, previous) }
    body()
  }

  /// The replay this thread is running now.
  static var queue: JobQueue? {
    guard let raw = pthread_getspecific(key) else { return nil }
    return Unmanaged<JobQueue>.fromOpaque(raw).takeUnretainedValue()
  }

  /// The replay whose work is running now: this thread's, or the current task's.
  static var owner: JobQueue? {
    queue ?? JobQueue.taskOwner
  }

  /// Runs `body` as no replay's work, on the real clocks: what it sends to dispatch queues (the
  /// harness's own URLSession's work) is not the replay's, and its timers are real.
  static func outside<T>(_ body: () throws -> T) rethrows -> T {
    let previousDispatch = screenplay_setDispatchReplay(nil)
    defer { screenplay_setDispatchReplay(previousDispatch) }
    return try VirtualClocks.real(body)
  }

  /// Runs `body` with this thread marked as running `queue`'s replay, and the current task
  /// carrying it, so tasks `body` starts carry it too.
  static func running<T>(_ queue: JobQueue, _ body: () throws -> T) rethrows -> T {
    let previous = pthread_getspecific(key)
    let raw = Unmanaged.passUnretained(queue).toOpaque()
    pthread_setspecific(key, raw)
    let previousDispatch = screenplay_setDispatchReplay(raw)
    defer {
      pthread_setspecific(key, previous)
      screenplay_setDispatchReplay(previousDispatch)
    }
    return try JobQueue.$taskOwner.withValue(queue, operation: body)
  }
}
