import Foundation
import Screenplay

/// Runs `verify`'s logs in worker processes (lanes), so that a log whose replay crashes fails
/// alone and the run goes on, and so that replays use every core.
///
/// Logs are dealt to the lanes a batch (``Suite/defaultBatchSize`` logs) at a time, in turn.
/// Each lane is one `__lane` process (``LaneWorker``) at a time; outcomes come back as
/// ``LaneWire`` frames and are reported in the order of `cases`, exactly as ``Suite`` reports
/// them in one process, so the output does not depend on the number of lanes.
///
/// When a worker dies before reporting all its logs:
/// - if its ``TrapBeacon`` record names the log being prepared, replayed or compared, that log
///   fails with the signal, the log line and the runtime's message, and a new worker takes the
///   lane's remaining logs;
/// - otherwise (a crash outside any log's stages) a new worker takes them one log per batch, so
///   that a second crash names its log;
/// - a worker that crashes with one log per batch and no record fails the first log it had not
///   reported.
/// Every restart has at least one log fewer, so a run always ends.
@MainActor
struct LaneSupervisor {
  /// The hidden command that starts a worker.
  nonisolated static let command = "__lane"

  /// The executable to start: this one.
  let executable: String
  /// How many workers run at once.
  let lanes: Int
  let project: Project
  let environment: [String: String]
  /// What every worker runs with but its batch size.
  let options: LaneOptions
  /// Where the workers' own standard error goes (what the app printed), up to the runtime's
  /// report of a trap: the crashed log's report quotes its message, and its stack trace differs
  /// from run to run.
  let console: Console

  /// One worker's share: the indices (into the run's cases) it was given, in order.
  private struct Assignment {
    var indices: [Int]
    var batchSize: Int
    var trap: (signal: String, stage: String, line: Int, path: String)?
    var garbled: LaneWireError?
  }

  /// Starts workers that wait for their logs (see ``run(_:launched:report:)``), so that their
  /// start-up overlaps the selection of the run's logs.
  ///
  /// Where this process can be copied (see ``ForkedWorker``), every lane's worker is a copy
  /// running ``LaneWorker`` over `scenes`: a copy starts in well under a millisecond. Otherwise
  /// only the first lane's worker is started now, by `exec`: every run with logs uses it, and on
  /// two cores more workers starting at once slowed the selection more than they saved.
  func launchWorkers(scenes: [SceneDescriptor]) async -> [LaneProcess.Launched] {
    var forked: [LaneProcess.Launched] = []
    while forked.count < lanes, ForkedWorker.isAvailable {
      let inherited = forked.flatMap(\.descriptors)
      guard
        let worker = await LaneProcess.fork(
          root: project.root, closing: inherited, worker: { await runWorker(scenes: scenes) })
      else { break }
      forked.append(worker)
    }
    guard forked.isEmpty else { return forked }
    return (0..<min(lanes, 1)).compactMap { _ in
      LaneProcess.launch(
        executable: executable, options: options, root: project.root, environment: environment)
    }
  }

  /// In a forked worker: verifies the logs on standard input, as `__lane` does, with the
  /// project (and so the hints) this supervisor found.
  private func runWorker(scenes: [SceneDescriptor]) async -> Int32 {
    let context = CommandContext(
      project: project, scenes: scenes,
      environment: LaneProcess.workerEnvironment(environment, root: project.root),
      console: .standard())
    return await LaneWorker(context: context, options: options).run()
  }

