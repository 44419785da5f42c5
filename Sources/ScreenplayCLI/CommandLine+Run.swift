import Foundation
import Scenes
import Screenplay

extension CommandLine {
  /// Runs one command and returns the process exit status: 0 success, 1 failure, 64 bad usage.
  @MainActor
  static func run(arguments: [String], environment: [String: String]) async -> Int32 {
    do {
      let command = try Command(arguments: arguments)
      if case .help = command {
        print(Command.usage)
        return 0
      }
      guard let project = Project.locate(environment: environment) else {
        Terminal.printError(
          "error: no Screenplay project here: run from a folder with Package.swift and Tests/EventLogs"
        )
        return 1
      }
      return await execute(command, project: project, environment: environment)
    } catch {
      Terminal.printError(
        "error: \(error.message)\n\n\(Command.usage)\n\nSee 'screenplay help' for more information."
      )
      return 64
    }
  }

  @MainActor
  private static func execute(_ command: Command, project: Project, environment: [String: String])
    async -> Int32
  {
    switch command {
    case .help:
      print(Command.usage)
      return 0
    case .verify(let options):
      return await VerifyCommand(project: project, environment: environment).verify(options)
    case .record(let filter):
      return await VerifyCommand(project: project, environment: environment).record(filter)
    case .replay(let id):
      return await VerifyCommand(project: project, environment: environment).replay(id)
    case .events(let screen):
      return EventsCommand.list(screen)
    case .review:
      return ReviewCommand(store: PendingStore(project: project)).run()
    case .accept(let filter):
      return PendingCommands(store: PendingStore(project: project)).accept(filter)
    case .reject(let filter):
      return PendingCommands(store: PendingStore(project: project)).reject(filter)
    case .pending(let json):
      return PendingCommands(store: PendingStore(project: project)).list(json: json)
    }
  }
}
