import Foundation
import Screenplay

/// The report of a log whose worker process crashed: where, how, and the runtime's own message.
struct WorkerCrash {
  let logCase: LogCase
  let project: Project
  /// `SIGILL`, or how the process ended when no signal was recorded.
  let signal: String
  /// The stage the trap hit (`prepare`, `replay`, `conclude`), when the beacon recorded it.
  let stage: String?
  /// The log line whose work was running, 0 for none.
  let line: Int
  /// The worker's standard error.
  let errors: String

  /// The message, at the log line being replayed.
  var diagnostic: Diagnostic {
    Diagnostic(
      path: logCase.logPath, line: max(line, 1), column: 1, message: message + runtimeMessage,
      hint: hint)
  }

  private var message: String {
    guard let stage = TrapBeacon.Stage.allCases.first(where: { $0.name == stage }) else {
      return "the process verifying this log crashed (\(signal))"
    }
    return TrapBeacon.describe(stage: stage, signal: signal, line: line)
  }

  private var hint: String {
    let alone = project.hints.cli.map { "; to see it alone: \($0) replay \(logCase.id)" } ?? ""
    switch stage {
    case "replay", nil:
      return
        "a trap in the app's code (fatalError or precondition, a force unwrap of nil, an arithmetic overflow, an index out of range) ends the replay; the other logs went on in a new process\(alone)"
    default:
      return "this is a bug in Screenplay: please report it with this log\(alone)"
    }
  }

  /// Whether `line` is the Swift runtime's report of a trap.
  static func isRuntimeCrashLine(_ line: Substring) -> Bool {
    ["Fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil"].contains {
      line.contains($0)
    }
  }

  /// `: Fatal error: …`, the runtime's last line about the trap, with the project's root taken
  /// off its paths (so the text is the same on every machine), at most 300 characters.
  private var runtimeMessage: String {
    guard let line = errors.split(separator: "\n").last(where: Self.isRuntimeCrashLine) else {
      return ""
    }
    let text = line.replacingOccurrences(of: project.root + "/", with: "")
    return ": " + (text.count > 300 ? text.prefix(299) + "…" : text)
  }
}

extension WorkerEnd {
  /// `SIGILL`, `signal 9`, or `exit status 3`.
  var signalName: String {
    guard signaled else { return "exit status \(status)" }
    return TrapBeacon.signals.first { $0.number == status }?.name ?? "signal \(status)"
  }
}
