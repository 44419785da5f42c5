import Dispatch
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Where `URLSession.shared` runs completion handlers during replays, so that what a handler
/// does joins the replay whose request it answers.
///
/// URLSession hands a completion handler (`dataTask(with:completionHandler:)`) to its delegate
/// queue, a serial `OperationQueue` running on a thread of its own, not to the thread that
/// answered; the async calls complete inline and never use it. During replays that queue runs
/// on ``queue``. Whenever a replay hands URLSession an answer or a cancellation
/// (``hand(to:_:)``), the delegate queue is held while it does; if that queued a handler, two
/// operations of the replay's own go around it, by priority: the first marks ``queue`` as
/// carrying the replay, the last clears the mark. The handler runs with the mark, so the work it
/// queues (`Task { @MainActor in … }`, a default actor's job) joins the replay, held until the
/// step takes it, exactly as work URLSession hands over on its own queues; and the replay waits
/// until the handler has run. An answer that reaches no handler costs no thread a wake-up.
///
/// A handler that hops with `DispatchQueue.main.async` leaves the replay: the replay reports
/// that its screen changed after its last step.
enum URLSessionDelegates {
  /// The delegate queue's dispatch queue during replays.
  static let queue = DispatchQueue(label: "Screenplay.URLSession.delegates")

  /// The replay ``queue`` carries between the two operations of a bracket.
  private final class Carried: Sendable {
    let jobs: JobQueue
    init(_ jobs: JobQueue) { self.jobs = jobs }
  }

  private static let key = DispatchSpecificKey<Carried>()

  /// Held while a replay hands URLSession an answer, so that handlers of different replays
  /// never run in one another's marks.
  private static let handing = Mutex(())

  /// The replay whose answer the handler running on this thread belongs to, if any.
  static var delivering: JobQueue? {
    DispatchQueue.getSpecific(key: key)?.jobs
  }

  /// Puts the shared session's delegate queue on ``queue``. A queue that already holds work
  /// cannot be moved: its handlers then come back from a thread of their own, and replays
  /// report them so.
  static func install() {
    let delegates = URLSession.shared.delegateQueue
    guard delegates.operationCount == 0 else { return }
    delegates.underlyingQueue = queue
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
        let carried = Carried(jobs)
        let mark = BlockOperation { queue.setSpecific(key: key, value: carried) }
        mark.queuePriority = .veryHigh
        let clear = BlockOperation { queue.setSpecific(key: key, value: nil) }
        clear.queuePriority = .veryLow
        delegates.addOperation(mark)
        delegates.addOperation(clear)
      }
      delegates.isSuspended = false
      if reached { delegates.waitUntilAllOperationsAreFinished() }
    }
  }
}
