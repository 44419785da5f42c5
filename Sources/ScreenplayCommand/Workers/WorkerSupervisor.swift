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
    let (events, continuation) = AsyncStream<WorkerEvent>.makeStream()
    var run = WorkerRun(supervisor: self, cases: cases, events: continuation)
    run.start(launched)
    for await event in events {
      run.handle(event)
      run.flush(report)
    }
    run.flush(report)
    return run.summary
  }
}
