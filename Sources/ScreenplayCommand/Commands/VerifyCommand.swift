import Foundation
import Screenplay

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

  private func run(_ options: VerifyOptions, settings: RunSettings) async -> Int32 {
    let suite = suite(mode: settings.mode, repeats: options.repeats, html: options.htmlPath != nil)
    let ci = CIReporter(context: context, options: options, forcePass: settings.forcePass)
    let supervisor = context.workers.map { plan in
      WorkerSupervisor(
        executable: plan.executable, workers: plan.count, project: project,
        environment: context.environment,
        options: WorkerOptions(
          mode: settings.mode, batchSize: Suite.defaultBatchSize,
          html: options.htmlPath != nil, cli: project.hints.cli ?? "", repeats: options.repeats),
        console: console)
    }
    // The workers start while the logs are selected; any left without logs are let go.
    var launched = supervisor?.launchWorkers() ?? []
    defer { for worker in launched { worker.dismiss() } }
    let filters = options.filters + (options.lastFailed ? lastFailed(options.filters) : [])
    var namedFolder = false
    guard var cases = select(filters, in: suite, namedFolder: &namedFolder) else { return 1 }
    if let shard = options.shard {
      let selected = cases.count
      cases = shard.select(cases) { Shard.recordedSteps(of: $0, in: project) }
      if !options.json { console.print("shard \(shard): \(cases.count) of \(selected) logs") }
      guard !cases.isEmpty else { return 0 }
    }
    let progress = Progress(total: cases.count, console: console)
    var outcomes: [CaseOutcome] = []
    let report = { (outcome: CaseOutcome) in
      outcomes.append(outcome)
      progress.advance(past: outcome.logCase)
      if !options.json, !options.quiet || outcome.status == .failed {
        OutcomeText.print(outcome, to: console)
      }
    }
    var summary: RunSummary
    if let supervisor {
      let workers = launched
      launched = []
      summary = await supervisor.run(cases, launched: workers, report: report)
    } else {
      summary = await suite.run(cases, report: report)
    }
    progress.finish()
    if options.repeats > 1 { summary.flaky = summary.flaky ?? 0 }
    // The whole suite's check, once: in a full run, or in the first shard of one.
    let unreferenced =
      filters.isEmpty && (options.shard?.index ?? 1) == 1
      ? UnreferencedFiles.find(in: project, outcomes: outcomes) : UnreferencedFiles()
    let unreadFailed = reportUnread(
      unreferenced.unread, policy: options.unreferenced, quiet: options.json)
    let unreferencedFailed =
      handle(unreferenced, policy: options.unreferenced, quiet: options.json || options.quiet)
      || unreadFailed
    summary.unreferenced = unreferenced.count
    summary.pending = context.store.list().count
    let coverage =
      options.htmlPath == nil ? nil : CoverageReport(outcomes, scenes: context.scenes)
    let htmlFailed = options.htmlPath.map { !writeHTML(outcomes, coverage, to: $0) } ?? false
    let junitFailed =
      options.junitPath.map { path in
        // A shard's report holds its own logs; a filtered run's also lists the others as
        // skipped, so only a report selects every log again.
        let reported = filters.isEmpty || options.shard != nil ? cases : suite.select(nil)
        return !writeJUnit(
          JUnitCases.cases(
            all: reported, outcomes: outcomes, filters: filters,
            forcePassed: settings.forcePass), to: path)
      } ?? false
    let ciFailed = !ci.report(outcomes, summary: summary)
    if options.repeats == 1 { recordFailures(of: outcomes) }
    let artifactFailed: Bool
    if options.json {
      artifactFailed = !collectPending(outcomes, to: options.artifactPath, quiet: true)
      console.print(
        RunReport(summary: summary, outcomes: outcomes, unreferenced: unreferenced).json())
    } else {
      if !options.quiet, !options.review { printNextSteps(summary) }
      artifactFailed = !collectPending(outcomes, to: options.artifactPath, quiet: options.quiet)
      for line in RunRecap.lines(outcomes, palette: console.palette) { console.print(line) }
      console.print(summary.line)
      if options.review, outcomes.contains(where: { $0.failure?.pendingPath != nil }) {
        console.print("")
        _ = ReviewCommand(context: context).run(only: Set(outcomes.map(\.logCase)))
      }
    }
    let failed = summary.failed > 0 || unreferencedFailed
    let unwritten = outcomes.filter { $0.failure?.unwrittenPath != nil }.count
    if settings.forcePass, unwritten > 0 { printUncollected(unwritten) }
    return (failed && !settings.forcePass) || htmlFailed || junitFailed || ciFailed
      || artifactFailed || unwritten > 0 || namedFolder ? 1 : 0
  }

  /// With `--artifact`, copies the histories this run left for review into `folder` (one file
  /// per log, as `accept --from` reads them); under CI without it, says where they are. Returns
  /// whether every copy was written.
  private func collectPending(_ outcomes: [CaseOutcome], to folder: String?, quiet: Bool) -> Bool {
    let pending = outcomes.filter { $0.failure?.pendingPath != nil }.map(\.logCase)
    let accept =
      project.hints.cli.map { "'\($0) accept --from <folder>'" } ?? "'accept --from <folder>'"
    guard let folder else {
      if !quiet, !pending.isEmpty, RecordMode.isCI(context.environment) {
        console.print(
          "keep \(project.layout.pending)/ as this job's artifact; on a checkout of this commit, \(accept) makes its histories the goldens"
        )
      }
      return true
    }
    let target =
      folder.hasPrefix("/") ? folder : FileManager.default.currentDirectoryPath + "/" + folder
    var written = 0
    for logCase in pending {
      do throws(Diagnostic) {
        try context.store.export(logCase, to: target)
        written += 1
      } catch {
        console.printError(error.description)
      }
    }
    if !quiet {
      console.print(
        "wrote \(written) pending \(written == 1 ? "history" : "histories") to \(folder); on a checkout of this commit, \(accept) makes them the goldens"
      )
    }
    return written == pending.count
  }

  /// Says why a force-pass run fails: `count` histories could not be written, so it collected
  /// nothing for them.
  private func printUncollected(_ count: Int) {
    let histories = count == 1 ? "1 history" : "\(count) histories"
    console.printError(
      "error: --force-pass collected nothing for \(histories) that could not be written (see above); fix that and run again"
    )
  }

  /// The logs `filters` select, in the project's order, each once; every log without filters.
  /// `nil`, once it has said why, when there is no log or a filter selects none. A filter that
  /// names a folder called like a log is reported as such (`namedFolder`), and the other
  /// filters still run.
  private func select(_ filters: [String], in suite: Suite, namedFolder: inout Bool)
    -> [LogCase]?
  {
    let all = suite.select(nil)
    guard !filters.isEmpty else {
      if all.isEmpty { console.printError(noMatch(nil, among: all)) }
      return all.isEmpty ? nil : all
    }
    var chosen: Set<LogCase> = []
    for filter in filters {
      let selected = suite.select(filter)
      if selected.isEmpty, let folder = folderNamedLikeLog(filter) {
        console.printError(
          Diagnostic(
            path: folder, line: 1, column: 1, message: "this is a folder, not an event log",
            hint: "a log is a file, \(project.layout.eventLogs)/<Screen>/<name>.log: rename the "
              + "folder or move it out of \(project.layout.eventLogs); the other logs still run"
          ).description)
        namedFolder = true
        continue
      }
      guard !selected.isEmpty else {
        console.printError(noMatch(filter, among: all))
        return nil
      }
      chosen.formUnion(selected)
    }
    return chosen.isEmpty ? nil : all.filter(chosen.contains)
  }

  /// The folder `filter` names, as a path or as a log's id (`SignIn/x` for
  /// `Tests/EventLogs/SignIn/x.log`), when it is a folder whose name ends in `.log`.
  private func folderNamedLikeLog(_ filter: String) -> String? {
    let trimmed = filter.hasSuffix("/") ? String(filter.dropLast()) : filter
    let candidates =
      trimmed.hasSuffix(".log")
      ? [trimmed] : ["\(project.layout.eventLogs)/\(trimmed).log"]
    return candidates.first { candidate in
      var isFolder: ObjCBool = false
      let path = candidate.hasPrefix("/") ? candidate : project.absolute(candidate)
      return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        && isFolder.boolValue
    }
  }

  /// The logs that failed when they last ran (see ``LastFailedRecord``) and still exist; says so
  /// when there are none, and then the other `filters` select (every log without them).
  private func lastFailed(_ filters: [String]) -> [String] {
    let existing = Set(project.logCases().map(\.id))
    let ids = LastFailedRecord(project: project).ids().filter(existing.contains)
    if ids.isEmpty {
      console.printError(
        "no log failed when it last ran" + (filters.isEmpty ? ": verifying every log" : ""))
    }
    return ids
  }

  /// Keeps which of the logs this run replayed failed, for `--last-failed`; a record that
  /// cannot be written is a warning, not a failure of the run.
  private func recordFailures(of outcomes: [CaseOutcome]) {
    let failed = outcomes.filter { $0.status == .failed }.map(\.logCase)
    guard
      let failure = LastFailedRecord(project: project).update(
        ran: outcomes.map(\.logCase), failed: failed)
    else { return }
    console.printError(
      "\(failure.path):1:1: warning: \(failure.message); --last-failed will not know this run\n"
        + "  hint: \(failure.hint)")
  }

  /// The log file `argument` names, when it is a path to one that exists (wherever it is).
  private func logFile(_ argument: String) -> String? {
    guard let file = LogPath(argument)?.path, FileManager.default.fileExists(atPath: file) else {
      return nil
    }
    return file
  }

  /// Why `filter` selected nothing, with the log id it may have meant among `all`.
  private func noMatch(_ filter: String?, among all: [LogCase]) -> String {
    guard let filter, !filter.isEmpty else {
      return "error: there are no event logs under \(project.layout.eventLogs)/<Screen>/ yet"
    }
    if let file = logFile(filter) {
      let folder = project.layout.eventLogs
      return
        "error: \(file) is outside \(folder), where verify pairs each log with its golden: move it to \(folder)/<Screen>/, or print its history with '\(project.hints.cli ?? "screenplay") replay \(file)'"
    }
    let near = Suggestion.nearest(to: filter, among: all.map(\.id))
    return "error: no event log matches '\(filter)' under \(project.layout.eventLogs)"
      + (near.map { "; did you mean '\($0)'?" } ?? "")
  }

  /// Lists, fails on or deletes unreferenced files; returns whether they fail the run.
  private func handle(_ files: UnreferencedFiles, policy: UnreferencedPolicy, quiet: Bool) -> Bool {
    guard !files.all.isEmpty else { return false }
    var failedDelete = false
    for path in files.all {
      if policy == .delete, let reason = delete(path) {
        console.printError("error: cannot delete \(path): \(reason)")
        failedDelete = true
        continue
      }
      let verb = policy == .delete ? "deleted" : "unreferenced"
      if !quiet {
        console.print(
          "\(verb): \(path)"
            + (files.pending.contains(path) ? " (pending history without a log)" : ""))
      }
    }
    if !quiet, policy == .warn {
      console.print(
        "  no log accounts for these files: delete them with --unreferenced=delete, or fail on them with --unreferenced=fail"
      )
    }
    return policy == .fail || failedDelete
  }

  /// Names the files under the event-log folder that no run reads (never deleting them); returns
  /// whether they fail the run, as unreferenced files do under `--unreferenced=fail`.
  private func reportUnread(_ unread: [String], policy: UnreferencedPolicy, quiet: Bool) -> Bool {
    guard !unread.isEmpty else { return false }
    if !quiet {
      for file in unread { console.print("not read: \(file)") }
      let folder = project.layout.eventLogs
      console.print(
        "  a log is \(folder)/<Screen>/<name>.log: move these there, or out of \(folder)/"
      )
    }
    return policy == .fail
  }

  /// Deletes the file at `path` (relative to the project); why not, when it could not.
  private func delete(_ path: String) -> String? {
    guard unlink(project.absolute(path)) != 0, errno != ENOENT else { return nil }
    return String(cString: strerror(errno))
  }

  private func printNextSteps(_ summary: RunSummary) {
    guard summary.pending > 0 else { return }
    let how =
      project.hints.review.map { "review them with '\($0)' (or accept / reject [log])" }
      ?? "accept one with '\(project.hints.accept("<Screen/name>"))'"
    console.print("\(summary.pending) pending: \(how)")
  }

  /// Writes the HTML report; returns whether it was written.
  private func writeHTML(_ outcomes: [CaseOutcome], _ coverage: CoverageReport?, to path: String)
    -> Bool
  {
    do throws(WriteFailure) {
      try HTMLReport.write(outcomes, title: "Screenplay run", coverage: coverage, to: path)
      console.printError("wrote the HTML report to \(path)")
      return true
    } catch {
      console.printError("error: cannot write the HTML report to \(path): \(error.reason)")
      console.printError("  hint: \(error.hint)")
      return false
    }
  }

  /// Writes the JUnit report of `cases`; returns whether it was written.
  private func writeJUnit(_ cases: [JUnitReport.TestCase], to path: String) -> Bool {
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

  /// Prints one log's history.
  func replay(_ log: String) async -> Int32 {
    let suite = suite(mode: .never)
    let cases = suite.select(log)
    if cases.isEmpty, let file = logFile(log) {
      return await replay { () throws(Diagnostic) in try await suite.verifier.replay(fileAt: file) }
    }
    guard let logCase = cases.first else {
      console.printError(noMatch(log, among: suite.select(nil)))
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
