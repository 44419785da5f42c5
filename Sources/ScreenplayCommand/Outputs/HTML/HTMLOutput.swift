import Screenplay

/// `verify --html <path>`: the run's page, with what the logs covered.
struct HTMLOutput: RunOutput {
  let path: String
  let context: CommandContext

  func publish(_ run: FinishedRun) -> Bool {
    let console = context.console
    let coverage = CoverageReport(run.outcomes, scenes: context.scenes)
    do throws(WriteFailure) {
      try HTMLReport.write(run.outcomes, title: "Screenplay run", coverage: coverage, to: path)
      console.printError("wrote the HTML report to \(path)")
      return true
    } catch {
      console.printError("error: cannot write the HTML report to \(path): \(error.reason)")
      console.printError("  hint: \(error.hint)")
      return false
    }
  }
}
