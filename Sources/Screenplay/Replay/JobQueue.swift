import Dispatch

/// One replay's runnable work: every job its app queues, in the order queued, run on the
/// replayer's thread until none is left.
///
/// The app's `@MainActor` code runs on ``mainActor`` (the replay's own main actor, which the
/// runtime hooks hand out while the replay runs) and its nonisolated code and default actors on
/// ``pool``; both only queue here. So a step ends exactly when ``drain(limit:)`` finds the queue
/// empty: nothing in the app can run any more until the replayer moves time or sends an event.
///
/// Work that arrives from outside the replay's thread, or a sleep on a real clock, is an
/// ``Escape``: recorded for the report, because its timing is not the replay's to decide.
///
/// A queue's two executors are never freed: tasks of a finished replay may still refer to them
/// (the runtime holds executors unowned), so ``ReplayExecutors`` keeps them for the process. They
/// reach their queue through a weak reference to its ``Owner``, which its doubles keep, so the
/// queue goes once its doubles and its tasks are gone. Once ``close()`` is called, or the
/// doubles are gone, late work is handed to the process's real main actor or global executor,
/// so nothing is lost and nothing touches the next replay.
final class JobQueue: Sendable {
  /// The replay that started the current task, if any; tasks it starts carry it too.
  @TaskLocal static var taskOwner: JobQueue?

  private struct Entry {
    var job: UnownedJob
    var isolated: Bool
  }

  private struct State {
    var entries: [Entry] = []
    var head = 0
    var isOpen = true
    var escapes: [Escape] = []
    /// How many jobs the queue has taken: a wake-up that queued nothing leaves it as it was.
    var accepted = 0
    /// Work URLSession queued from a thread of its own while handing the app an answer, held
    /// until the step takes it (``admitDelivered()``).
    var delivered: [Entry] = []
    var heldSleeps: [@Sendable () -> Void] = []
    /// Pieces of work sent to dispatch queues since the step last waited for them.
    var dispatchedSinceSettled = 0
    /// Whether a step gave up waiting for work on a dispatch queue: later steps do not wait.
    var dispatchAbandoned = false
    /// The escapes a replay reports once, whenever they recur (a scheduler whose work it cannot
    /// take, each time the operator schedules).
    var reportedOnce: Set<Escape.Kind> = []
    /// The queue's owner, through which escapes reach the clock's current log line.
    weak var owner: Owner?
  }

  /// The replay's main actor: what `@MainActor` means to the app while the replay runs.
  let mainActor: ReplayMainActor
  /// Where the replay's nonisolated jobs run.
  let pool: ReplayPool
  private let state = Locked(State())
  /// The work the replay sent to dispatch queues (``ReplayDispatch``) that has not run yet.
  private let dispatched = DispatchGroup()

  /// What a replay's doubles keep of its queue and of the clock its escapes are traced to; all
  /// that the queue and its executors keep of either, weakly.
  ///
  /// An object that has ever been weakly referenced is retained and released on the runtime's
  /// slow path from then on (its counts move to a side table), and the queue is retained for
  /// nearly every job the app queues (the runtime's hooks look it up each time), the clock at
  /// every step: so the weak references are to this, which is touched only when an executor
  /// takes a job or an escape is recorded.
  final class Owner: Sendable {
    /// The queue owned.
    let queue: JobQueue
    /// The clock whose current log line an escape is traced to.
    let clock: VirtualClock
    /// The replay's URLSession requests.
    let network: URLSessionBridge
    /// The replay's `Timer`s.
    let timers: ReplayTimers

    /// Creates an open queue, tracing its escapes to `clock`, and points it and its executors
    /// at this owner.
    init(clock: VirtualClock, network: URLSessionBridge) {
      queue = JobQueue()
      self.clock = clock
      self.network = network
      timers = ReplayTimers(clock: clock)
      queue.mainActor.owner = self
      queue.pool.owner = self
      queue.state.withLock { $0.owner = self }
      Self.made.withLock { made in
        made.removeAll { $0.owner == nil }
        made.append(Made(owner: self))
      }
    }

    private struct Made: @unchecked Sendable {
      weak var owner: Owner?
    }

    /// The owners made in this process and not yet gone.
    private static let made = Locked<[Made]>([])

    /// The URLSession bridges of the replays whose queues are open in this process, in the order
    /// their replays began.
    static var openNetworks: [URLSessionBridge] {
      let owners = made.withLock { made in made.compactMap(\.owner) }
      return owners.filter(\.queue.isOpen).map(\.network)
    }

