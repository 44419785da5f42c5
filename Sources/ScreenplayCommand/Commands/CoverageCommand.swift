import Screenplay

/// `coverage [screen] [--json]`: which events, (state, event) pairs and transitions each
/// screen's logs exercise, and the declared transitions they miss.
@MainActor
struct CoverageCommand {
  let context: CommandContext

  /// Prints the coverage; 1 when a log covers a transition its scene does not declare, or no
  /// scene has that name.
  func run(_ screen: String?, json: Bool) async -> Int32 {
    let run = CoverageRun(project: context.project, scenes: context.scenes)
    let scenes = run.select(screen)
    guard !scenes.isEmpty else {
      context.console.printError(context.noScene(screen ?? ""))
      return 1
    }
    let report = await run.run(scenes)
    if json {
      context.console.print(report.json())
    } else {
      for screen in report.screens {
        for line in screen.textLines { context.console.print(line) }
      }
    }
    return report.hasUndeclared ? 1 : 0
  }
}
