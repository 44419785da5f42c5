import Screenplay

/// One problem as a CI system's annotation on a file's line: a GitHub Actions workflow command
/// or an Azure Pipelines logging command, escaped by each one's rules.
struct CIAnnotation: Equatable {
  /// `error`, or `warning` for a failure `--force-pass` let through.
  var severity: String
  var path: String
  var line: Int
  var column: Int
  /// `Screenplay: SignIn/offline diverges at step 4`.
  var title: String
  var message: String

  /// How many lines of a diagnostic and what follows it an annotation's message holds.
  static let messageLines = 20

  /// The annotations of a failed outcome: for a divergence, one, at the diagnostic its report
  /// points at (the log line of the first divergent step's event); for other failures, one per
  /// diagnostic in its report (each problem at its own file, line and column); none for other
  /// outcomes.
  static func annotations(for outcome: CaseOutcome, forcePassed: Bool) -> [CIAnnotation] {
    guard outcome.status == .failed else { return [] }
    let id = Canvas.oneLine(outcome.logCase.id)
    let title =
      outcome.failure?.firstDivergence.map { "Screenplay: \(id) diverges at step \($0.index)" }
      ?? "Screenplay: \(id) failed"
    return problems(of: outcome).map { problem in
      CIAnnotation(
        severity: forcePassed ? "warning" : "error",
        path: Canvas.oneLine(problem.diagnostic.path), line: problem.diagnostic.line,
        column: problem.diagnostic.column, title: title, message: message(of: problem))
    }
  }

  /// The problems to annotate: see ``annotations(for:forcePassed:)``.
  private static func problems(of outcome: CaseOutcome) -> [ReportedProblem] {
    guard let failure = outcome.failure, failure.firstDivergence != nil,
      let pointed = failure.pointedProblem
    else {
      return outcome.problems
    }
    return [pointed]
  }

  /// The problem's text and the lines under it, at most ``messageLines`` of them, each with its
  /// control characters escaped.
  private static func message(of problem: ReportedProblem) -> String {
    let lines = problem.lines.map(Canvas.oneLine)
    guard lines.count > messageLines else { return lines.joined(separator: "\n") }
    return (lines.prefix(messageLines) + ["… \(lines.count - messageLines) more lines"])
      .joined(separator: "\n")
  }

  /// `::error file=…,line=9,col=1,title=…::message`, one line.
  var github: String {
    let properties = [
      "file=" + Self.githubProperty(path), "line=\(line)", "col=\(column)",
      "title=" + Self.githubProperty(title),
    ]
    return "::\(severity) " + properties.joined(separator: ",") + "::" + Self.githubData(message)
  }

  /// `##vso[task.logissue type=error;sourcepath=…;linenumber=9;columnnumber=1]title: message`,
  /// one line (Azure has no title of its own, so the message starts with it).
  var azure: String {
    let properties = [
      "type=\(severity)", "sourcepath=" + Self.azureProperty(path), "linenumber=\(line)",
      "columnnumber=\(column)",
    ]
    return "##vso[task.logissue " + properties.joined(separator: ";") + "]"
      + Self.azureData(title + ": " + message)
  }

  /// GitHub's escaping of a command's message: `%`, CR and LF.
  static func githubData(_ text: String) -> String {
    escaped(text, ["%": "%25", "\r": "%0D", "\n": "%0A"])
  }

  /// GitHub's escaping of a property's value: the message's, and `:` and `,`.
  static func githubProperty(_ text: String) -> String {
    escaped(text, ["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
  }

  /// Azure's escaping of a command's message (azure-pipelines-task-lib's `escapeData`): `%`, CR
  /// and LF.
  static func azureData(_ text: String) -> String {
    escaped(text, ["%": "%AZP25", "\r": "%0D", "\n": "%0A"])
  }

  /// Azure's escaping of a property's value (its `escape`): the message's, and `]` and `;`.
  static func azureProperty(_ text: String) -> String {
    escaped(text, ["%": "%AZP25", "\r": "%0D", "\n": "%0A", "]": "%5D", ";": "%3B"])
  }

  /// `text` with each scalar `escapes` names replaced, one scalar at a time (so a CR LF pair,
  /// one `Character`, is two escapes).
  private static func escaped(_ text: String, _ escapes: [Unicode.Scalar: String]) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if let escape = escapes[scalar] {
        result += escape
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
