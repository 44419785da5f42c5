import Screenplay

/// What `verify` tells the CI system it runs under, as ``OutputFormat`` says: an annotation per
/// failure at its file, line and column, and on GitHub a job summary appended to
/// `$GITHUB_STEP_SUMMARY`.
@MainActor
struct CIReporter: RunOutput {
  let context: CommandContext
  let format: OutputFormat
  /// Whether failures were let through (`--force-pass`): their annotations are warnings.
  let forcePass: Bool
  /// Whether standard output is JSON, so the annotations go to standard error.
  let json: Bool

  /// The reporter for `options` under `context`'s environment.
  init(context: CommandContext, options: VerifyOptions, forcePass: Bool) {
    self.context = context
    format = options.format ?? OutputFormat.detected(in: context.environment)
    self.forcePass = forcePass
    json = options.json
  }

  /// The job summary file, when one is written.
  var summaryPath: String? {
    guard format == .github, let path = context.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty
    else { return nil }
    return path
  }

  /// Prints the annotations of the run's outcomes and appends the job summary; returns whether
  /// everything that had to be written was.
  func publish(_ run: FinishedRun) -> Bool {
    let (outcomes, summary) = (run.outcomes, run.summary)
    printAnnotations(outcomes)
    guard let path = summaryPath else { return true }
    let markdown = JobSummary.markdown(
      title: "Screenplay verify", counts: summary.line, outcomes: outcomes,
      accept: { "\(context.project.hints.cli ?? "screenplay") accept --from <artifact> \($0.id)" })
    do throws(WriteFailure) {
      try FileSystem.append(markdown, naming: "the job summary", to: path)
      return true
    } catch {
      context.console.printError("error: cannot write the job summary to \(path): \(error.reason)")
      context.console.printError("  hint: \(error.hint)")
      return false
    }
  }

  private func printAnnotations(_ outcomes: [CaseOutcome]) {
    guard format != .plain else { return }
    for outcome in outcomes {
      for annotation in CIAnnotation.annotations(for: outcome, forcePassed: forcePass) {
        let line = format == .github ? annotation.github : annotation.azure
        if json { context.console.printError(line) } else { context.console.print(line) }
      }
    }
  }
}
