import Screenplay

/// What every command runs with: the project, its scenes, the environment and the console.
@MainActor
struct CommandContext {
  let project: Project
  let scenes: [SceneDescriptor]
  let environment: [String: String]
  let console: Console
  /// Where `verify` and `record` replay: worker processes (see ``LaneSupervisor``), or this
  /// process when `nil`.
  var lanes: LanePlan? = nil

  /// The pending histories of the project.
  var store: PendingStore { PendingStore(project: project) }

  /// Runs `command` and returns the exit status.
  func execute(_ command: Command) async -> Int32 {
    switch command {
    case .help: 0
    case .verify(let options): await VerifyCommand(context: self).verify(options)
    case .record(let filter): await VerifyCommand(context: self).record(filter)
    case .replay(let log): await VerifyCommand(context: self).replay(log)
    case .events(let screen): EventsCommand(context: self).list(screen)
    case .review: ReviewCommand(context: self).run()
    case .accept(let filter): PendingCommands(context: self).accept(filter)
    case .reject(let filter): PendingCommands(context: self).reject(filter)
    case .pending(let json): PendingCommands(context: self).list(json: json)
    case .lane(let options): await LaneWorker(context: self, options: options).run()
    }
  }
}

/// The worker processes `verify` starts.
struct LanePlan: Equatable {
  /// This executable, started again as a worker.
  var executable: String
  /// How many workers run at once.
  var count: Int
}
