import Screenplay

/// A parsed command line.
enum Command: Equatable {
  case verify(VerifyOptions)
  case record(filter: String?)
  case replay(log: String)
  case events(screen: String?)
  case review
  case accept(filter: String?)
  case reject(filter: String?)
  case pending(json: Bool)
  case help

  static let usage = """
    USAGE: screenplay <command> [argument] [options]

    COMMANDS:
      verify [filter]   Replay the logs (all, or those whose Screen/name matches the filter) and
                        compare each history with its golden. Records per SCREENPLAY_RECORD.
          --json                 print the run as JSON instead of text
          --html <path>          also write a self-contained HTML report of the run
          --force-pass           collect every failing or new history as pending; exit 0
          --unreferenced=<what>  after a full run: warn (default), fail or delete obsolete files
      record [filter]   Replay the logs and write every golden whose history changed.
      replay <log>      Replay one log (Screen/name) and print its history.
      events [screen]   List the events each screen's logs may use.
      review            Walk the pending histories: accept, reject or skip each.
      accept [filter]   Make pending histories the goldens.
      reject [filter]   Drop pending histories.
      pending [--json]  List the pending histories.
      help              Show this help.
    """

  /// Parses the arguments after the program name.
  init(arguments: [String]) throws(UsageError) {
    guard let name = arguments.first else { throw UsageError(message: "missing command") }
    var parser = ArgumentParser(command: name, arguments: Array(arguments.dropFirst()))
    switch name {
    case "verify": self = .verify(try VerifyOptions(parsing: &parser))
    case "record": self = .record(filter: try parser.optionalArgument())
    case "events": self = .events(screen: try parser.optionalArgument())
    case "replay":
      self = .replay(
        log: try parser.requiredArgument("'replay' takes exactly one log, such as SignIn/offline"))
    case "review": self = .review
    case "accept": self = .accept(filter: try parser.optionalArgument())
    case "reject": self = .reject(filter: try parser.optionalArgument())
    case "pending": self = .pending(json: parser.flag("--json"))
    case "help", "--help", "-h": self = .help
    default: throw UsageError(message: Self.unknownCommandMessage(name))
    }
    try parser.finish()
  }

  private static func unknownCommandMessage(_ name: String) -> String {
    let commands = [
      "verify", "record", "replay", "events", "review", "accept", "reject", "pending", "help",
    ]
    let near = commands.first { $0.hasPrefix(name.prefix(3).lowercased()) }
    return "unknown command '\(name)'" + (near.map { ". Did you mean '\($0)'?" } ?? "")
  }
}

/// The options of `verify`.
struct VerifyOptions: Equatable {
  var filter: String?
  var json = false
  var htmlPath: String?
  var forcePass = false
  var unreferenced = UnreferencedPolicy.warn

  init(filter: String? = nil) {
    self.filter = filter
  }

  init(parsing parser: inout ArgumentParser) throws(UsageError) {
    json = parser.flag("--json")
    forcePass = parser.flag("--force-pass")
    htmlPath = try parser.value("--html")
    if let policy = try parser.value("--unreferenced") {
      guard let parsed = UnreferencedPolicy(rawValue: policy) else {
        throw UsageError(message: "--unreferenced takes warn, fail or delete, not '\(policy)'")
      }
      unreferenced = parsed
    }
    filter = try parser.optionalArgument()
  }
}

/// A command line that cannot run; exits with status 64.
struct UsageError: Error, Equatable {
  var message: String
}
