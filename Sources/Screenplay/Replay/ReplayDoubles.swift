import Foundation
import ScreenplaySeams

/// The doubles one replay runs against: virtual clock, the replay's job queue (its own main actor
/// and pool), fixture transport, a store seeded by the store fixture, counting ids and a fixed
/// calendar origin.
///
/// A `ReplayDoubles` is used for exactly one replay; nothing in it is shared with another
/// replay, which is why replays running side by side (`swift test --parallel`) cannot disturb
/// each other.
final class ReplayDoubles: Sendable {
  /// Virtual time zero is 2026-01-01T00:00:00Z on the app's calendar.
  static let origin = Date(timeIntervalSince1970: 1_767_225_600)

  let clock = VirtualClock()
  /// The replay's queue: its owner's, kept here too because it is read at every step (read
  /// through the owner, it cost 0.3% of a release run's instructions and 0.5% of a debug one's).
  let jobs: JobQueue
  /// Keeps ``jobs`` for the queue's executors (see ``JobQueue/Owner``).
  private let jobsOwner: JobQueue.Owner
  let spawner = HarnessSpawner()
  let transport: FixtureTransport
  /// Answers the app's URLSession requests from the same fixtures as ``transport``.
  private let network: URLSessionBridge
  private let ids = SequentialIDs()

  /// The app's randomness and `UUID()`s, the same in every replay.
  let randomness = ReplayRandomness()
  let store: ReplayKeyValueStore
  /// The replay's `UserDefaults` and files, empty but for the store fixtures' values.
  let storage: ReplaySandbox

  init(fixtures: [Fixture], store: StoreFixture? = nil, secretNames: SecretNames = SecretNames()) {
    ConcurrencyHooks.install()
    ReplayMainQueue.install()
    ReplayDispatch.install()
    ReplayTimers.install()
    NetworkGuard.install()
    storage = ReplaySandbox(seed: store?.defaults)
    self.store = ReplayKeyValueStore(store, clock: clock, problems: storage.problems)
    transport = FixtureTransport(fixtures: fixtures, clock: clock, secretNames: secretNames)
    network = URLSessionBridge(transport: transport, clock: clock)
    if let problem = ReplayURLProtocol.unavailable { transport.report(problem) }
    jobsOwner = JobQueue.Owner(clock: clock, network: network)
    jobs = jobsOwner.queue
  }

  /// The environment handed to the scene.
  var environment: AppEnvironment {
    let clock = clock
    let ids = ids
    let store = store
    return AppEnvironment(
      transport: transport,
      clock: clock,
      tasks: spawner,
      store: store,
      makeID: { ids.next() },
      now: {
        ReplayDoubles.origin.addingTimeInterval(
          TimeInterval(TimeFormat.milliseconds(clock.now.offset)) / 1000)
      })
  }

  /// Runs `body` (app code: building the scene, an event, a wake-up) as part of the replay, then
  /// every job it queued and the jobs those queue, and the work it sent to dispatch queues and
  /// to URLSession, until none is left. Returns `body`'s result; sets `quiet` to whether the app
  /// went quiet within `limits`' jobs per step.
  ///
  /// `quiet` is not returned beside the result: a tuple holding a generic value has its type
  /// made at run time on every call (about 1% of a run).
  @MainActor
  func perform<T>(limits: ReplayLimits, quiet: inout Bool, _ body: () -> T) -> T {
    let limit = limits.maxJobsPerStep
    let queueWork = limits.queueWorkLimit
    return ReplayThread.running(jobs) {
      VirtualClocks.reading(clock) {
        randomness.drawing {
          TrapBeacon.replaying(line: clock.cause?.line ?? 0)
          let result = body()
          TrapBeacon.replaying(line: clock.cause?.line ?? 0)
          // What `body` sent to other queues (an answer's completion handler, a block for
          // `DispatchQueue.global()`) runs to its end before the main queue's turn, so that what
          // it sends back to the main queue, and whatever its thread races with there, comes in
          // one order in every replay.
          _ = jobs.settleDispatched(limit: queueWork)
          quiet = jobs.drain(limit: limit)
          // Work on the queues may hand URLSession a request, and an answer may send work to a
          // queue: the step ends when neither has anything left.
          while quiet
            && (jobs.settleDispatched(limit: queueWork) || network.settle(jobs)
              || jobs.settleDispatched(limit: queueWork))
          {
            quiet = jobs.drain(limit: limit)
          }
          return result
        }
      }
    }
  }

  /// Runs `body` as part of the replay without running what it queues yet.
  @MainActor
  func enter<T>(_ body: () -> T) -> T {
    ReplayThread.running(jobs) { VirtualClocks.reading(clock) { randomness.drawing(body) } }
  }
}
