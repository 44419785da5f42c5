import Screenplay

/// A divergent step as it crosses the wire: its kind and the indices of the steps it pairs.
struct WireDivergence {
  var kind: Divergence.Kind
  /// The golden's step, `nil` for an inserted step.
  var expected: Int?
  /// The replay's step, `nil` for a removed step.
  var actual: Int?
}

extension WireFieldWriter {
  /// A problem: its diagnostic's location, message and hint, then its details.
  mutating func write(_ problem: ReportedProblem) {
    let diagnostic = problem.diagnostic
    write(diagnostic.path)
    write(diagnostic.line)
    write(diagnostic.column)
    write(diagnostic.message)
    write(diagnostic.hint)
    write(problem.details) { $0.write($1) }
  }

  /// A history's header: its log (a missing value for no header), screen and fixtures.
  mutating func write(_ header: HistoryHeader?) {
    write(header?.log)
    guard let header else { return }
    write(header.screen)
    write(header.fixtures) { $0.write($1) }
  }

  /// A divergent step: its kind and the indices of its steps.
  mutating func write(_ divergence: Divergence) {
    write(divergence.kind.rawValue)
    write(divergence.expected?.index)
    write(divergence.actual?.index)
  }
}

extension WireFieldReader {
  /// A problem, as ``WireFieldWriter/write(_:)-problem`` wrote it.
  mutating func problem() throws(WorkerWireError) -> ReportedProblem {
    let diagnostic = Diagnostic(
      path: try text(), line: try number(), column: try number(), message: try text(),
      hint: try optionalText())
    let details = try list { fields throws(WorkerWireError) in try fields.text() }
    return ReportedProblem(diagnostic, details: details)
  }

  /// A history's header, or `nil` when none crossed.
  mutating func header() throws(WorkerWireError) -> HistoryHeader? {
    guard let log = try optionalText() else { return nil }
    let screen = try text()
    let fixtures = try list { fields throws(WorkerWireError) in try fields.text() }
    return HistoryHeader(log: log, screen: screen, fixtures: fixtures)
  }

  /// A divergent step's kind and step indices.
  mutating func divergence() throws(WorkerWireError) -> WireDivergence {
    let name = try text()
    guard let kind = Divergence.Kind(rawValue: name) else {
      throw WorkerWireError(text: String(name.prefix(200)))
    }
    return WireDivergence(kind: kind, expected: try optionalNumber(), actual: try optionalNumber())
  }
}
