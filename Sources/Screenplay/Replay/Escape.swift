/// App work the harness could not run itself, reported instead of replayed silently wrong.
struct Escape: Sendable, Hashable {
  /// What escaped.
  enum Kind: Sendable, Hashable {
    /// A sleep on a clock the replay cannot move (neither `ContinuousClock`, `SuspendingClock`
    /// nor the virtual clock).
    case realClockSleep(clock: String)
    /// Work that came back from another thread: a callback API, a thread or queue of the app's.
    case foreignThread
    /// The screen changed after the replay's last step, from work queued outside Swift
    /// concurrency and the replay's queues (a thread of the app's own, a dispatch source).
    case changedAfterLastStep
    /// A step whose work never ran out: a loop that keeps queueing jobs.
    case neverQuiet
    /// A `Timer` the replay could not take waits on the run loop (Foundation linked into the
    /// executable): it never fired in the replay.
    case unseenTimer
    /// The app blocked the replay's thread with a real sleep (`Thread.sleep`, `usleep`), this
    /// long in all.
    case threadSleep(Duration)
    /// Work the app sent to a dispatch queue was still running after this long of real time.
    case unfinishedQueueWork(Duration)
    /// Work a Combine operator (`operator`, when known) handed to a scheduler did not reach the
    /// replay, and would run on real time.
    case untakenScheduling(operator: String?, scheduler: String)
  }

  /// What escaped.
  var kind: Kind
  /// The log line being replayed when it escaped.
  var line: Int?

  /// The problem's message.
  var message: String {
    switch kind {
    case .realClockSleep(let clock):
      "a sleep on a clock the harness does not know (\(clock)) escaped the harness: the replay "
        + "cannot wait for it"
    case .foreignThread:
      "app work came back from another thread: something the app awaited was completed outside "
        + "the harness (a Thread of the app's own, a DispatchSource or another callback API)"
    case .changedAfterLastStep:
      "the screen changed after the last step, from work the harness does not run (a Thread "
        + "of the app's own, a DispatchSource timer, or, with --static-swift-stdlib, a queue or "
        + "a Timer)"
    case .neverQuiet:
      "the app never went quiet: its tasks kept queueing work"
    case .unseenTimer:
      "a Timer the app scheduled never fired: in an executable linked with "
        + "--static-swift-stdlib the replay cannot take the app's timers"
    case .threadSleep(let length):
      "the app blocked its thread with a real sleep of \(TimeFormat.seconds(length)) "
        + "(Thread.sleep, usleep or sleep): the replay does not wait real time"
    case .unfinishedQueueWork(let limit):
      "work the app sent to a dispatch queue was still running after \(TimeFormat.seconds(limit)) "
        + "of real time: the replay went on without it, and what it does later is not replayed"
    case .untakenScheduling(let name, let scheduler):
      "\(name ?? "work") on \(scheduler) would wait on real time: its scheduler's work did not "
        + "reach the replay, and what it does is not replayed"
    }
  }

  /// How to fix it.
  var hint: String {
    switch kind {
    case .realClockSleep:
      "sleep with Task.sleep, ContinuousClock or SuspendingClock, or on an injected clock, so the "
        + "replay moves time itself"
    case .foreignThread:
      "inject the dependency and replace it in the scene (HTTPTransport for the network, the "
        + "clock for time), or await it with Swift concurrency instead of a callback"
    case .changedAfterLastStep:
      "start the work with Task { } or on a DispatchQueue rather than on a Thread of the app's "
        + "own: the harness runs every task, and the work the app's code sends to dispatch queues"
    case .neverQuiet:
      "look for a loop that awaits without sleeping on the injected clock"
    case .unseenTimer:
      "replay with the ordinary dynamic build (swift test, swift run), or wait with Task.sleep"
    case .threadSleep:
      "wait with Task.sleep or asyncAfter, which the replay runs on its virtual time, instead of "
        + "blocking a thread"
    case .untakenScheduling:
      "replay with the ordinary dynamic build (swift test, swift run): an executable linked "
        + "with --static-swift-stdlib keeps its queues, run loops and Timers to itself"
    case .unfinishedQueueWork:
      "look for work on a queue that waits for the main thread (DispatchQueue.main.sync, a "
        + "semaphore the main thread signals) or never ends; the replay runs the main thread's "
        + "work only once the queues are done"
    }
  }
}
