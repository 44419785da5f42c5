import ScreenplayRuntimeHooks

/// The main dispatch queue during a replay: work the app's code sends it joins the replay.
///
/// `DispatchQueue.main.async` (and `OperationQueue.main`, which sends there) from a replay's app
/// code, or from a completion handler URLSession runs for it, becomes a main-actor job of the
/// replay, after the ones queued already, in the step that sent it. `asyncAfter` becomes the
/// same job after a sleep on the replay's virtual clock, named like any sleep (`timer 0.500s`):
/// its delay is exact, since the deadline was taken from the replay's virtual clock too
/// (``VirtualClocks``). Work sent from any other thread goes to the real main queue.
///
/// libdispatch's functions are replaced for the whole process (`DispatchWork.c` in
/// ScreenplayRuntimeHooks); where they cannot be (libdispatch linked into the executable,
/// `--static-swift-stdlib`), ``isReplays`` is false and the main queue stays the process's.
enum ReplayMainQueue {
  /// Installs the handlers if they are not installed yet.
  static func install() {
    _ = installed
  }

  /// Whether the main queue's work reaches the replays in this process.
  static var isReplays: Bool {
    install()
    return screenplay_mainQueueIsReplays()
  }

  private static let installed: Bool = {
    screenplay_followDispatch()
    screenplay_setMainQueueHandler(take)
    return true
  }()

  /// Work for the main queue, as libdispatch was handed it.
  private struct Work: @unchecked Sendable {
    let context: UnsafeMutableRawPointer?
    let function: @convention(c) (UnsafeMutableRawPointer?) -> Void

    func run() { function(context) }
  }

  /// Takes `work` into the calling thread's replay, after `delay` nanoseconds (-1: at once);
  /// false when the thread runs no open replay.
  private static let take: screenplay_main_work_handler = { delay, context, function in
    guard let queue = ReplayThread.owner ?? ReplayThread.delivering, queue.isOpen else {
      return false
    }
    let work = Work(context: context, function: function)
    if delay < 0 {
      Task { @MainActor in work.run() }
    } else {
      Task { @MainActor in
        // Cancelled only if the replay ends first; the work is then dropped, as a block the
        // main queue never reached is.
        guard (try? await Task.sleep(for: .nanoseconds(delay))) != nil else { return }
        work.run()
      }
    }
    return true
  }
}
