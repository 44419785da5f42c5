import Screenplay

/// Keeps which of the logs a run replayed failed, for `--last-failed`; a record that cannot be
/// written is a warning, not a failure of the run.
struct LastFailedOutput: RunOutput {
  let context: CommandContext

  func publish(_ run: FinishedRun) -> Bool {
    let failed = run.outcomes.filter { $0.status == .failed }.map(\.logCase)
    guard
      let failure = LastFailedRecord(project: context.project).update(
        ran: run.outcomes.map(\.logCase), failed: failed)
    else { return true }
    context.console.printError(
      "\(failure.path):1:1: warning: \(failure.message); --last-failed will not know this run\n"
        + "  hint: \(failure.hint)")
    return true
  }
}
