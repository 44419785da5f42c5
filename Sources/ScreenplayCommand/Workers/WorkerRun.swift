import Screenplay

/// One run of a ``WorkerSupervisor``: the workers it has started, what each was dealt, and the
/// outcomes come back so far, reported in log order as they complete.
@MainActor
struct WorkerRun {
  /// One worker's share: its process and the indices (into the run's cases) it was given, in
  /// order.
  struct Assignment {
    var process: WorkerProcess.Launched
    var indices: [Int]
    var batchSize: Int
    var reported = 0
    var trap: (signal: String, stage: String, line: Int, path: String)?
    var garbled: WorkerWireError?

    /// How many of its logs it has not reported yet.
    var unreported: Int { indices.count - reported }
  }

  let supervisor: WorkerSupervisor
  let cases: [LogCase]
  /// Where the workers' processes send what they read and how they end.
  let events: AsyncStream<WorkerEvent>.Continuation
  /// The summary of the outcomes reported so far.
  private(set) var summary = RunSummary()
  private var results: [CaseOutcome?]
  /// The next outcome to report.
  private var next = 0
  private var dealer: WorkerDealer
  private var running: [Int: Assignment] = [:]

  init(
    supervisor: WorkerSupervisor, cases: [LogCase],
    events: AsyncStream<WorkerEvent>.Continuation
  ) {
    self.supervisor = supervisor
    self.cases = cases
    self.events = events
    results = Array(repeating: nil, count: cases.count)
    dealer = WorkerDealer(
      count: cases.count, batchSize: Suite.defaultBatchSize, workers: supervisor.workers)
  }

  /// Starts as many workers as there are batches, up to the supervisor's count (none for no
  /// logs), taking `launched` ones first and letting go of those left over, then deals the
  /// first batches round them, one each in turn, so that a short run uses them all.
  mutating func start(_ launched: [WorkerProcess.Launched]) {
    let used = min(supervisor.workers, dealer.batchCount)
    for worker in 0..<used {
      if worker < launched.count {
        start(worker, launched[worker], [], batchSize: Suite.defaultBatchSize)
      } else {
        _ = launch(worker, [], batchSize: Suite.defaultBatchSize)
      }
    }
    for process in launched.dropFirst(used) { process.dismiss() }
    for _ in 0..<WorkerDealer.ahead {
      for worker in 0..<used { topUp(worker, batches: 1) }
    }
    if running.isEmpty { events.finish() }
  }

  /// Takes in what a worker's process read or how it ended.
  mutating func handle(_ event: WorkerEvent) {
    switch event {
    case .messages(let worker, let messages):
      for message in messages { take(message, from: worker) }
      topUp(worker)
    case .garbled(let worker, let error):
      running[worker]?.garbled = error
    case .ended(let worker, let end):
      ended(worker, end)
    }
  }

  /// Reports, in order, every outcome that no earlier one still waits for.
  mutating func flush(_ report: (CaseOutcome) -> Void) {
    while next < results.count, let outcome = results[next] {
      summary.add(outcome)
      report(outcome)
      next += 1
    }
  }

  private mutating func take(_ message: WorkerMessage, from worker: Int) {
    switch message {
    case .outcome(let index, let outcome):
      guard let global = running[worker]?.indices[index] else { return }
      results[global] = outcome
      running[worker]?.reported += 1
    case .trap(let signal, let stage, let line, let path):
      running[worker]?.trap = (signal, stage, line, path)
    }
  }

  /// A worker's process ended: its logs not reported are blamed or dealt again, to a new
  /// process in its place.
  private mutating func ended(_ worker: Int, _ end: WorkerEnd) {
    guard let finished = running.removeValue(forKey: worker) else { return }
    finished.process.finishGiving()
    forward(end.errors)
    let left = finished.indices.filter { results[$0] == nil }
    var restart = left.isEmpty ? nil : recover(finished, left: left, end: end)
    // Logs not dealt yet need a worker even when this one's own are all accounted for.
    if restart == nil, !dealer.isEmpty {
      restart = (indices: [], batchSize: Suite.defaultBatchSize)
    }
    if let restart, !restart.indices.isEmpty || !dealer.isEmpty,
      launch(worker, restart.indices, batchSize: restart.batchSize)
    {
      topUp(worker)
    }
    if running.isEmpty { events.finish() }
  }

