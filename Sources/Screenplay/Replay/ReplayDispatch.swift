import ScreenplayRuntimeHooks

/// Work the app sends to dispatch queues during a replay: it joins the replay.
///
/// A block the replay's code sends to a queue other than the main queue
/// (`DispatchQueue.global().async`, a queue of the app's own, an `OperationQueue`, and the
/// queues URLSession works on) still runs on that queue, on a thread of libdispatch's. But it is
/// the replay's (`DispatchWork.c`):
/// - the step does not end until it has run, and the work it sent on has run too
///   (``JobQueue/settleDispatched(limit:)``);
/// - what it sends back to the main queue, or starts with `Task { @MainActor in … }`, joins the
///   replay in the same step, in the order it came;
/// - `asyncAfter` waits on the replay's virtual clock, named like any sleep (`timer 0.500s`), and
///   sends the block to its queue when the clock reaches it;
/// - while it runs, its thread's clocks read the replay's virtual time (`Date()`,
///   `DispatchTime.now()`), so a delay measured from there is the replay's too, and a
///   `Thread.sleep` there is reported as on the replay's thread.
///
/// Work still running after ``ReplayLimits/queueWorkLimit`` of real time is reported at the
/// step's log line (``Escape/Kind/unfinishedQueueWork(_:)``).
///
/// Where libdispatch is linked into the executable (`--static-swift-stdlib`), none of this
/// applies, as for the main queue (``ReplayMainQueue/isReplays``).
enum ReplayDispatch {
  /// Installs the handlers if they are not installed yet.
  static func install() {
    _ = installed
  }

  private static let installed: Bool = {
    screenplay_setDispatchHandlers(handlers)
    return true
  }()

  private typealias Handlers = screenplay_dispatch_handlers

  // Handed to C once and kept for the process.
  nonisolated(unsafe) private static let handlers: UnsafeMutablePointer<Handlers> = {
    let handlers = UnsafeMutablePointer<Handlers>.allocate(capacity: 1)
    handlers.initialize(
      to: Handlers(
        begin: begin, end: end, after: after, now: now, slept: slept, untaken: untaken))
    return handlers
  }()

  private static func queue(_ replay: UnsafeMutableRawPointer) -> JobQueue {
    Unmanaged<JobQueue>.fromOpaque(replay).takeUnretainedValue()
  }

  /// Counts the work and keeps the queue until it has run.
  private static let begin: @convention(c) (UnsafeMutableRawPointer) -> Bool = { replay in
    guard queue(replay).beginDispatched() else { return false }
    _ = Unmanaged<JobQueue>.fromOpaque(replay).retain()
    return true
  }

  private static let end: @convention(c) (UnsafeMutableRawPointer) -> Void = { replay in
    queue(replay).endDispatched()
    Unmanaged<JobQueue>.fromOpaque(replay).release()
  }

  /// The replay's virtual time, for the clocks of a thread running its work.
  private static let now: @convention(c) (UnsafeMutableRawPointer) -> Int64 = { replay in
    guard let clock = queue(replay).clock else { return -1 }
    return VirtualClocks.nanoseconds(clock.now.offset)
  }

  /// A sleep in work on another queue: reported at the step's log line, as on the replay's
  /// thread.
  private static let slept: @convention(c) (UnsafeMutableRawPointer, Int64) -> Void = {
    replay, nanoseconds in
    queue(replay).noteEscape(.threadSleep(.nanoseconds(nanoseconds)))
  }

  /// Work a scheduler did not hand to the replay (`screenplay_reportUntakenWork`): from the
  /// replay's work, or, where libdispatch is linked into the executable, from a thread of no
  /// replay's while one replay runs (a worker's), which it can only be part of.
  private static let untaken:
    @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>) -> Void =
      { replay, name, scheduler in
        guard let jobs = replay.map(queue) ?? JobQueue.Owner.onlyOpen else { return }
        jobs.noteEscape(
          .untakenScheduling(
            operator: name.map { String(cString: $0) }, scheduler: String(cString: scheduler)))
      }

  /// Work for a queue after a delay, as libdispatch was handed it.
  private struct Delayed: @unchecked Sendable {
    let replay: UnsafeMutableRawPointer
    let queue: UnsafeMutableRawPointer
    let context: UnsafeMutableRawPointer?
    let work: @convention(c) (UnsafeMutableRawPointer?) -> Void

    /// Sends the work to its queue as the replay's; `false` when the replay is closed, and it
    /// goes as no replay's.
    func send() -> Bool {
      defer {
        screenplay_releaseQueue(queue)
        Unmanaged<JobQueue>.fromOpaque(replay).release()
      }
      guard ReplayDispatch.begin(replay) else {
        screenplay_dispatchPlainly(queue, context, work)
        return false
      }
      screenplay_dispatchAsReplays(replay, queue, context, work)
      return true
    }

    /// Sends the work to its queue as no replay's.
    func release() {
      screenplay_dispatchPlainly(queue, context, work)
      screenplay_releaseQueue(queue)
      Unmanaged<JobQueue>.fromOpaque(replay).release()
    }
  }

  private static let after:
    @convention(c) (
      UnsafeMutableRawPointer, Int64, UnsafeMutableRawPointer, UnsafeMutableRawPointer?,
      @convention(c) (UnsafeMutableRawPointer?) -> Void
    ) -> Bool = { replay, delay, queue, context, work in
      let jobs = ReplayDispatch.queue(replay)
      guard jobs.isOpen, let clock = jobs.clock else { return false }
      // Both queues are kept until the sleep wakes or is released.
      screenplay_retainQueue(queue)
      _ = Unmanaged<JobQueue>.fromOpaque(replay).retain()
      let delayed = Delayed(replay: replay, queue: queue, context: context, work: work)
      clock.sleep(
        VirtualClock.RealSleep(wake: { delayed.send() }, release: { delayed.release() }),
        for: .nanoseconds(delay))
      return true
    }
}
