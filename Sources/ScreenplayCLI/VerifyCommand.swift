import Foundation
import Scenes
import Screenplay

/// `verify`, `record` and `replay`.
struct VerifyCommand {
  let project: Project
  let environment: [String: String]

  /// Verifies the selected logs; after a full run, also looks for unreferenced files.
  @MainActor
  func verify(_ options: VerifyOptions) async -> Int32 {
    let settings: RunSettings
    switch RunSettings.from(environment: environment, forcePassFlag: options.forcePass) {
    case .success(let chosen): settings = chosen
    case .failure(let error):
      Terminal.printError("error: \(error)")
      return 64
    }
    return await run(options, settings: settings)
  }

  /// Records the selected logs' goldens (never under CI).
  @MainActor
  func record(_ filter: String?) async -> Int32 {
    guard !RecordMode.isCI(environment) else {
      Terminal.printError(
        "error: 'screenplay record' does not run when CI is set; record locally and commit the goldens"
      )
      return 1
    }
    return await run(
      VerifyOptions(filter: filter), settings: RunSettings(mode: .all, forcePass: false))
  }

  @MainActor
  private func run(_ options: VerifyOptions, settings: RunSettings) async -> Int32 {
    let suite = Suite(
      verifier: Verifier(project: project, scenes: Catalog.scenes, mode: settings.mode))
    let cases = suite.select(options.filter)
    guard !cases.isEmpty else {
      Terminal.printError(
        "error: no event log matches '\(options.filter ?? "")' under \(Project.eventLogs)")
      return 1
    }
    let progress = Progress(total: cases.count)
    var outcomes: [CaseOutcome] = []
    var summary = await suite.run(cases) { outcome in
      outcomes.append(outcome)
      progress.advance(past: outcome.logCase)
      if !options.json { OutcomeText.print(outcome) }
    }
    progress.finish()
    let unreferenced =
      options.filter == nil
      ? UnreferencedFiles.find(in: project, outcomes: outcomes) : UnreferencedFiles()
    let unreferencedFailed = handle(unreferenced, policy: options.unreferenced, quiet: options.json)
    summary.obsolete = unreferenced.obsoleteCount
    summary.pending = PendingStore(project: project).list().count
    if let path = options.htmlPath { writeHTML(outcomes, to: path) }
    if options.json {
      print(RunReport(summary: summary, outcomes: outcomes, unreferenced: unreferenced).json())
    } else {
      printNextSteps(summary)
      print(summary.line)
    }
    let failed = summary.failed > 0 || unreferencedFailed
    return failed && !settings.forcePass ? 1 : 0
  }

  /// Lists, fails on or deletes unreferenced files; returns whether they fail the run.
  private func handle(_ files: UnreferencedFiles, policy: UnreferencedPolicy, quiet: Bool) -> Bool {
    guard !files.all.isEmpty else { return false }
    for path in files.all {
      if policy == .delete { try? FileManager.default.removeItem(atPath: project.absolute(path)) }
      let verb = policy == .delete ? "deleted" : "unreferenced"
      if !quiet {
        print(
          "\(verb): \(path)"
            + (files.pending.contains(path) ? " (pending history without a log)" : ""))
      }
    }
    if !quiet, policy == .warn {
      print(
        "  no log accounts for these files: delete them with --unreferenced=delete, or fail on them with --unreferenced=fail"
      )
    }
    return policy == .fail
  }

  private func printNextSteps(_ summary: RunSummary) {
    guard summary.pending > 0 else { return }
    print(
      "\(summary.pending) pending: review them with 'swift run screenplay review' (or accept / reject [filter])"
    )
  }

  private func writeHTML(_ outcomes: [CaseOutcome], to path: String) {
    let text = HTMLReport.render(outcomes, title: "Screenplay run")
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      Terminal.printError("wrote the HTML report to \(path)")
    } catch {
      Terminal.printError("error: cannot write the HTML report to \(path): \(error)")
    }
  }

  /// Prints one log's history.
  @MainActor
  func replay(_ id: String) async -> Int32 {
    let suite = Suite(verifier: Verifier(project: project, scenes: Catalog.scenes, mode: .never))
    let cases = suite.select(id)
    guard cases.count == 1, let logCase = cases.first else {
      let found = cases.map(\.id).joined(separator: ", ")
      Terminal.printError(
        "error: 'replay' needs exactly one log; '\(id)' matches \(cases.isEmpty ? "none" : found)")
      return 64
    }
    do {
      let result = try await suite.verifier.replay(logCase)
      print(HistoryFormat.encode(result.history), terminator: "")
      for problem in result.problems { Terminal.printError(problem.description) }
      return result.problems.isEmpty ? 0 : 1
    } catch {
      Terminal.printError(error.description)
      return 1
    }
  }
}
