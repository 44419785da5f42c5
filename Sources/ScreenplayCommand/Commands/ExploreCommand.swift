import Screenplay

/// `explore <screen> [--seed S] [--steps N] [--runs R]`: random sequences checked against the
/// screen's invariants; the first that breaks one is shrunk and saved as a log.
@MainActor
struct ExploreCommand {
  let context: CommandContext

  /// Parses the screen and options.
  nonisolated static func parse(_ parser: inout ArgumentParser) throws(UsageError) -> Command {
    var options = ExploreOptions()
    if let seed = try parser.anyValue("--seed") {
      guard let value = UInt64(seed) else {
        throw UsageError(
          message: "--seed takes a whole number from 0 to 2^64-1, not '\(seed)'", command: "explore"
        )
      }
      options.seed = value
    }
    options.steps = try count("--steps", try parser.anyValue("--steps")) ?? options.steps
    options.runs = try count("--runs", try parser.anyValue("--runs")) ?? options.runs
    let screen = try parser.requiredArgument("'explore' takes one screen, such as SignIn")
    return .explore(screen: screen, options: options)
  }

  private nonisolated static func count(_ name: String, _ value: String?) throws(UsageError) -> Int?
  {
    guard let value else { return nil }
    guard let count = Int(value), count >= 1 else {
      throw UsageError(
        message: "\(name) takes a whole number, 1 or more, not '\(value)'", command: "explore")
    }
    return count
  }

  /// Explores, prints the report and saves the shrunk log (refused under CI); 1 when a rule
  /// broke or the screen is unknown.
  func run(_ screen: String, _ options: ExploreOptions) async -> Int32 {
    guard let scene = context.scenes.first(where: { $0.name.lowercased() == screen.lowercased() })
    else {
      context.console.printError(context.noScene(screen))
      return 1
    }
    let explorer = Explorer(project: context.project, scene: scene)
    for line in explorer.emptyReport(options).headerLines { context.console.print(line) }
    context.console.flush()  // the seed is on screen even if the app crashes
    let report: ExploreReport
    do {
      report = try await explorer.explore(options)
    } catch {
      context.console.printError(error.description)
      return 1
    }
    for line in report.resultLines { context.console.print(line) }
    guard report.failure != nil else { return 0 }
    save(report, explorer)
    return 1
  }

  private func save(_ report: ExploreReport, _ explorer: Explorer) {
    guard !RecordMode.isCI(context.environment) else {
      context.console.print("not saved: CI is set, and exploring writes no log there")
      return
    }
    do {
      let paths = try explorer.save(report)
      for path in paths { context.console.print("saved \(path)") }
      if !paths.isEmpty, let rerun = report.rerun {
        context.console.print("found again by: \(rerun)")
      }
    } catch {
      context.console.printError(error.description)
    }
  }
}
