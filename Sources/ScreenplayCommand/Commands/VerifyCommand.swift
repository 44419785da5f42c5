import Screenplay

/// `verify`, `record` and `replay`.
@MainActor
struct VerifyCommand {
  let context: CommandContext

  private var project: Project { context.project }
  private var console: Console { context.console }

  /// Verifies the selected logs; after a full run, also looks for unreferenced files.
  func verify(_ options: VerifyOptions) async -> Int32 {
    if options.update {
      return await run(options, settings: RunSettings(mode: .failed, forcePass: false))
    }
    let settings: RunSettings
    switch RunSettings.from(environment: context.environment, forcePassFlag: options.forcePass) {
    case .success(let chosen): settings = chosen
    case .failure(let error):
      console.printError("error: \(error)")
      return 64
    }
    return await run(options, settings: settings)
  }

  /// Records the selected logs' goldens (never under CI: ``CommandContext`` refuses it).
  func record(_ filter: String?) async -> Int32 {
    await run(
      VerifyOptions(filter: filter), settings: RunSettings(mode: .failed, forcePass: false))
  }

  private func suite(mode: RecordMode, repeats: Int = 1, html: Bool = false) -> Suite {
    var verifier = Verifier(project: project, scenes: context.scenes, mode: mode)
    verifier.repeats = repeats
    verifier.collectsCoverage = html
    if html { verifier.sectionRenderer = HTMLReport.section }
    return Suite(verifier: verifier)
  }

  /// A run in three stages: select the logs, verify them, publish what came of it.
  private func run(_ options: VerifyOptions, settings: RunSettings) async -> Int32 {
    let suite = suite(mode: settings.mode, repeats: options.repeats, html: options.htmlPath != nil)
    let supervisor = supervisor(options, settings)
    // The workers start while the logs are selected; any left without logs are let go.
    var launched = supervisor?.launchWorkers() ?? []
    defer { for worker in launched { worker.dismiss() } }
    guard let selection = LogSelection(options, in: suite, context: context) else { return 1 }
    guard !selection.cases.isEmpty else { return 0 }
    let workers = launched
    launched = []
    let run = await verify(
      selection, options: options, settings: settings, suite: suite,
      in: supervisor.map { ($0, workers) })
    return publish(run, suite: suite)
  }

  /// Verifies the selected logs, in `workers` when there are, printing each outcome as it
  /// comes.
  private func verify(
    _ selection: LogSelection, options: VerifyOptions, settings: RunSettings, suite: Suite,
    in workers: (WorkerSupervisor, [WorkerProcess.Launched])?
  ) async -> FinishedRun {
    var outcomes: [CaseOutcome] = []
    let progress = Progress(total: selection.cases.count, console: console)
    let report = { (outcome: CaseOutcome) in
      outcomes.append(outcome)
      progress.advance(past: outcome.logCase)
      if !options.json, !options.quiet || outcome.status == .failed {
        OutcomeText.print(outcome, to: console)
      }
    }
    var summary =
      if let (supervisor, launched) = workers {
        await supervisor.run(selection.cases, launched: launched, report: report)
      } else {
        await suite.run(selection.cases, report: report)
      }
    progress.finish()
    if options.repeats > 1 { summary.flaky = summary.flaky ?? 0 }
    return FinishedRun(
      options: options, settings: settings, selection: selection, outcomes: outcomes,
      summary: summary)
  }

  /// The workers' supervisor, when the command runs logs in workers.
  private func supervisor(_ options: VerifyOptions, _ settings: RunSettings) -> WorkerSupervisor? {
    context.workers.map { plan in
      WorkerSupervisor(
        executable: plan.executable, workers: plan.count, project: project,
        environment: context.environment,
        options: WorkerOptions(
          mode: settings.mode, batchSize: Suite.defaultBatchSize,
          html: options.htmlPath != nil, cli: project.hints.cli ?? "", repeats: options.repeats),
        console: console)
    }
  }

