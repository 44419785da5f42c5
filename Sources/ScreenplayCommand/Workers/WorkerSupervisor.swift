import Foundation
import Screenplay

/// Runs `verify`'s logs in worker processes, so that a log whose replay crashes fails
/// alone and the run goes on, and so that replays use every core.
///
/// Logs are dealt to the workers a batch (``Suite/defaultBatchSize`` logs, fewer towards the end)
/// at a time, as they report: each worker is kept ``WorkerDealer/ahead`` batches ahead of its
/// outcomes, so a worker that runs slower (it shares its core with this process, or started
/// later) takes fewer batches and the workers end together. Each worker is one process
/// (``Worker``) at a time, replaced by a new one if it crashes; outcomes come back as ``WorkerWire`` frames and are reported in the
/// order of `cases`, exactly as ``Suite`` reports them in one process, so the output does not
/// depend on the number of workers or on which worker took which log.
///
/// When a worker dies before reporting all its logs:
/// - if its ``TrapBeacon`` record names the log being prepared, replayed or compared, that log
///   fails with the signal, the log line and the runtime's message, and a new worker takes the
///   worker's remaining logs;
/// - otherwise (a crash outside any log's stages) a new worker takes them one log per batch, so
///   that a second crash names its log;
/// - a worker that crashes with one log per batch and no record fails the first log it had not
///   reported.
/// Every restart has at least one log fewer, so a run always ends.
@MainActor
struct WorkerSupervisor {
  /// The hidden command that starts a worker.
  nonisolated static let command = "__worker"

  /// The executable to start: this one.
  let executable: String
  /// How many workers run at once.
  let workers: Int
  let project: Project
  let environment: [String: String]
  /// What every worker runs with but its batch size.
  let options: WorkerOptions
  /// Where the workers' own standard error goes (what the app printed), up to the runtime's
  /// report of a trap: the crashed log's report quotes its message, and its stack trace differs
  /// from run to run.
  let console: Console

  /// One worker's share: its process and the indices (into the run's cases) it was given, in
  /// order.
  private struct Assignment {
    var process: WorkerProcess.Launched
    var indices: [Int]
    var batchSize: Int
    var reported = 0
    var trap: (signal: String, stage: String, line: Int, path: String)?
    var garbled: WorkerWireError?

    /// How many of its logs it has not reported yet.
    var unreported: Int { indices.count - reported }
  }

  /// Starts every worker's worker, each waiting for its logs (see ``run(_:launched:report:)``), so
  /// that their start-up overlaps the selection of the run's logs.
  func launchWorkers() -> [WorkerProcess.Launched] {
    (0..<workers).compactMap { _ in
      WorkerProcess.launch(
        executable: executable, options: options, root: project.root, environment: environment)
    }
  }

