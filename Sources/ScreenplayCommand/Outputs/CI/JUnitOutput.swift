import Screenplay

/// `verify --junit <path>`: a JUnit document of the logs `reported`, those the run did not
/// select listed as skipped.
struct JUnitOutput: RunOutput {
  let path: String
  /// The logs the document lists: a shard's own, or every log.
  let reported: [LogCase]
  let console: Console

  func publish(_ run: FinishedRun) -> Bool {
    let cases = JUnitCases.cases(
      all: reported, outcomes: run.outcomes, filters: run.selection.filters,
      forcePassed: run.settings.forcePass)
    do throws(WriteFailure) {
      try JUnitReport(cases: cases).write(to: path)
      console.printError("wrote the JUnit report to \(path)")
      return true
    } catch {
      console.printError("error: cannot write the JUnit report to \(path): \(error.reason)")
      console.printError("  hint: \(error.hint)")
      return false
    }
  }
}
