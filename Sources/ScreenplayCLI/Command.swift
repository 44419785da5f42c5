/// A parsed command line.
enum Command: Equatable {
  case verify(filter: String?)
  case record(filter: String?)
  case replay(log: String)
  case events(screen: String?)
  case help

  static let usage = """
    USAGE: screenplay <command> [argument]

    COMMANDS:
      verify [filter]   Replay the logs (all, or those whose Screen/name matches the filter) and
                        compare each history with its golden. Records per SCREENPLAY_RECORD.
      record [filter]   Replay the logs and write every golden whose history changed.
      replay <log>      Replay one log (Screen/name) and print its history.
      events [screen]   List the events each screen's logs may use.
      help              Show this help.
    """

  /// Parses the arguments after the program name.
  init(arguments: [String]) throws(UsageError) {
    guard let name = arguments.first else { throw UsageError(message: "missing command") }
    let rest = Array(arguments.dropFirst())
    switch name {
    case "verify": self = .verify(filter: try Self.optionalArgument(rest, of: name))
    case "record": self = .record(filter: try Self.optionalArgument(rest, of: name))
    case "events": self = .events(screen: try Self.optionalArgument(rest, of: name))
    case "replay":
      guard rest.count == 1 else {
        throw UsageError(message: "'replay' takes exactly one log, such as SignIn/offline")
      }
      self = .replay(log: rest[0])
    case "help", "--help", "-h": self = .help
    default: throw UsageError(message: Self.unknownCommandMessage(name))
    }
  }

  private static func optionalArgument(_ rest: [String], of command: String) throws(UsageError)
    -> String?
  {
    if let option = rest.first(where: { $0.hasPrefix("-") }) {
      throw UsageError(message: "unknown option '\(option)' for '\(command)'")
    }
    guard rest.count <= 1 else {
      throw UsageError(message: "'\(command)' takes at most one filter")
    }
    return rest.first
  }

  private static func unknownCommandMessage(_ name: String) -> String {
    let commands = ["verify", "record", "replay", "events", "help"]
    let near = commands.first { $0.hasPrefix(name.prefix(3).lowercased()) }
    return "unknown command '\(name)'" + (near.map { ". Did you mean '\($0)'?" } ?? "")
  }
}

/// A command line that cannot run; exits with status 64.
struct UsageError: Error, Equatable {
  var message: String
}
