import Foundation

extension Verifier {
  /// Compares a replay with its golden and records or reports as the mode says; the outcome
  /// carries the received history (and the golden's, when it was read). With `pendingMayExist`
  /// `false` (the pending folder was missing when the batch began), a passing log has no
  /// pending history to drop, and none is looked for. `golden` is the golden's path when the
  /// caller has made it.
  func conclude(
    _ logCase: LogCase, _ result: ReplayResult, golden: ProjectPath? = nil,
    readAhead: ReadAhead? = nil, pendingMayExist: Bool = true
  ) -> CaseOutcome {
    var outcome = decide(
      logCase, result, golden: golden, readAhead, pendingMayExist: pendingMayExist)
    outcome.received = result.history
    if result.problems.isEmpty { outcome.coverage = result.coverage }
    if outcome.status == .passed { outcome.expected = result.history }
    if outcome.status == .failed, outcome.unwrittenPath == nil, !writesNothing,
      FileManager.default.fileExists(atPath: project.absolute(logCase.pendingPath))
    {
      outcome.pendingPath = logCase.pendingPath
    }
    return outcome
  }

  private func decide(
    _ logCase: LogCase, _ result: ReplayResult, golden goldenPath: ProjectPath?,
    _ readAhead: ReadAhead?, pendingMayExist: Bool
  ) -> CaseOutcome {
    let steps = result.history.steps.count
    guard result.problems.isEmpty else {
      // A history with problems (an unmatched request, an unused fixture) is never a golden, so
      // it is not offered for review either; the problems are the report.
      removePending(logCase)
      let first = result.problems[0]
      return CaseOutcome(
        logCase: logCase, status: .failed, steps: steps,
        problems: result.problems.map { ReportedProblem($0) }, path: first.path, line: first.line)
    }
    let goldenPath = goldenPath ?? ProjectPath(logCase.goldenPath, in: project)
    let golden: [UInt8]?
    do {
      golden = try FileSystem.readBytes(at: goldenPath.absolute, readAhead: readAhead)
    } catch {
      let unreadable = Diagnostic(
        path: goldenPath.relative, line: 1, column: 1, message: "cannot read the golden: \(error)",
        hint: error.hint)
      return failure(logCase, steps, ReportedProblem(unreadable))
    }
    guard let golden else {
      return missingGolden(logCase, HistoryFormat.encode(result.history), steps)
    }
    // The history compared with the golden's bytes as it is written: a golden that matches
    // (nearly every one) is never decoded, and the received text is never built. A replay's
    // lines are its scene's renders, which a `Canvas` wrote.
    guard
      let received = HistoryFormat.encode(result.history, unlessIn: golden, linesFromCanvas: true)
    else {
      if pendingMayExist { removePending(logCase) }
      return CaseOutcome(
        logCase: logCase, status: .passed, steps: steps, path: result.history.header.log)
    }
    return differentGolden(
      logCase, received: result.history, receivedText: received,
      golden: String(decoding: golden, as: UTF8.self))
  }

  private func missingGolden(_ logCase: LogCase, _ received: String, _ steps: Int) -> CaseOutcome {
    let goldenPath = logCase.goldenPath
    if writesNothing {
      let problem = Diagnostic(
        path: logCase.logPath, line: 1, column: 1,
        message: "no golden at \(goldenPath), and a repeated run never records one",
        hint: "record it first (\(project.hints.record(logCase.id))), then repeat")
      return failure(logCase, steps, ReportedProblem(problem))
    }
    guard mode.writesMissing else {
      let problem = Diagnostic(
        path: logCase.logPath, line: 1, column: 1,
        message: "no golden at \(goldenPath), and record mode '\(mode.rawValue)' never writes one")
      if let unwritten = writePending(received, for: logCase) {
        return failure(logCase, steps, ReportedProblem(problem), unwritten: unwritten)
      }
      let details = [
        "received: \(logCase.pendingPath)",
        "to accept it: \(project.hints.accept(logCase.id)), then commit \(goldenPath)",
      ]
      return failure(logCase, steps, ReportedProblem(problem, details: details))
    }
    return writeGolden(received, for: logCase, steps: steps, note: "no golden existed")
  }

