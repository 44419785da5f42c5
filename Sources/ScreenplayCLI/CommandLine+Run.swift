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
        printError(
          "error: no Screenplay project here: run from a folder with Package.swift and Tests/EventLogs"
        )
        return 1
      }
      return try await execute(command, project: project, environment: environment)
    } catch let error as UsageError {
      printError(
        "error: \(error.message)\n\n\(Command.usage)\n\nSee 'screenplay help' for more information."
      )
      return 64
    } catch {
      printError("error: \(error)")
      return 1
    }
  }

  @MainActor
  private static func execute(_ command: Command, project: Project, environment: [String: String])
    async throws
    -> Int32
  {
    switch command {
    case .help:
      print(Command.usage)
      return 0
    case .verify(let filter):
      let mode = try RecordMode.from(environment: environment).get()
      return await verify(filter, mode: mode, project: project)
    case .record(let filter):
      guard !RecordMode.isCI(environment) else {
        printError(
          "error: 'screenplay record' does not run when CI is set; record locally and commit the goldens"
        )
        return 1
      }
      return await verify(filter, mode: .all, project: project)
    case .replay(let id):
      return await replay(id, project: project)
    case .events(let screen):
      return events(screen)
    }
  }

  @MainActor
  private static func verify(_ filter: String?, mode: RecordMode, project: Project) async -> Int32 {
    let suite = Suite(verifier: Verifier(project: project, scenes: Catalog.scenes, mode: mode))
    let cases = suite.select(filter)
    guard !cases.isEmpty else {
      printError("error: no event log matches '\(filter ?? "")' under \(Project.eventLogs)")
      return 1
    }
    let summary = await suite.run(cases) { outcome in
      print(OutcomeText.line(for: outcome))
      if !outcome.message.isEmpty { print(OutcomeText.indented(outcome.message)) }
    }
    print(summary.line)
    return summary.failed == 0 ? 0 : 1
  }

  @MainActor
  private static func replay(_ id: String, project: Project) async -> Int32 {
    let suite = Suite(verifier: Verifier(project: project, scenes: Catalog.scenes, mode: .never))
    let cases = suite.select(id)
    guard cases.count == 1, let logCase = cases.first else {
      let found = cases.map(\.id).joined(separator: ", ")
      printError(
        "error: 'replay' needs exactly one log; '\(id)' matches \(cases.isEmpty ? "none" : found)")
      return 64
    }
    do {
      let result = try await suite.verifier.replay(logCase)
      print(HistoryFormat.encode(result.history), terminator: "")
      for problem in result.problems { printError(problem.description) }
      return result.problems.isEmpty ? 0 : 1
    } catch {
      printError(error.description)
      return 1
    }
  }

  private static func events(_ screen: String?) -> Int32 {
    let scenes = Catalog.scenes.filter {
      screen == nil || $0.name.lowercased() == screen?.lowercased()
    }
    guard !scenes.isEmpty else {
      let known = Catalog.scenes.map(\.name).joined(separator: ", ")
      printError("error: no scene is named '\(screen ?? "")'; known scenes: \(known)")
      return 64
    }
    for scene in scenes {
      print(scene.name)
      for event in scene.events { print("  " + OutcomeText.signature(of: event)) }
    }
    return 0
  }

  static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