  /// Checks for unreferenced files, then hands the run to each of its outputs in turn; the
  /// run's exit status.
  private func publish(_ finished: FinishedRun, suite: Suite) -> Int32 {
    var run = finished
    let check = UnreferencedCheck(context: context, options: run.options)
    run.unreferenced = check.find(run)
    let unreferencedFailed = check.report(run.unreferenced)
    run.summary.unreferenced = run.unreferenced.count
    run.summary.pending = context.pendingHistories.list().count
    var written = true
    for output in outputs(of: run, suite: suite) { written = output.publish(run) && written }
    let unwritten = run.unwritten
    if run.settings.forcePass, unwritten > 0 { printUncollected(unwritten) }
    let failed = (run.summary.failed > 0 || unreferencedFailed) && !run.settings.forcePass
    return failed || !written || unwritten > 0 || run.selection.namedFolder ? 1 : 0
  }

  /// What `run` publishes, in order.
  private func outputs(of run: FinishedRun, suite: Suite) -> [any RunOutput] {
    let options = run.options
    var outputs: [any RunOutput] = []
    if let path = options.htmlPath { outputs.append(HTMLOutput(path: path, context: context)) }
    if let path = options.junitPath {
      // A shard's report holds its own logs; a filtered run's also lists the others as
      // skipped, so only a report selects every log again.
      let reported =
        run.selection.filters.isEmpty || options.shard != nil
        ? run.selection.cases : suite.select(nil)
      outputs.append(JUnitOutput(path: path, reported: reported, console: console))
    }
    outputs.append(
      CIReporter(context: context, options: options, forcePass: run.settings.forcePass))
    if options.repeats == 1 { outputs.append(LastFailedOutput(context: context)) }
    if options.json {
      return outputs + [
        PendingArtifacts(context: context, quiet: true), JSONOutput(console: console),
      ]
    }
    if !options.quiet, !options.review { outputs.append(NextSteps(context: context)) }
    return outputs + [
      PendingArtifacts(context: context, quiet: options.quiet), RunRecap(context: context),
    ]
  }

  /// Says why a force-pass run fails: `count` histories could not be written, so it collected
  /// nothing for them.
  private func printUncollected(_ count: Int) {
    let histories = count == 1 ? "1 history" : "\(count) histories"
    console.printError(
      "error: --force-pass collected nothing for \(histories) that could not be written (see above); fix that and run again"
    )
  }

  /// Prints one log's history.
  func replay(_ log: String) async -> Int32 {
    let suite = suite(mode: .never)
    let cases = suite.select(log)
    let names = LogNames(context: context)
    if cases.isEmpty, let file = names.logFile(log) {
      return await replay { () throws(Diagnostic) in try await suite.verifier.replay(fileAt: file) }
    }
    guard let logCase = cases.first else {
      console.printError(names.noMatch(log, among: suite.select(nil)))
      return 1
    }
    guard cases.count == 1 else {
      console.printError(
        "error: 'replay' takes one log, and '\(log)' matches \(cases.count): "
          + cases.prefix(5).map(\.id).joined(separator: ", ") + (cases.count > 5 ? ", …" : ""))
      return 64
    }
    return await replay { () throws(Diagnostic) in try await suite.verifier.replay(logCase) }
  }

  /// Prints the history `body` replays, and its problems and the app's output on standard
  /// error; 1 when it had problems.
  private func replay(_ body: () async throws(Diagnostic) -> ReplayResult) async -> Int32 {
    do {
      let result = try await body()
      console.print(HistoryFormat.encode(result.history), terminator: "")
      for problem in result.problems { console.printError(problem.description) }
      // What the app printed is never the history's: it goes to standard error, labelled.
      if let report = result.appOutput.report { console.printError(report) }
      return result.problems.isEmpty ? 0 : 1
    } catch {
      console.printError(error.description)
      return 1
    }
  }
}
