import Screenplay

/// A parsed command line.
enum Command: Equatable {
  case verify(VerifyOptions)
  case record(filter: String?)
  case replay(log: String)
  case events(screen: String?)
  /// `play <screen> [--fixtures a,b] [--save <path>]`: a live session (see ``PlayCommand``).
  case play(PlayOptions)
  /// `coverage [screen] [--json]`: what the logs exercise (see ``CoverageCommand``).
  case coverage(screen: String?, json: Bool)
  /// `explore <screen> …`: random sequences checked against invariants (see ``ExploreCommand``).
  case explore(screen: String, options: ExploreOptions)
  case review
  /// `accept [log]`, or `accept --from <artifact>… [log]`: goldens from a CI run's artifact.
  case accept(filter: String?, from: [String])
  case reject(filter: String?)
  case pending(json: Bool)
  /// `help [command]`, `<command> --help` or `-h`.
  case help(topic: String?)
  /// `__worker …`: a worker process of `verify` (see ``Worker``); not in the help.
  case worker(WorkerOptions)

  /// Parses the arguments after the program name.
  init(arguments: [String]) throws(UsageError) {
    guard let name = arguments.first else {
      throw UsageError(message: "missing command", command: nil)
    }
    let rest = Array(arguments.dropFirst())
    if name == "help" || name == "--help" || name == "-h" {
      self = .help(topic: try Self.topic(rest))
      return
    }
    if name == WorkerSupervisor.command {
      self = .worker(try WorkerOptions(arguments: rest))
      return
    }
    guard CommandHelp.commands.contains(where: { $0.name == name }) else {
      throw UsageError(message: Self.unknownCommandMessage(name), command: nil)
    }
    if rest.contains("--help") || rest.contains("-h") {
      self = .help(topic: name)
      return
    }
    var parser = ArgumentParser(command: name, arguments: rest)
    self = try Self.parse(name, &parser)
    try parser.finish()
  }

  private static func parse(_ name: String, _ parser: inout ArgumentParser) throws(UsageError)
    -> Command
  {
    switch name {
    case "verify": .verify(try VerifyOptions(parsing: &parser))
    case "record": .record(filter: try parser.optionalArgument())
    case "events": .events(screen: try parser.optionalArgument())
    case "replay":
      .replay(
        log: try parser.requiredArgument(
          "'replay' takes exactly one log, such as SignIn/offline or its path"))
    case "coverage": try coverage(&parser)
    case "explore": try ExploreCommand.parse(&parser)
    case "review": .review
    case "play": .play(try PlayOptions(parsing: &parser))
    case "accept": try accept(&parser)
    case "reject": .reject(filter: try parser.optionalArgument())
    default: .pending(json: parser.flag("--json"))
    }
  }

  /// `coverage [screen] [--json]`: the flag is taken before the screen, which must come last.
  private static func coverage(_ parser: inout ArgumentParser) throws(UsageError) -> Command {
    let json = parser.flag("--json")
    return .coverage(screen: try parser.optionalArgument(), json: json)
  }

  /// `accept [--from <artifact>]… [log]`.
  private static func accept(_ parser: inout ArgumentParser) throws(UsageError) -> Command {
    let from = try parser.values("--from")
    return .accept(filter: try parser.optionalArgument(), from: from)
  }

  /// The command `help` was asked about, which must be one.
  private static func topic(_ arguments: [String]) throws(UsageError) -> String? {
    guard let topic = arguments.first else { return nil }
    guard arguments.count == 1 else {
      throw UsageError(message: "'help' takes at most one command", command: "help")
    }
    guard CommandHelp.commands.contains(where: { $0.name == topic }) || topic == "help" else {
      throw UsageError(message: unknownCommandMessage(topic), command: nil)
    }
    return topic
  }

  private static func unknownCommandMessage(_ name: String) -> String {
    let near =
      Suggestion.nearest(to: name, among: CommandHelp.commands.map(\.name))
      ?? CommandHelp.commands.map(\.name).first { $0.hasPrefix(name.prefix(3).lowercased()) }
    return "unknown command '\(name)'" + (near.map { ". Did you mean '\($0)'?" } ?? "")
  }
}

