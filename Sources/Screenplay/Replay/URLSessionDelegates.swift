import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// How completion handlers of `URLSession.shared` join the replay whose request they answer.
///
/// URLSession hands a completion handler (`dataTask(with:completionHandler:)`) to its delegate
/// queue, a serial `OperationQueue` running on a thread of its own, not to the thread that
/// answered; the async calls complete inline and never use it. Whenever a replay hands URLSession
/// an answer or a cancellation (``hand(to:_:)``), the delegate queue is held while it does; if
/// that queued a handler, two operations of the replay's own go around it, by priority: the
/// first opens a window naming the replay, the last closes it. While the window is open, work
/// queued from an operation of the delegate queue is the replay's (``delivering``): what the
/// handler starts with `Task { @MainActor in … }`, and a request it sends, which the replay then
/// answers as any other. The replay waits until the handler has run. An answer that reaches no
/// handler costs no thread a wake-up.
///
/// A handler that hops with `DispatchQueue.main.async` leaves the replay: the replay reports
/// that its screen changed after its last step.
enum URLSessionDelegates {
  /// The replay whose handler the delegate queue is running, between the two operations that
  /// go around it.
  private static let window = Locked<JobQueue?>(nil)

  /// Held while a replay hands URLSession an answer, so that handlers of different replays
  /// never run in one another's windows.
  private static let handing = Locked(())

  /// The replay whose handler is running on this thread, if any: asked of work that comes from
  /// outside every replay's thread.
  static var delivering: JobQueue? {
    guard let jobs = window.withLock({ $0 }),
      OperationQueue.current === URLSession.shared.delegateQueue
    else { return nil }
    return jobs
  }

  /// Runs `body`, which hands URLSession an answer or a cancellation of `jobs`'s replay, so
  /// that the completion handlers it reaches run as part of that replay, before this returns.
  /// What they queue waits for the replay's ``JobQueue/admitDelivered()``.
  static func hand(to jobs: JobQueue, _ body: () -> Void) {
    let delegates = URLSession.shared.delegateQueue
    handing.withLock { _ in
      delegates.isSuspended = true
      body()
      let reached = delegates.operationCount > 0
      if reached {
        let open = BlockOperation { window.withLock { $0 = jobs } }
        open.queuePriority = .veryHigh
        let close = BlockOperation { window.withLock { $0 = nil } }
        close.queuePriority = .veryLow
        delegates.addOperation(open)
        delegates.addOperation(close)
      }
      delegates.isSuspended = false
      if reached { delegates.waitUntilAllOperationsAreFinished() }
    }
  }
}
