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

  /// What a replay exercised, each set sorted (a missing value for none): events, states,
  /// (state, event) pairs and transitions.
  mutating func write(_ coverage: LogCoverage?) {
    write(coverage == nil ? nil : "coverage")
    guard let coverage else { return }
    write(coverage.events.sorted()) { $0.write($1) }
    write(coverage.states.sorted()) { $0.write($1) }
    write(coverage.pairs.sorted()) { fields, pair in
      fields.write(pair.state)
      fields.write(pair.event)
    }
    write(coverage.transitions.sorted()) { fields, transition in
      fields.write(transition.from)
      fields.write(transition.event)
      fields.write(transition.to)
    }
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

  /// What a replay exercised, or `nil` when it was not collected.
  mutating func coverage() throws(WorkerWireError) -> LogCoverage? {
    guard try optionalText() != nil else { return nil }
    var coverage = LogCoverage()
    coverage.events = Set(try list { fields throws(WorkerWireError) in try fields.text() })
    coverage.states = Set(try list { fields throws(WorkerWireError) in try fields.text() })
    coverage.pairs = Set(
      try list { fields throws(WorkerWireError) in
        StateEvent(state: try fields.text(), event: try fields.text())
      })
    coverage.transitions = Set(
      try list { fields throws(WorkerWireError) in
        Transition(try fields.text(), try fields.text(), try fields.text())
      })
    return coverage
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