/// The options of `verify`.
struct VerifyOptions: Equatable {
  /// The filters that select logs (each a Screen/name id, part of one, or a path); none selects
  /// every log.
  var filters: [String] = []
  var json = false
  var htmlPath: String?
  var forcePass = false
  var unreferenced = UnreferencedPolicy.warn
  var shard: Shard?
  var artifactPath: String?
  /// How many times each log is replayed (`--repeat N`); 1 is a normal run.
  var repeats = 1
  /// `--junit <path>`: where to write the JUnit XML report.
  var junitPath: String?
  /// `--format`: how to speak to CI; `nil` detects it from the environment.
  var format: OutputFormat?
  /// `--quiet`: only the failing logs, the recap and the summary line.
  var quiet = false
  /// `-u` or `--update`: record the goldens whose history changed, and the missing ones.
  var update = false
  /// `--last-failed`: the logs that failed in the last run, added to the filters.
  var lastFailed = false
  /// `--review`: after the run, walk the histories it left pending (see ``ReviewCommand``).
  var review = false

  init(filter: String? = nil) {
    filters = filter.map { [$0] } ?? []
  }

  init(parsing parser: inout ArgumentParser) throws(UsageError) {
    json = parser.flag("--json")
    quiet = parser.flag("--quiet")
    lastFailed = parser.flag("--last-failed")
    review = parser.flag("--review")
    let (long, short) = (parser.flag("--update"), parser.flag("-u"))
    update = long || short
    parser.point(["--record", "--accept", "--overwrite", "--snapshot-update"], at: "--update")
    forcePass = parser.flag("--force-pass")
    htmlPath = try parser.value("--html")
    artifactPath = try parser.value("--artifact")
    if let policy = try parser.value("--unreferenced") {
      guard let parsed = UnreferencedPolicy(rawValue: policy) else {
        throw UsageError(
          message: "--unreferenced takes warn, fail or delete, not '\(policy)'", command: "verify")
      }
      unreferenced = parsed
    }
    if let shard = try parser.value("--shard") {
      guard let parsed = Shard(parsing: shard) else {
        throw UsageError(
          message: "--shard takes i/N with 1 <= i <= N, such as 2/3, not '\(shard)'",
          command: "verify")
      }
      self.shard = parsed
    }
    repeats = try Self.repeats(try parser.anyValue("--repeat"))
    if repeats > 1, forcePass {
      throw UsageError(
        message: "--repeat writes no pending history, so --force-pass has nothing to collect",
        command: "verify")
    }
    if review, json || repeats > 1 {
      throw UsageError(
        message: json
          ? "--review walks the pending histories in a terminal, which --json leaves no room for"
          : "--review walks the pending histories, which --repeat never writes",
        command: "verify")
    }
    if update, repeats > 1 || forcePass {
      throw UsageError(
        message:
          "--update records goldens, which --\(forcePass ? "force-pass" : "repeat") never does",
        command: "verify")
    }
    junitPath = try parser.value("--junit")
    format = try Self.format(&parser)
    filters = try parser.positionalArguments()
  }
}

extension VerifyOptions {
  /// The count `--repeat` was given: a whole number, 1 or more; 1 without the option.
  fileprivate static func repeats(_ value: String?) throws(UsageError) -> Int {
    guard let value else { return 1 }
    guard let count = Int(value), count >= 1 else {
      throw UsageError(
        message: "--repeat takes how many times to replay each log, 1 or more, not '\(value)'",
        command: "verify")
    }
    return count
  }

  /// `--format plain|github|azure`.
  fileprivate static func format(_ parser: inout ArgumentParser) throws(UsageError)
    -> OutputFormat?
  {
    guard let value = try parser.value("--format") else { return nil }
    guard let format = OutputFormat(rawValue: value) else {
      throw UsageError(
        message: "--format takes plain, github or azure, not '\(value)'", command: "verify")
    }
    return format
  }
}

/// A command line that cannot run; exits with status 64.
struct UsageError: Error, Equatable {
  /// What is wrong.
  var message: String
  /// The command whose usage was wrong, when it is known.
  var command: String?
}
