import Screenplay

/// `verify --json`: the run as one JSON document on standard output (see ``RunReport``).
struct JSONOutput: RunOutput {
  let console: Console

  func publish(_ run: FinishedRun) -> Bool {
    console.print(
      RunReport(summary: run.summary, outcomes: run.outcomes, unreferenced: run.unreferenced)
        .json())
    return true
  }
}