  /// Verifies `cases` in the workers, calling `report` after each in order; returns the summary.
  /// The first workers' workers are `launched` ones (from ``launchWorkers()``) while they
  /// last; launched workers left without logs are let go.
  func run(
    _ cases: [LogCase], launched: [WorkerProcess.Launched] = [], report: (CaseOutcome) -> Void
  ) async -> RunSummary {
    var results = [CaseOutcome?](repeating: nil, count: cases.count)
    var next = 0
    var summary = RunSummary()
    func flush() {
      while next < results.count, let outcome = results[next] {
        summary.add(outcome)
        report(outcome)
        next += 1
      }
    }
    let (events, continuation) = AsyncStream<WorkerEvent>.makeStream()
    var dealer = WorkerDealer(
      count: cases.count, batchSize: Suite.defaultBatchSize, workers: workers)
    var running: [Int: Assignment] = [:]
    /// Gives `worker` batches until it holds ``WorkerDealer/limit`` logs unreported (at most
    /// `batches` of them); once every log is dealt, tells every worker no more come.
    func topUp(_ worker: Int, batches: Int = .max) {
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
    func fail(_ indices: some Sequence<Int>) {
      for index in indices {
        results[index] = failure(cases[index], "cannot start \(executable) to verify this log")
      }
    }
    func start(_ worker: Int, _ process: WorkerProcess.Launched, _ indices: [Int], batchSize: Int) {
      running[worker] = Assignment(process: process, indices: indices, batchSize: batchSize)
      process.start(as: worker, events: continuation)
      process.give(indices.map { cases[$0] })
    }
    func launch(_ worker: Int, _ indices: [Int], batchSize: Int) -> Bool {
      var options = options
      options.batchSize = batchSize
      guard
        let process = WorkerProcess.launch(
          executable: executable, options: options, root: project.root,
          environment: environment)
      else {
        fail(indices)
        // With no worker left, no one would take the logs not dealt yet.
        if running.isEmpty { fail(dealer.dealRest()) }
        return false
      }
      start(worker, process, indices, batchSize: batchSize)
      return true
    }
    // As many workers as there are batches, up to `workers`; none for no logs.
    let used = min(workers, dealer.batchCount)
    for worker in 0..<used {
      if worker < launched.count {
        start(worker, launched[worker], [], batchSize: Suite.defaultBatchSize)
      } else {
        _ = launch(worker, [], batchSize: Suite.defaultBatchSize)
      }
    }
    for process in launched.dropFirst(used) { process.dismiss() }
    // The first batches go round the workers, one each in turn, so that a short run uses them all.
    for _ in 0..<WorkerDealer.ahead {
      for worker in 0..<used { topUp(worker, batches: 1) }
    }
    if running.isEmpty { continuation.finish() }
    for await event in events {
      switch event {
      case .messages(let worker, let messages):
        for message in messages {
          switch message {
          case .outcome(let index, let outcome):
            guard let global = running[worker]?.indices[index] else { continue }
            results[global] = outcome
            running[worker]?.reported += 1
          case .trap(let signal, let stage, let line, let path):
            running[worker]?.trap = (signal, stage, line, path)
          }
        }
        topUp(worker)
      case .garbled(let worker, let error):
        running[worker]?.garbled = error
      case .ended(let worker, let end):
        guard let finished = running.removeValue(forKey: worker) else { continue }
        finished.process.finishGiving()
        forward(end.errors)
        let left = finished.indices.filter { results[$0] == nil }
        var restart = left.isEmpty ? nil : recover(finished, left: left, end: end, cases, &results)
        // Logs not dealt yet need a worker even when this one's own are all accounted for.
        if restart == nil, !dealer.isEmpty {
          restart = (indices: [], batchSize: Suite.defaultBatchSize)
        }
        if let restart, !restart.indices.isEmpty || !dealer.isEmpty,
          launch(worker, restart.indices, batchSize: restart.batchSize)
        {
          topUp(worker)
        }
        if running.isEmpty { continuation.finish() }
      }
      flush()
    }
    flush()
    return summary
  }

  /// Blames the log that ended `finished` early, if it can tell which, and returns what the
  /// next worker takes: the rest, and its batch size.
  private func recover(
    _ finished: Assignment, left: [Int], end: WorkerEnd, _ cases: [LogCase],
    _ results: inout [CaseOutcome?]
  ) -> (indices: [Int], batchSize: Int)? {
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
    if !text.isEmpty { console.writeError(text.hasSuffix("\n") ? text : text + "\n") }
  }

  private func crashed(
    _ logCase: LogCase, trap: (signal: String, stage: String, line: Int, path: String)?,
    end: WorkerEnd
  ) -> CaseOutcome {
    let diagnostic = WorkerCrash(
      logCase: logCase, project: project, signal: trap?.signal ?? end.signalName,
      stage: trap?.stage, line: trap?.line ?? 0, errors: end.errors
    ).diagnostic
    return CaseOutcome(logCase: logCase, steps: 0, failure: diagnostic)
  }

  private func failure(_ logCase: LogCase, _ message: String) -> CaseOutcome {
    let diagnostic = Diagnostic(path: logCase.logPath, line: 1, column: 1, message: message)
    return CaseOutcome(logCase: logCase, steps: 0, failure: diagnostic)
  }
}
