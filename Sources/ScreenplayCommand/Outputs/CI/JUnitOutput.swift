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
    return writeReport("the JUnit report", to: path, console: console) { () throws(WriteFailure) in
      try JUnitReport(cases: cases).write(to: path)
    }
  }
}
