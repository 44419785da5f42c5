import Screenplay

/// How the CLI prints outcomes and events.
enum OutcomeText {
  /// Prints `PASS SignIn/offline (4 steps)` and, indented, the outcome's message.
  @MainActor
  static func print(_ outcome: CaseOutcome, to console: Console) {
    console.print(text(of: outcome))
  }

  /// The outcome's line and, indented under it, its message: what ``print(_:to:)`` prints.
  static func text(of outcome: CaseOutcome) -> String {
    outcome.message.isEmpty
      ? line(for: outcome) : line(for: outcome) + "\n" + indented(outcome.message)
  }

  /// `PASS SignIn/offline (4 steps)`; `FLAKY` for a log whose replays disagreed.
  static func line(for outcome: CaseOutcome) -> String {
    let label: String
    switch outcome.status {
    case .passed: label = "PASS"
    case .failed: label = outcome.flakyReplay == nil ? "FAIL" : "FLAKY"
    case .recorded: label = "RECORDED"
    }
    // Appended, not interpolated: one line is printed for every log, and a debug build (what
    // `swift test` runs) made a generic call for each piece of an interpolation.
    var line = label
    line += " "
    line += Canvas.oneLine(outcome.logCase.id)
    line += " ("
    line += String(outcome.steps)
    line += " steps)"
    return line
  }

  /// `text` with every non-empty line indented two spaces.
  static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }
      .joined(separator: "\n")
  }

  /// `email.type text=<string>  — types into the email field`
  static func signature(of event: EventDescription) -> String {
    let fields = event.fields.map { " \($0.name)=<\($0.kind.rawValue)>" }.joined()
    return "\(event.name)\(fields)  — \(event.summary)"
  }
}
