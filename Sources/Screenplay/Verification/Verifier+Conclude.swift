import Foundation

extension Verifier {
  /// Compares a replay with its golden and records or reports as the mode says; the case
  /// carries the received history (and the golden's, when it was read). With `pendingMayExist`
  /// `false` (the pending folder was missing when the batch began), a passing log has no
  /// pending history to drop, and none is looked for. `golden` is the golden's path when the
  /// caller has made it.
  func conclude(
    _ logCase: LogCase, _ result: ReplayResult, golden: ProjectPath? = nil,
    readAhead: ReadAhead? = nil, pendingMayExist: Bool = true
  ) -> ConcludedCase {
    var concluded = decide(
      logCase, result, golden: golden, readAhead, pendingMayExist: pendingMayExist)
    concluded.received = result.history
    if result.problems.isEmpty { concluded.outcome.coverage = result.coverage }
    if case .failed(var failure) = concluded.outcome.result, failure.unwrittenPath == nil,
      !writesNothing, FileManager.default.fileExists(atPath: project.absolute(logCase.pendingPath))
    {
      failure.pendingPath = logCase.pendingPath
      concluded.outcome.result = .failed(failure)
    }
    return concluded
  }

  private func decide(
    _ logCase: LogCase, _ result: ReplayResult, golden goldenPath: ProjectPath?,
    _ readAhead: ReadAhead?, pendingMayExist: Bool
  ) -> ConcludedCase {
    let steps = result.history.steps.count
    guard result.problems.isEmpty else {
      // A history with problems (an unmatched request, an unused fixture) is never a golden, so
      // it is not offered for review either; the problems are the report.
      removePending(logCase)
      let first = result.problems[0]
      let failure = CaseFailure(
        result.problems.map { ReportedProblem($0) }, path: first.path, line: first.line)
      return ConcludedCase(CaseOutcome(logCase: logCase, steps: steps, result: .failed(failure)))
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
      return passed(logCase, steps: steps, history: result.history)
    }
    return differentGolden(
      logCase, received: result.history, receivedText: received,
      golden: String(decoding: golden, as: UTF8.self))
  }

  private func missingGolden(_ logCase: LogCase, _ received: String, _ steps: Int)
    -> ConcludedCase
  {
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
      let details: [ReportedProblem.Detail] = [
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
    -> ConcludedCase
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
      return passed(logCase, steps: received.steps.count, history: received)
    }
    if overwritesDifferent {
      return writeGolden(
        receivedText, for: logCase, steps: received.steps.count, note: "the history changed")
    }
    let unwritten = writesNothing ? nil : writePending(receivedText, for: logCase)
    let kept = unwritten == nil && !writesNothing
    let report = FailureReport.failure(
      comparison, logPath: logCase.logPath, goldenPath: goldenPath,
      receivedPath: kept ? logCase.pendingPath : nil,
      acceptCommand: kept ? project.hints.acceptOrReview(logCase.id) : nil)
    var concluded = failure(
      logCase, received.steps.count, report?.problems ?? [], line: report?.line ?? 1,
      unwritten: unwritten)
    if case .failed(var failure) = concluded.outcome.result {
      failure.firstDivergence = report?.firstDivergence
      concluded.outcome.result = .failed(failure)
    }
    concluded.expected = expected
    concluded.comparison = comparison
    return concluded
  }

  /// The passed case of `logCase`, whose `history` matched its golden.
  private func passed(_ logCase: LogCase, steps: Int, history: History) -> ConcludedCase {
    var concluded = ConcludedCase(CaseOutcome(logCase: logCase, steps: steps, result: .passed))
    concluded.expected = history
    return concluded
  }

  private func writeGolden(_ text: String, for logCase: LogCase, steps: Int, note: String)
    -> ConcludedCase
  {
    let goldenPath = logCase.goldenPath
    let resolved = project.absolute(goldenPath)
    do {
      try FileSystem.writeAtomically(
        text, to: resolved, temporaryFolder: project.temporaryFolder)
    } catch {
      let failed = WriteFailure(error, writing: "the golden", at: goldenPath, resolved: resolved)
      var failure = CaseFailure(failed.diagnostic(note: nil))
      failure.path = logCase.logPath
      failure.line = 1
      failure.unwrittenPath = goldenPath
      return ConcludedCase(CaseOutcome(logCase: logCase, steps: steps, result: .failed(failure)))
    }
    pendingHistories.remove(logCase)
    return ConcludedCase(
      CaseOutcome(logCase: logCase, steps: steps, result: .recorded(because: note)))
  }

  /// Whether this run writes no file at all: a repeated run (see ``repeats``).
  var writesNothing: Bool { repeats > 1 }

  /// Whether a history that differs from its golden is recorded over it: ``mode`` says so, and
  /// the run writes files.
  private var overwritesDifferent: Bool { !writesNothing && mode.writesDifferent }

  /// Drops the pending history of `logCase`, which passed; a run that writes nothing leaves it.
  private func removePending(_ logCase: LogCase) {
    if !writesNothing { pendingHistories.remove(logCase) }
  }

  /// Writes the received history for review, never under `Snapshots/`; `nil` once written,
  /// else why it could not be.
  private func writePending(_ text: String, for logCase: LogCase) -> Diagnostic? {
    do throws(Diagnostic) {
      try pendingHistories.write(text, for: logCase)
      return nil
    } catch {
      return error
    }
  }

  /// A failed case reporting `problem`.
  private func failure(
    _ logCase: LogCase, _ steps: Int, _ problem: ReportedProblem, path: String? = nil,
    line: Int = 1, unwritten: Diagnostic? = nil
  ) -> ConcludedCase {
    failure(logCase, steps, [problem], path: path, line: line, unwritten: unwritten)
  }

  /// A failed case reporting `problems`; with `unwritten`, the last problem ends with why the
  /// received history could not be written, and the outcome names it.
  private func failure(
    _ logCase: LogCase, _ steps: Int, _ problems: [ReportedProblem], path: String? = nil,
    line: Int = 1, unwritten: Diagnostic? = nil
  ) -> ConcludedCase {
    var failure = CaseFailure(problems, path: path ?? logCase.logPath, line: line)
    if let unwritten, !problems.isEmpty {
      failure.problems[problems.count - 1].details.append(.diagnostic(unwritten))
    }
    failure.unwrittenPath = unwritten?.path
    return ConcludedCase(CaseOutcome(logCase: logCase, steps: steps, result: .failed(failure)))
  }
}
