import Screenplay

/// What every command runs with: the project, its scenes, the environment and the console.
@MainActor
struct CommandContext {
  let project: Project
  let scenes: [SceneDescriptor]
  let environment: [String: String]
  let console: Console
  /// Where `verify` and `record` replay: worker processes (see ``WorkerSupervisor``), or this
  /// process when `nil`.
  var workers: WorkerPlan? = nil

  /// The pending histories of the project.
  var pendingHistories: PendingHistories { PendingHistories(project: project) }

  /// Runs `command` and returns the exit status. Under CI nothing writes under the snapshots
  /// folder: a command that would is refused (see ``writesGoldens(_:)``).
  func execute(_ command: Command) async -> Int32 {
    if RecordMode.isCI(environment), let what = Self.writesGoldens(command) {
      console.printError(
        "error: \(what) when CI is set: goldens change only on a developer's machine; run it there and commit \(project.layout.snapshots)/"
      )
      return 1
    }
    return switch command {
    case .help: 0
    case .verify(let options): await VerifyCommand(context: self).verify(options)
    case .record(let filter): await VerifyCommand(context: self).record(filter)
    case .replay(let log): await VerifyCommand(context: self).replay(log)
    case .events(let screen): EventsCommand(context: self).list(screen)
    case .play(let options): await PlayCommand(context: self, options: options).run()
    case .coverage(let screen, let json):
      await CoverageCommand(context: self).run(screen, json: json)
    case .explore(let screen, let options): await ExploreCommand(context: self).run(screen, options)
    case .review: ReviewCommand(context: self).run()
    case .accept(let filter, let from) where !from.isEmpty:
      await ArtifactAcceptance(context: self).accept(from: from, filter: filter)
    case .accept(let filter, _): PendingCommands(context: self).accept(filter)
    case .reject(let filter): PendingCommands(context: self).reject(filter)
    case .pending(let json): PendingCommands(context: self).list(json: json)
    case .worker(let options): await Worker(context: self, options: options).run()
    }
  }
}

extension CommandContext {
  /// The error for a screen name no scene has: the known ones, and the one it may have meant.
  func noScene(_ screen: String) -> String {
    let names = scenes.map(\.name)
    let near = Suggestion.nearest(to: screen, among: names).map { "did you mean '\($0)'? " } ?? ""
    return "error: no scene is named '\(screen)'; \(near)known scenes: "
      + names.sorted().joined(separator: ", ")
  }

  /// What `command` would write under the snapshots folder, as a refusal names it; `nil` when
  /// it writes nothing there.
  static func writesGoldens(_ command: Command) -> String? {
    switch command {
    case .record: "'record' writes goldens, so it does not run"
    case .accept: "'accept' writes goldens, so it does not run"
    case .review: "'review' writes goldens, so it does not run"
    case .verify(let options) where options.review:
      "'verify --review' writes goldens, so it does not run"
    case .verify(let options) where options.update:
      "'verify --update' writes goldens, so it does not run"
    case .verify(let options) where options.unreferenced == .delete:
      "'verify --unreferenced=delete' deletes goldens, so it does not run"
    default: nil
    }
  }
}

/// The worker processes `verify` starts.
struct WorkerPlan: Equatable {
  /// This executable, started again as a worker.
  var executable: String
  /// How many workers run at once.
  var count: Int
}
