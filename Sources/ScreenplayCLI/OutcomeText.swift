import Screenplay

/// How the CLI prints outcomes and events.
enum OutcomeText {
  /// `PASS SignIn/offline (4 steps)`
  static func line(for outcome: CaseOutcome) -> String {
    let label: String
    switch outcome.status {
    case .passed: label = "PASS"
    case .failed: label = "FAIL"
    case .recorded: label = "RECORDED"
    }
    return "\(label) \(outcome.logCase.id) (\(outcome.steps) steps)"
  }

  /// `text` with every line indented two spaces.
  static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(
      separator: "\n")
  }

  /// `email.type text=<string>  types into the email field`
  static func signature(of event: EventDescription) -> String {
    let fields = event.fields.map { " \($0.name)=<\($0.kind.rawValue)>" }.joined()
    return "\(event.name)\(fields)  — \(event.summary)"
  }
}