    /// The replay whose queue is open, when exactly one is open in the process: what work from
    /// outside every replay's thread can only be part of. (Worker processes run one replay at a
    /// time; tests running side by side may run several.)
    static var onlyOpen: JobQueue? {
      let queues = made.withLock { made in made.compactMap { $0.owner?.queue } }
      let open = queues.filter(\.isOpen)
      return open.count == 1 ? open[0] : nil
    }
  }

  /// Creates an open queue with no owner yet (see ``Owner``).
  private init() {
    let mainActor = ReplayMainActor()
    let pool = ReplayPool()
    self.mainActor = mainActor
    self.pool = pool
    ReplayExecutors.keep(mainActor, pool)
    // Room for a replay's first jobs made once, rather than grown job by job in every replay.
    state.withLock { $0.entries.reserveCapacity(Self.entriesReserved) }
  }

  /// How many entries a queue makes room for when it is created.
  private static let entriesReserved = 16

  /// The log line the replay is at, if its owner is still there: what an escape is traced to.
  private var cause: Int? {
    state.withLock { $0.owner }?.clock.cause?.line
  }

  /// The replay's URLSession requests, while its doubles keep it.
  var network: URLSessionBridge? { state.withLock { $0.owner }?.network }

  /// The replay's virtual clock, while its owner lives.
  var clock: VirtualClock? { state.withLock { $0.owner }?.clock }

  /// The replay's `Timer`s, while its owner lives.
  var timers: ReplayTimers? { state.withLock { $0.owner }?.timers }

  /// How many jobs the queue has taken so far.
  var acceptedCount: Int { state.withLock { $0.accepted } }

  /// Queues the work URLSession handed the app from a thread of its own, in the order it came;
  /// the replay calls this once URLSession has nothing left to do for the step, so the work
  /// takes the same place in every replay.
  func admitDelivered() {
    state.withLock { state in
      state.entries.append(contentsOf: state.delivered)
      state.accepted &+= state.delivered.count
      state.delivered = []
    }
  }

  /// Whether the replay still takes work.
  var isOpen: Bool { state.withLock { $0.isOpen } }

  /// Counts one more piece of work the replay sent to a dispatch queue; `false` once the replay
  /// is closed, and the work runs as no replay's.
  func beginDispatched() -> Bool {
    let open = state.withLock { state in
      guard state.isOpen else { return false }
      state.dispatchedSinceSettled += 1
      return true
    }
    if open { dispatched.enter() }
    return open
  }

  /// A piece of work counted by ``beginDispatched()`` has run.
  func endDispatched() {
    dispatched.leave()
  }

  /// Waits until the work the replay sent to dispatch queues, and the work that sent on, has run,
  /// then takes what it queued for the replay (``admitDelivered()``); `false` when nothing was
  /// sent since the last call. Work still running after `limit` of real time is reported, and
  /// no later step waits for it.
  func settleDispatched(limit: Duration) -> Bool {
    let sent = state.withLock { state in
      defer { state.dispatchedSinceSettled = 0 }
      return state.dispatchAbandoned ? 0 : state.dispatchedSinceSettled
    }
    guard sent > 0 else { return false }
    let milliseconds = Int(TimeFormat.milliseconds(limit))
    let finished = VirtualClocks.real {
      dispatched.wait(timeout: .now() + .milliseconds(milliseconds))
    }
    if finished == .timedOut {
      let line = cause
      state.withLock { state in
        state.dispatchAbandoned = true
        state.escapes.append(Escape(kind: .unfinishedQueueWork(limit), line: line))
      }
    }
    admitDelivered()
    return true
  }

  /// Records an escape of the replay's work on another thread (a sleep in queue work, work a
  /// scheduler did not hand to the replay), at the log line the replay is at.
  func noteEscape(_ kind: Escape.Kind) {
    let line = cause
    state.withLock { state in
      if case .untakenScheduling = kind, !state.reportedOnce.insert(kind).inserted { return }
      state.escapes.append(Escape(kind: kind, line: line))
    }
  }

  /// Queues a job isolated to the replay's main actor.
  func enqueueMainActor(_ job: UnownedJob) {
    accept(Entry(job: job, isolated: true))
  }

  /// Queues a nonisolated job or a default actor's job.
  func enqueueNonisolated(_ job: UnownedJob) {
    accept(Entry(job: job, isolated: false))
  }

