import Scenes
import ScreenplayTestSupport

@testable import ScreenplayCommand

extension CommandRunner.Program {
  /// This repository's command line (its scenes, registered in Sources/Scenes/Catalog.swift) as
  /// `swift run screenplay`, in this process.
  static let repository = command(
    ScreenplayCommand(
      scenes: Catalog.scenes, sceneRegistry: "Sources/Scenes/Catalog.swift",
      cli: "swift run screenplay"))

  /// `command` in this process, on a console that keeps what it prints and reads the run's
  /// input as typed.
  static func command(_ command: ScreenplayCommand) -> Self {
    .inProcess { invocation in
      let console =
        switch invocation.input {
        case .nothing: Console.capture()
        case .keys(let keys): Console.capture(keys: keys)
        case .lines(let lines): Console.capture(lines: lines)
        }
      let status = await command.run(
        arguments: invocation.arguments, environment: invocation.environment, console: console)
      return Ran(status, console.output, console.errors)
    }
  }
}