  private func differentGolden(
    _ logCase: LogCase, received: History, receivedText: String, golden: String
  )
    -> CaseOutcome
  {
    let goldenPath = logCase.goldenPath
    let expected: History
    do {
      expected = try HistoryFormat.decode(golden, path: goldenPath)
    } catch {
      if overwritesDifferent {
        return writeGolden(
          receivedText, for: logCase, steps: received.steps.count, note: "the golden was malformed")
      }
      let unwritten = writesNothing ? nil : writePending(receivedText, for: logCase)
      return failure(
        logCase, received.steps.count, ReportedProblem(error), path: error.path, line: error.line,
        unwritten: unwritten)
    }
    let comparison = HistoryDiff.compare(expected: expected, actual: received)
    if comparison.isMatch {
      // The same history written otherwise: in an older format, or with Windows line ends.
      // A mode that rewrites goldens writes it as this build does; the others let it pass.
      if overwritesDifferent {
        return writeGolden(
          receivedText, for: logCase, steps: received.steps.count,
          note: "the golden was written in another format")
      }
      removePending(logCase)
      return CaseOutcome(
        logCase: logCase, status: .passed, steps: received.steps.count, path: logCase.logPath)
    }
    if overwritesDifferent {
      return writeGolden(
        receivedText, for: logCase, steps: received.steps.count, note: "the history changed")
    }
    let unwritten = writesNothing ? nil : writePending(receivedText, for: logCase)
    let kept = unwritten == nil && !writesNothing
    let report = FailureReport.problems(
      comparison, logPath: logCase.logPath, goldenPath: goldenPath,
      receivedPath: kept ? logCase.pendingPath : nil,
      acceptCommand: kept ? project.hints.acceptOrReview(logCase.id) : nil)
    let line =
      comparison.firstDivergence.flatMap(comparison.logLine(of:)) ?? 1
    var outcome = failure(
      logCase, received.steps.count, report, line: line, unwritten: unwritten)
    outcome.expected = expected
    outcome.comparison = comparison
    outcome.firstDivergentStep = comparison.firstDivergence?.step.index
    return outcome
  }

  private func writeGolden(_ text: String, for logCase: LogCase, steps: Int, note: String)
    -> CaseOutcome
  {
    let goldenPath = logCase.goldenPath
    let resolved = project.absolute(goldenPath)
    do {
      try FileSystem.writeAtomically(
        text, to: resolved, temporaryFolder: project.temporaryFolder)
    } catch {
      let failed = WriteFailure(error, writing: "the golden", at: goldenPath, resolved: resolved)
      var outcome = failure(logCase, steps, ReportedProblem(failed.diagnostic(note: nil)))
      outcome.unwrittenPath = goldenPath
      return outcome
    }
    pendingStore.remove(logCase)
    return recorded(logCase, steps: steps, note: note)
  }

  /// The outcome of a golden just written for `logCase`, saying why (`note`).
  func recorded(_ logCase: LogCase, steps: Int, note: String) -> CaseOutcome {
    var outcome = CaseOutcome(
      logCase: logCase, status: .recorded, steps: steps, path: logCase.logPath)
    outcome.recordedBecause = note
    return outcome
  }

  /// Whether this run writes no file at all: a repeated run (see ``repeats``).
  var writesNothing: Bool { repeats > 1 }

  /// Whether a history that differs from its golden is recorded over it: ``mode`` says so, and
  /// the run writes files.
  private var overwritesDifferent: Bool { !writesNothing && mode.writesDifferent }

  /// Drops the pending history of `logCase`, which passed; a run that writes nothing leaves it.
  private func removePending(_ logCase: LogCase) {
    if !writesNothing { pendingStore.remove(logCase) }
  }

  /// Writes the received history for review, never under `Snapshots/`; `nil` once written,
  /// else why it could not be.
  private func writePending(_ text: String, for logCase: LogCase) -> Diagnostic? {
    do throws(Diagnostic) {
      try pendingStore.write(text, for: logCase)
      return nil
    } catch {
      return error
    }
  }

  /// A failed outcome reporting `problem`.
  private func failure(
    _ logCase: LogCase, _ steps: Int, _ problem: ReportedProblem, path: String? = nil,
    line: Int = 1, unwritten: Diagnostic? = nil
  ) -> CaseOutcome {
    failure(logCase, steps, [problem], path: path, line: line, unwritten: unwritten)
  }

  /// A failed outcome reporting `problems`; with `unwritten`, the last problem ends with why the
  /// received history could not be written, and the outcome names it.
  private func failure(
    _ logCase: LogCase, _ steps: Int, _ problems: [ReportedProblem], path: String? = nil,
    line: Int = 1, unwritten: Diagnostic? = nil
  ) -> CaseOutcome {
    var problems = problems
    if let unwritten, !problems.isEmpty {
      problems[problems.count - 1].details += ReportedProblem.details(of: unwritten.description)
    }
    var outcome = CaseOutcome(
      logCase: logCase, status: .failed, steps: steps, problems: problems,
      path: path ?? logCase.logPath, line: line)
    outcome.unwrittenPath = unwritten?.path
    return outcome
  }
}
