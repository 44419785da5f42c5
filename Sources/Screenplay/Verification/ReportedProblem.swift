/// One problem a failed outcome reports: a diagnostic, and the lines shown under it (the diff
/// of a divergent step, where the received history waits, what the app printed).
///
/// Every output renders it from these parts: the terminal and JUnit as ``description``, CI
/// annotations from ``diagnostic``'s location and ``lines``, the worker wire field by field.
///
/// ```text
/// Tests/EventLogs/SignIn/wrong-password.log:9:1: error: history differs from … at step 4 of 7 (changed)
///   step 4 · 1.500s · effect of step 3 · response 401 POST /login (sign-in-wrong-password)
///   received: .screenplay/pending/SignIn/wrong-password.txt
/// ```
package struct ReportedProblem: Sendable, Hashable, CustomStringConvertible {
  /// Where the problem is, what it is and what to do about it.
  package var diagnostic: Diagnostic
  /// What is shown under the diagnostic and its hint.
  package var details: [Detail]

  /// One part of what is shown under a problem's diagnostic.
  package enum Detail: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// A line, without its two-space indent; an empty line stays empty.
    case line(String)
    /// Another diagnostic that explains this one (why a file could not be written, what a
    /// later replay reported), kept whole until it is rendered.
    case diagnostic(Diagnostic)

    /// A line.
    package init(stringLiteral line: String) {
      self = .line(line)
    }

    /// The lines it shows: a diagnostic's description, each of its lines one, empty ones left
    /// out.
    package var lines: [String] {
      switch self {
      case .line(let line): [line]
      case .diagnostic(let diagnostic):
        diagnostic.description.split(separator: "\n").map(String.init)
      }
    }
  }

  /// A problem whose diagnostic has `details` under it.
  package init(_ diagnostic: Diagnostic, details: [Detail] = []) {
    self.diagnostic = diagnostic
    self.details = details
  }

  /// The detail lines, as ``description`` shows them under the hint (without their indent).
  package var detailLines: [String] { details.flatMap(\.lines) }

  /// The diagnostic's message (an unmatched request's report takes several lines), its hint
  /// (`hint: …`) and the details, one line each: what a CI annotation shows.
  package var lines: [String] {
    diagnostic.message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      + (diagnostic.hint.map { ["hint: " + $0] } ?? []) + detailLines
  }

  /// The diagnostic's description, then each detail indented two spaces.
  package var description: String { rendered { $1 } }

  /// A part of a problem's text that an output may style.
  package enum Part: Sendable {
    /// `error:`.
    case errorLabel
    /// The diagnostic's message.
    case message
    /// `hint:`.
    case hintLabel
    /// A detail line (a diff line, `received: …`), without its indent.
    case detail
  }

  /// ``description``, each part passed through `style` (the terminal's colours); with `{ $1 }`,
  /// exactly the description.
  package func rendered(_ style: (Part, String) -> String) -> String {
    var text = diagnostic.location + ": " + style(.errorLabel, "error:") + " "
    text += style(.message, diagnostic.message)
    if let hint = diagnostic.hint { text += "\n  " + style(.hintLabel, "hint:") + " " + hint }
    for line in detailLines {
      text += line.isEmpty ? "\n" : "\n  " + style(.detail, line)
    }
    return text
  }

  /// The lines of `text` (an app's output report, a diagnostic's description), to go under
  /// a problem's diagnostic; empty lines are left out.
  static func lines(of text: String) -> [Detail] {
    text.split(separator: "\n").map { .line(String($0)) }
  }
}