  /// Records a sleep on a real clock and holds its wake-up: `schedule` hands the sleep to the
  /// process's real clock, which happens only once the replay closes, so the replay never waits
  /// for real time and the sleeping task still ends.
  func holdRealSleep(clock name: String, schedule: @escaping @Sendable () -> Void) {
    let line = cause
    let held = state.withLock { state in
      guard state.isOpen else { return false }
      state.escapes.append(Escape(kind: .realClockSleep(clock: name), line: line))
      state.heldSleeps.append(schedule)
      return true
    }
    if !held { schedule() }
  }

  /// Sleeps a sleep on a real clock for `length` of the replay's virtual time: its wake-up `job`
  /// runs when the replay's clock reaches it, as a wake-up of that clock does. `release` hands the
  /// job to the real clock instead, once the replay is closed.
  func sleep(_ job: UnownedJob, for length: Duration, release: @escaping @Sendable () -> Void) {
    guard let clock = state.withLock({ $0.isOpen ? $0.owner?.clock : nil }) else {
      return release()
    }
    // The queue is held strongly: an object once weakly referenced is retained on the runtime's
    // slow path for good (see ``Owner``), and the clock holding it does not hold the clock's owner.
    let sleep = VirtualClock.RealSleep(wake: { self.wake(job) }, release: release)
    clock.sleep(sleep, for: length)
  }

  /// Runs a real sleep's wake-up job now, on the replay's thread; `true` when it queued work
  /// (a cancelled sleep's wake-up resumes nothing).
  private func wake(_ job: UnownedJob) -> Bool {
    let before = state.withLock { $0.accepted }
    job.runSynchronously(on: pool.asUnownedTaskExecutor())
    return state.withLock { $0.accepted } != before
  }

  /// Runs queued jobs, and the jobs they queue, until none is left. Returns `false` if `limit`
  /// jobs ran and more were still queued. Call it inside ``ReplayThread/running(_:_:)``.
  func drain(limit: Int) -> Bool {
    var count = 0
    while let entry = next() {
      if entry.isolated {
        entry.job.runSynchronously(on: mainActor.asUnownedSerialExecutor())
      } else {
        entry.job.runSynchronously(on: pool.asUnownedTaskExecutor())
      }
      count += 1
      if count >= limit { return state.withLock { $0.head == $0.entries.count } }
    }
    return true
  }

  /// The escapes recorded since the last call.
  func takeEscapes() -> [Escape] {
    state.withLock { state in
      defer { state.escapes.removeAll() }
      return state.escapes
    }
  }

  /// Stops taking work: what is still queued is dropped, and what arrives later runs outside.
  /// Held real sleeps go to the real clock, so their tasks can end instead of waiting forever.
  func close() {
    state.withLock { $0.owner }?.clock.releaseRealSleeps()
    let heldSleeps = state.withLock { state in
      state.isOpen = false
      state.entries = []
      state.head = 0
      defer { state.heldSleeps = [] }
      return state.heldSleeps
    }
    for schedule in heldSleeps { schedule() }
  }

  private func next() -> Entry? {
    state.withLock { state in
      guard state.head < state.entries.count else { return nil }
      let entry = state.entries[state.head]
      state.head += 1
      // Run entries are dropped only once there are a few dozen, not at every drain: most drains
      // run a job or two (an idiom of the hot path: see "Performance idioms" in Docs/Design.md).
      // Entries hold no references, so the few left behind cost nothing.
      if state.head == state.entries.count, state.head >= Self.entriesKept {
        state.entries.removeAll(keepingCapacity: true)
        state.head = 0
      }
      return entry
    }
  }

  /// How many run entries may stay in the queue's array before it is emptied.
  private static let entriesKept = 64

  private func accept(_ entry: Entry) {
    let foreign = ReplayThread.queue !== self
    let delivered = foreign && ReplayThread.delivering === self
    let line = foreign && !delivered ? cause : nil
    let accepted = state.withLock { state in
      guard state.isOpen else { return false }
      if delivered {
        state.delivered.append(entry)
        return true
      }
      if foreign { state.escapes.append(Escape(kind: .foreignThread, line: line)) }
      state.entries.append(entry)
      state.accepted &+= 1
      return true
    }
    if !accepted { Self.runOutside(entry.job, isolated: entry.isolated, mainActor: mainActor) }
  }

  /// Late work of a closed replay runs where it would have run without Screenplay.
  static func runOutside(_ job: UnownedJob, isolated: Bool, mainActor: ReplayMainActor?) {
    if isolated, let mainActor {
      DispatchQueue.main.async { job.runSynchronously(on: mainActor.asUnownedSerialExecutor()) }
    } else {
      DispatchQueue.global().async {
        job.runSynchronously(on: globalConcurrentExecutor.asUnownedTaskExecutor())
      }
    }
  }
}
