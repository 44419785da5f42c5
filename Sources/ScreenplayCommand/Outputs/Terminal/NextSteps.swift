import Screenplay

/// What to do with the histories a run left pending: `2 pending: review them with '…'`.
struct NextSteps: RunOutput {
  let context: CommandContext

  func publish(_ run: FinishedRun) -> Bool {
    guard run.summary.pending > 0 else { return true }
    let hints = context.project.hints
    let how =
      hints.review.map { "review them with '\($0)' (or accept / reject [log])" }
      ?? "accept one with '\(hints.accept("<Screen/name>"))'"
    context.console.print("\(run.summary.pending) pending: \(how)")
    return true
  }
}
