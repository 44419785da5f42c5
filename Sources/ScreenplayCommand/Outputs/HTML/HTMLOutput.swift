import Screenplay

/// `verify --html <path>`: the run's page, with what the logs covered.
struct HTMLOutput: RunOutput {
  let path: String
  let context: CommandContext

  func publish(_ run: FinishedRun) -> Bool {
    let coverage = CoverageReport(run.outcomes, scenes: context.scenes)
    let page = HTMLReport.render(run.outcomes, title: "Screenplay run", coverage: coverage)
    return writeReport("the HTML report", page, to: path, console: context.console)
  }
}
