import Screenplay

extension WireFieldWriter {
  /// An outcome: its steps and result, then its extras (fixtures, coverage, report section).
  mutating func write(_ outcome: CaseOutcome) {
    write(outcome.steps)
    switch outcome.result {
    case .passed:
      write("passed")
    case .recorded(let because):
      write("recorded")
      write(because)
    case .failed(let failure):
      write("failed")
      write(failure)
    }
    write(outcome.fixtures) { $0.write($1) }
    write(outcome.coverage)
    write(outcome.section)
  }

  /// A failure: its problems, where it points, its first divergent step and its files.
  mutating func write(_ failure: CaseFailure) {
    write(failure.problems) { $0.write($1) }
    write(failure.path)
    write(failure.line)
    write(failure.firstDivergence.map { [$0] }) { fields, step in
      fields.write(step.index)
      fields.write(step.title)
      fields.write(step.diff) { $0.write($1) }
    }
    write(failure.pendingPath)
    write(failure.unwrittenPath)
    write(failure.flakyReplay)
  }

  /// A problem: its diagnostic, then its details, each a line or a diagnostic.
  mutating func write(_ problem: ReportedProblem) {
    write(problem.diagnostic)
    write(problem.details) { fields, detail in
      switch detail {
      case .line(let line):
        fields.write("line")
        fields.write(line)
      case .diagnostic(let diagnostic):
        fields.write("diagnostic")
        fields.write(diagnostic)
      }
    }
  }

  /// A diagnostic's location, message and hint.
  mutating func write(_ diagnostic: Diagnostic) {
    write(diagnostic.path)
    write(diagnostic.line)
    write(diagnostic.column)
    write(diagnostic.message)
    write(diagnostic.hint)
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
}

extension WireFieldReader {
  /// The outcome of `logCase`, as ``WireFieldWriter/write(_:)-outcome`` wrote it.
  mutating func outcome(of logCase: LogCase) throws(WorkerWireError) -> CaseOutcome {
    let steps = try number()
    let result: CaseOutcome.Result
    switch try text() {
    case "passed": result = .passed
    case "recorded": result = .recorded(because: try text())
    case "failed": result = .failed(try failure())
    case let other: throw WorkerWireError(text: String(other.prefix(200)))
    }
    var outcome = CaseOutcome(
      logCase: logCase, steps: steps, result: result,
      fixtures: try optionalList { fields throws(WorkerWireError) in try fields.text() })
    outcome.coverage = try coverage()
    outcome.section = try optionalText()
    return outcome
  }

  /// A failure.
  mutating func failure() throws(WorkerWireError) -> CaseFailure {
    let problems = try list { fields throws(WorkerWireError) in try fields.problem() }
    var failure = CaseFailure(problems, path: try text(), line: try number())
    failure.firstDivergence = try optionalList { fields throws(WorkerWireError) in
      DivergentStep(
        index: try fields.number(), title: try fields.text(),
        diff: try fields.list { fields throws(WorkerWireError) in try fields.text() })
    }?.first
    failure.pendingPath = try optionalText()
    failure.unwrittenPath = try optionalText()
    failure.flakyReplay = try optionalNumber()
    return failure
  }

  /// A problem.
  mutating func problem() throws(WorkerWireError) -> ReportedProblem {
    let diagnostic = try diagnostic()
    let details = try list { fields throws(WorkerWireError) -> ReportedProblem.Detail in
      switch try fields.text() {
      case "line": return .line(try fields.text())
      case "diagnostic": return .diagnostic(try fields.diagnostic())
      case let other: throw WorkerWireError(text: String(other.prefix(200)))
      }
    }
    return ReportedProblem(diagnostic, details: details)
  }

  /// A diagnostic.
  mutating func diagnostic() throws(WorkerWireError) -> Diagnostic {
    Diagnostic(
      path: try text(), line: try number(), column: try number(), message: try text(),
      hint: try optionalText())
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
}
