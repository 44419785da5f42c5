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
/// answered. During replays that queue runs on ``queue``. Whenever a replay hands URLSession an
/// answer or a cancellation (``hand(to:_:)``), it brackets what that queues there with two
/// operations of its own: the first marks ``queue`` as carrying the replay, the second clears
/// the mark. The handler in between runs with the mark, so the work it queues
/// (`Task { @MainActor in … }`, a default actor's job) joins the replay, held until the step
/// takes it, exactly as work URLSession hands over on its own queues. The replay then waits
/// until the delegate queue has run it (``settle(_:)``).
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

  /// Held while a bracket is queued, so that brackets of different replays never interleave.
  private static let bracketing = Mutex(())

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
  /// that the completion handlers it reaches run as part of that replay.
  static func hand(to jobs: JobQueue, _ body: () -> Void) {
    let delegates = URLSession.shared.delegateQueue
    let carried = Carried(jobs)
    bracketing.withLock { _ in
      delegates.addOperation { queue.setSpecific(key: key, value: carried) }
      body()
      delegates.addOperation { queue.setSpecific(key: key, value: nil) }
    }
  }

  /// Waits until the delegate queue has run every handler handed to it, then queues the work
  /// they gave `jobs`'s replay (``JobQueue/admitDelivered()``).
  static func settle(_ jobs: JobQueue) {
    URLSession.shared.delegateQueue.waitUntilAllOperationsAreFinished()
    jobs.admitDelivered()
  }
}
