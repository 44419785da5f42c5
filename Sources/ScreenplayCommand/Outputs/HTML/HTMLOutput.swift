import Screenplay

/// `verify --html <path>`: the run's page, with what the logs covered.
struct HTMLOutput: RunOutput {
  let path: String
  let context: CommandContext

  func publish(_ run: FinishedRun) -> Bool {
    let coverage = CoverageReport(run.outcomes, scenes: context.scenes)
    return writeReport("the HTML report", to: path, console: context.console) {
      () throws(WriteFailure) in
      try HTMLReport.write(run.outcomes, title: "Screenplay run", coverage: coverage, to: path)
    }
  }
}
