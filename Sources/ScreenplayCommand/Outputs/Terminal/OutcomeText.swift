import Screenplay

/// How the CLI prints outcomes and events.
enum OutcomeText {
  /// Prints `PASS SignIn/offline (4 steps)` and, indented, the outcome's message, in the
  /// console's colours.
  @MainActor
  static func print(_ outcome: CaseOutcome, to console: Console) {
    console.print(text(of: outcome, palette: console.palette))
  }

  /// The outcome's line and, indented under it, its message: what ``print(_:to:)`` prints.
  static func text(of outcome: CaseOutcome, palette: Palette = .plain) -> String {
    let report = palette.isEnabled ? painted(outcome, palette) : outcome.message
    let line = line(for: outcome, palette: palette)
    return report.isEmpty ? line : line + "\n" + indented(report)
  }

  /// The outcome's message in `palette`'s colours (see ``Palette/paint(_:)-problem``): the same
  /// text without the colours.
  private static func painted(_ outcome: CaseOutcome, _ palette: Palette) -> String {
    guard outcome.status != .recorded else { return outcome.message }
    return outcome.problems.map(palette.paint).joined(separator: "\n")
  }

  /// `PASS`, `FAIL`, `FLAKY` (a log whose replays disagreed) or `RECORDED`, in its colour.
  static func label(of outcome: CaseOutcome, palette: Palette = .plain) -> String {
    switch outcome.status {
    case .passed: palette.paint("PASS", .green)
    case .failed:
      outcome.failure?.flakyReplay == nil
        ? palette.paint("FAIL", .red) : palette.paint("FLAKY", .yellow)
    case .recorded: palette.paint("RECORDED", .cyan)
    }
  }

  /// `PASS SignIn/offline (4 steps)`.
  static func line(for outcome: CaseOutcome, palette: Palette = .plain) -> String {
    "\(label(of: outcome, palette: palette)) \(Canvas.oneLine(outcome.logCase.id)) (\(outcome.steps) steps)"
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
