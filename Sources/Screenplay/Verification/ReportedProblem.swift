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
  /// The lines shown under the diagnostic and its hint, without their two-space indent; an
  /// empty line stays empty.
  package var details: [String]

  /// A problem whose diagnostic has `details` under it.
  package init(_ diagnostic: Diagnostic, details: [String] = []) {
    self.diagnostic = diagnostic
    self.details = details
  }

  /// The diagnostic's message (a mismatched request's takes several lines), its hint
  /// (`hint: …`) and the details, one line each: what a CI annotation shows.
  package var lines: [String] {
    diagnostic.message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      + (diagnostic.hint.map { ["hint: " + $0] } ?? []) + details
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
    for line in details {
      text += line.isEmpty ? "\n" : "\n  " + style(.detail, line)
    }
    return text
  }

  /// The lines of `text` (a diagnostic's description, an app's output report), to go under
  /// another problem's diagnostic.
  static func details(of text: String) -> [String] {
    text.split(separator: "\n").map(String.init)
  }
}
