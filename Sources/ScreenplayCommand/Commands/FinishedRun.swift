import Screenplay

/// A `verify` run once every selected log has an outcome: what its outputs publish.
struct FinishedRun {
  /// What the run was asked for.
  let options: VerifyOptions
  /// Its record mode and whether failures were let through.
  let settings: RunSettings
  /// The logs it took.
  let selection: LogSelection
  /// Every outcome, in log order.
  let outcomes: [CaseOutcome]
  /// The counts, with the unreferenced files and pending histories once they are known.
  var summary: RunSummary
  /// The files no log accounts for (none for a filtered run, or a later shard).
  var unreferenced = UnreferencedFiles()

  /// How many failures could not write a file they had to (see
  /// ``CaseFailure/unwrittenPath``): they fail a run even under `--force-pass`.
  var unwritten: Int { outcomes.filter { $0.failure?.unwrittenPath != nil }.count }

  /// The logs whose received history waits for review.
  var pending: [LogCase] { outcomes.filter { $0.failure?.pendingPath != nil }.map(\.logCase) }
}

/// One of what a finished `verify` run publishes: a report file, the terminal's text, a record.
@MainActor
protocol RunOutput {
  /// Publishes `run`; `false` when something it had to write was not written, which fails
  /// the run.
  func publish(_ run: FinishedRun) -> Bool
}

extension RunOutput {
  /// Writes `text`, the report `what` (`the HTML report`), to `path` (absolute, or relative to
  /// the current directory) atomically, and says so on standard error, or why it could not;
  /// whether it was written.
  func writeReport(_ what: String, _ text: String, to path: String, console: Console) -> Bool {
    do throws(WriteFailure) {
      try FileSystem.writeReport(text, naming: what, to: path)
      console.printError("wrote \(what) to \(path)")
      return true
    } catch {
      console.printError("error: cannot write \(what) to \(path): \(error.reason)")
      console.printError("  hint: \(error.hint)")
      return false
    }
  }
}