  /// Verifies `cases` in the lanes, calling `report` after each in order; returns the summary.
  /// The first lanes' workers are `launched` ones (from ``launchWorkers(scenes:)``) while they last;
  /// launched workers left without logs are let go.
  func run(
    _ cases: [LogCase], launched: [LaneProcess.Launched] = [], report: (CaseOutcome) -> Void
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
    let (events, continuation) = AsyncStream<LaneEvent>.makeStream()
    var running: [Int: Assignment] = [:]
    func start(_ lane: Int, _ assignment: Assignment) {
      guard !assignment.indices.isEmpty else { return }
      var options = options
      options.batchSize = assignment.batchSize
      let started = LaneProcess.start(
        lane: lane, executable: executable, options: options,
        cases: assignment.indices.map { cases[$0] }, root: project.root,
        environment: environment, events: continuation)
      guard started else {
        for index in assignment.indices {
          results[index] = failure(cases[index], "cannot start \(executable) to verify this log")
        }
        return
      }
      running[lane] = assignment
    }
    let dealt = deal(cases.count)
    for (lane, indices) in dealt.enumerated() {
      let assignment = Assignment(indices: indices, batchSize: Suite.defaultBatchSize)
      guard lane < launched.count else {
        start(lane, assignment)
        continue
      }
      guard !indices.isEmpty else {
        launched[lane].dismiss()
        continue
      }
      launched[lane].assign(indices.map { cases[$0] }, lane: lane, events: continuation)
      running[lane] = assignment
    }
    for worker in launched.dropFirst(dealt.count) { worker.dismiss() }
    if running.isEmpty { continuation.finish() }
    for await event in events {
      switch event {
      case .messages(let lane, let messages):
        for message in messages {
          switch message {
          case .outcome(let index, let outcome):
            guard let global = running[lane]?.indices[index] else { continue }
            results[global] = outcome
          case .trap(let signal, let stage, let line, let path):
            running[lane]?.trap = (signal, stage, line, path)
          }
        }
      case .garbled(let lane, let error):
        running[lane]?.garbled = error
      case .ended(let lane, let end):
        guard let finished = running.removeValue(forKey: lane) else { continue }
        forward(end.errors)
        let left = finished.indices.filter { results[$0] == nil }
        if !left.isEmpty, let restart = recover(finished, left: left, end: end, cases, &results) {
          start(lane, restart)
        }
        if running.isEmpty { continuation.finish() }
      }
      flush()
    }
    flush()
    return summary
  }

  /// Blames the log that ended `finished` early, if it can tell which, and returns who goes on
  /// with the rest.
  private func recover(
    _ finished: Assignment, left: [Int], end: LaneEnd, _ cases: [LogCase],
    _ results: inout [CaseOutcome?]
  ) -> Assignment? {
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
      return Assignment(indices: rest, batchSize: finished.batchSize)
    }
    if finished.batchSize > 1 {
      return Assignment(indices: rest, batchSize: 1)
    }
    let blamed = rest.removeFirst()
    results[blamed] = crashed(cases[blamed], trap: nil, end: end)
    return Assignment(indices: rest, batchSize: 1)
  }

  private func forward(_ errors: String) {
    let lines = errors.split(separator: "\n", omittingEmptySubsequences: false)
    let text = lines.prefix { !LaneCrash.isRuntimeCrashLine($0) }.joined(separator: "\n")
    if !text.isEmpty { console.writeError(text.hasSuffix("\n") ? text : text + "\n") }
  }

  /// Lane `k` gets batches `k`, `k + lanes`, `k + 2 × lanes`, …
  private func deal(_ count: Int) -> [[Int]] {
    let size = Suite.defaultBatchSize
    let batches = (count + size - 1) / size
    let used = max(1, min(lanes, batches))
    var dealt = [[Int]](repeating: [], count: used)
    for batch in 0..<batches {
      dealt[batch % used] += Array((batch * size)..<min(count, (batch + 1) * size))
    }
    return dealt
  }

  private func crashed(
    _ logCase: LogCase, trap: (signal: String, stage: String, line: Int, path: String)?,
    end: LaneEnd
  ) -> CaseOutcome {
    let diagnostic = LaneCrash(
      logCase: logCase, project: project, signal: trap?.signal ?? end.signalName,
      stage: trap?.stage, line: trap?.line ?? 0, errors: end.errors
    ).diagnostic
    return CaseOutcome(
      logCase: logCase, status: .failed, steps: 0, message: diagnostic.description,
      path: diagnostic.path, line: diagnostic.line)
  }

  private func failure(_ logCase: LogCase, _ message: String) -> CaseOutcome {
    let diagnostic = Diagnostic(path: logCase.logPath, line: 1, column: 1, message: message)
    return CaseOutcome(
      logCase: logCase, status: .failed, steps: 0, message: diagnostic.description,
      path: logCase.logPath)
  }
}