  /// Gives `worker` batches until it holds ``WorkerDealer/limit`` logs unreported (at most
  /// `batches` of them); once every log is dealt, tells every worker no more come.
  private mutating func topUp(_ worker: Int, batches: Int = .max) {
    guard var assignment = running[worker] else { return }
    var dealt = 0
    while dealt < batches, assignment.unreported < dealer.limit, let batch = dealer.deal() {
      assignment.indices += batch
      assignment.process.give(batch.map { cases[$0] })
      dealt += 1
    }
    running[worker] = assignment
    if dealer.isEmpty { for assignment in running.values { assignment.process.finishGiving() } }
  }

  private mutating func start(
    _ worker: Int, _ process: WorkerProcess.Launched, _ indices: [Int], batchSize: Int
  ) {
    running[worker] = Assignment(process: process, indices: indices, batchSize: batchSize)
    process.start(as: worker, events: events)
    process.give(indices.map { cases[$0] })
  }

  /// Starts a new process as `worker` with `indices`; `false`, failing those logs (and, with no
  /// worker left, those not dealt yet), when it cannot start.
  private mutating func launch(_ worker: Int, _ indices: [Int], batchSize: Int) -> Bool {
    var options = supervisor.options
    options.batchSize = batchSize
    guard
      let process = WorkerProcess.launch(
        executable: supervisor.executable, options: options, root: supervisor.project.root,
        environment: supervisor.environment)
    else {
      fail(indices)
      // With no worker left, no one would take the logs not dealt yet.
      if running.isEmpty { fail(dealer.dealRest()) }
      return false
    }
    start(worker, process, indices, batchSize: batchSize)
    return true
  }

  private mutating func fail(_ indices: some Sequence<Int>) {
    for index in indices {
      results[index] = failure(
        cases[index], "cannot start \(supervisor.executable) to verify this log")
    }
  }

  /// Blames the log that ended `finished` early, if it can tell which, and returns what the
  /// next worker takes: the rest, and its batch size.
  private mutating func recover(_ finished: Assignment, left: [Int], end: WorkerEnd)
    -> (indices: [Int], batchSize: Int)?
  {
    if let garbled = finished.garbled {
      let message =
        "the worker verifying this log wrote something else than results: \(garbled.text)"
      for index in left { results[index] = failure(cases[index], message) }
      return nil
    }
    var rest = left
    if let trap = finished.trap, let blamed = left.first(where: { cases[$0].logPath == trap.path })
    {
      results[blamed] = crashed(cases[blamed], trap: trap, end: end)
      rest.removeAll { $0 == blamed }
      return (rest, finished.batchSize)
    }
    if finished.batchSize > 1 {
      return (rest, 1)
    }
    let blamed = rest.removeFirst()
    results[blamed] = crashed(cases[blamed], trap: nil, end: end)
    return (rest, 1)
  }

  private func forward(_ errors: String) {
    let lines = errors.split(separator: "\n", omittingEmptySubsequences: false)
    let text = lines.prefix { !WorkerCrash.isRuntimeCrashLine($0) }.joined(separator: "\n")
    if !text.isEmpty { supervisor.console.writeError(text.hasSuffix("\n") ? text : text + "\n") }
  }

  private func crashed(
    _ logCase: LogCase, trap: (signal: String, stage: String, line: Int, path: String)?,
    end: WorkerEnd
  ) -> CaseOutcome {
    let diagnostic = WorkerCrash(
      logCase: logCase, project: supervisor.project, signal: trap?.signal ?? end.signalName,
      stage: trap?.stage, line: trap?.line ?? 0, errors: end.errors
    ).diagnostic
    return CaseOutcome(logCase: logCase, steps: 0, failure: diagnostic)
  }

  private func failure(_ logCase: LogCase, _ message: String) -> CaseOutcome {
    let diagnostic = Diagnostic(path: logCase.logPath, line: 1, column: 1, message: message)
    return CaseOutcome(logCase: logCase, steps: 0, failure: diagnostic)
  }
}
