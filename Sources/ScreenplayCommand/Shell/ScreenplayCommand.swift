import Foundation
public import Screenplay

/// The `screenplay` command line for a package's own scenes: `verify`, `record`, `replay`,
/// `events`, `review`, `accept`, `reject`, `pending` and `help`, with `--json`, `--html`, progress
/// and the documented exit statuses.
///
/// A package gets its own tool from an executable target whose `main.swift` names its scenes:
///
/// ```swift
/// import RepoSearchScenes
/// import ScreenplayCommand
///
/// await ScreenplayCommand(
///   scenes: RepoSearchScenes.all, sceneRegistry: "Sources/RepoSearchScenes/Scenes.swift"
/// ).main()
/// ```
///
/// Every hint it prints names the command as it was run (`swift run <executable>` unless
/// ``cli`` says otherwise) and the file where the scenes are registered.
public struct ScreenplayCommand: Sendable {
  /// The scenes logs may name.
  public var scenes: [SceneDescriptor]
  /// The file where the package lists its scenes, named when a log asks for an unknown one.
  public var sceneRegistry: String?
  /// Where the package keeps its logs, fixtures, goldens and pending histories.
  public var layout: Layout
  /// How people run this tool, as hints should say it; `nil` means `swift run` and the name of
  /// the running executable.
  public var cli: String?

  /// A command line over `scenes`.
  public init(
    scenes: [SceneDescriptor], sceneRegistry: String? = nil, layout: Layout = .standard,
    cli: String? = nil
  ) {
    self.scenes = scenes
    self.sceneRegistry = sceneRegistry
    self.layout = layout
    self.cli = cli
  }

  /// Runs the process's command line and exits with its status: 0 success, 1 a failure (a log
  /// failed, nothing matched, a file could not be written), 64 a command line that cannot run.
  ///
  /// `verify` and `record` replay in worker processes of this executable, as many at once as
  /// the machine has cores (`SCREENPLAY_JOBS=N` says how many; `0` replays in this process), so
  /// a log whose replay crashes fails alone and the others still run.
  ///
  /// What the app writes to standard output while it replays never reaches the command's:
  /// a failing log's report ends with the last lines of it.
  @MainActor
  public func main() async -> Never {
    let environment = ProcessInfo.processInfo.environment
    let arguments = Array(CommandLine.arguments.dropFirst())
    // A worker starts no workers: its start-up is on the run's critical path.
    let workers = arguments.first == WorkerSupervisor.command ? nil : Self.workers(environment)
    let console = Console.standard(output: AppOutputCapture.keepApart())
    let status = await run(
      arguments: arguments, environment: environment, console: console, workers: workers)
    console.close()
    exit(status)
  }

  /// Runs one command line (the arguments after the program's name) in this process and returns
  /// its exit status. What the app writes to standard output meanwhile is kept apart from the
  /// command's output, as in ``main()``; standard output is as it was when it returns.
  @MainActor
  public func run(arguments: [String], environment: [String: String]) async -> Int32 {
    let keeps = !AppOutputCapture.isKeptApart
    let console = Console.standard(output: AppOutputCapture.keepApart())
    defer {
      console.close()
      if keeps { AppOutputCapture.giveBack() }
    }
    return await run(arguments: arguments, environment: environment, console: console)
  }

  /// The workers `main()` runs `verify` in: `SCREENPLAY_JOBS`, else one per core; `nil` for none.
  static func workers(_ environment: [String: String]) -> WorkerPlan? {
    let count =
      environment["SCREENPLAY_JOBS"].flatMap { Int($0) }
      ?? ProcessInfo.processInfo.activeProcessorCount
    guard count > 0, let executable = executablePath() else { return nil }
    return WorkerPlan(executable: executable, count: min(count, 64))
  }

  /// This process's executable: on Linux the link `/proc/self/exe`, which is where Foundation's
  /// `Bundle.main` finds it too, after about 3 ms of setting itself up in every process.
  private static func executablePath() -> String? {
    #if os(Linux)
      var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = buffer.withUnsafeMutableBufferPointer { bytes in
        bytes.withMemoryRebound(to: CChar.self) {
          readlink("/proc/self/exe", $0.baseAddress!, $0.count - 1)
        }
      }
      if count > 0 { return String(decoding: buffer[..<count], as: UTF8.self) }
    #endif
    return Bundle.main.executablePath
  }

  /// Runs one command line, writing to `console`; `verify` and `record` use `workers` if any.
  @MainActor
  func run(
    arguments: [String], environment: [String: String], console: Console,
    workers: WorkerPlan? = nil
  ) async -> Int32 {
    var hints = CommandHints(cli: cli ?? Self.defaultCLI(), sceneRegistry: sceneRegistry)
    let help = CommandHelp(cli: hints.cli ?? "screenplay")
    let command: Command
    do {
      var arguments = arguments
      let color = try ColorChoice.take(from: &arguments)
      console.palette = Palette(
        color, environment: environment, isTerminal: console.writesToTerminal)
      command = try Command(arguments: arguments)
    } catch {
      console.printError("error: \(error.message)\n\(help.pointer(for: error.command))")
      return 64
    }
    if case .worker(let options) = command { hints.cli = options.cli.isEmpty ? nil : options.cli }
    if case .help(let topic) = command {
      console.print(help.text(for: topic))
      return 0
    }
    let project: Project
    switch Project.find(layout: layout, hints: hints, environment: environment) {
    case .success(let found): project = found
    case .failure(let problem):
      console.printError(
        "error: "
          + (problem.explanation(layout: layout)
            ?? "no Screenplay project here: run from a folder with Package.swift and \(layout.eventLogs) (or set SCREENPLAY_ROOT)")
      )
      return 1
    }
    var context = CommandContext(
      project: project, scenes: scenes, environment: environment, console: console)
    if case .worker = command {
    } else {
      TrapBeacon.install(
        writingTo: 2, format: .message,
        hint:
          "'\(hints.cli ?? "screenplay") verify' replays in worker processes and reports the rest")
      context.workers = workers
    }
    return await context.execute(command)
  }

  /// `swift run <name of the running executable>`.
  private static func defaultCLI() -> String {
    let name = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent }
    return "swift run \(name.flatMap { $0.isEmpty ? nil : $0 } ?? "screenplay")"
  }
}
