/// Verifies a log too long to hold in memory: its lines are read, replayed and compared with
/// the golden one step at a time (see ``StreamedHistory``), so memory does not grow with the
/// log. A history that matches is never held whole; one that does not is written out as the
/// pending history and read back to be reported (or recorded) exactly as a short log's is.
@MainActor
struct StreamedVerification {
  /// The verifier whose project, scenes, mode and limits apply.
  let verifier: Verifier
  /// The case.
  let logCase: LogCase

  /// The case's outcome.
  func run() async -> CaseOutcome {
    do throws(Diagnostic) {
      return verifier.finish(try await verify())
    } catch {
      return verifier.finish(ConcludedCase(CaseOutcome(logCase: logCase, steps: 0, failure: error)))
    }
  }

  private func verify() async throws(Diagnostic) -> ConcludedCase {
    let project = verifier.project
    var lines = try LogLines(path: project.absolute(logCase.logPath), display: logCase.logPath)
    var reader = LogReader(path: logCase.logPath)
    reader.keepsEntries = false
    var first: LogEntry?
    while first == nil, let line = try lines.next() { first = try reader.read(line) }
    let log = try reader.finish()
    let scene = try verifier.scene(for: log, in: logCase)
    let fixtures = try verifier.fixtures(for: log)
    let received = try fileOperation(logCase.goldenPath, "cannot compare with the golden") {
      () throws(FileError) in
      try StreamedHistory(
        header: HistoryHeader(log: log.path, screen: log.screen, fixtures: log.fixtures),
        goldenPath: project.absolute(logCase.goldenPath))
    }
    let capture = AppOutputCapture(echo: verifier.echoesAppOutput)
    let finishing: FinishingReplay
    do throws(Diagnostic) {
      finishing = try await scene.stream(
        log, fixtures: fixtures, limits: verifier.limits, stepSink: received.add
      ) { () throws(Diagnostic) -> LogEntry? in
        if let entry = first {
          first = nil
          return entry
        }
        while let line = try lines.next() {
          if let entry = try reader.read(line) { return entry }
        }
        return nil
      }
    } catch {
      capture.stop()
      throw error
    }
    let output = capture.take()
    capture.stop()
    let result = await finishing.result(
      echoingAppOutput: verifier.echoesAppOutput, after: output)
    return try conclude(result, received).showing(result.appOutput)
  }

  /// Passes a history that matches its golden, records one that had none when the mode says
  /// so, and otherwise hands the whole history to the verifier's usual comparison.
  private func conclude(_ result: ReplayResult, _ received: StreamedHistory) throws(Diagnostic)
    -> ConcludedCase
  {
    let pendingPath = logCase.pendingPath
    if result.problems.isEmpty, received.matchesGolden() {
      verifier.pendingHistories.remove(logCase)
      return ConcludedCase(
        CaseOutcome(logCase: logCase, steps: received.count, result: .passed),
        received: History(header: received.header))
    }
    if result.problems.isEmpty, !received.hasGolden, verifier.mode.writesMissing {
      let goldenPath = logCase.goldenPath
      if let failed = write(received, to: goldenPath, what: "the golden") {
        return unwritten(failed, steps: received.count, note: nil)
      }
      verifier.pendingHistories.remove(logCase)
      return ConcludedCase(
        CaseOutcome(
          logCase: logCase, steps: received.count, result: .recorded(because: "no golden existed")))
    }
    if let failed = write(received, to: pendingPath, what: "the received history") {
      verifier.pendingHistories.remove(logCase, sweepingFolders: true)
      return unwritten(failed, steps: received.count, note: "nothing was kept for review")
    }
    // Read back with the log's lines, found again only now that a report needs them: a
    // history that matches keeps nothing per step.
    let store = verifier.pendingHistories
    let (_, history) = try store.read(store.pending(for: logCase))
    return verifier.conclude(logCase, ReplayResult(history: history, problems: result.problems))
  }

  /// Writes the history received to `path`; `nil` once written, else why it could not be.
  private func write(_ received: StreamedHistory, to path: String, what: String) -> WriteFailure? {
    let resolved = verifier.project.absolute(path)
    do {
      try received.write(to: resolved, temporaryFolder: verifier.project.temporaryFolder)
      return nil
    } catch {
      return WriteFailure(error, writing: what, at: path, resolved: resolved)
    }
  }

  /// The failed outcome of a history that could not be written; `note` follows the hint.
  private func unwritten(_ written: WriteFailure, steps: Int, note: String?) -> ConcludedCase {
    var failure = CaseFailure(
      [ReportedProblem(written.diagnostic(note: note))], path: logCase.logPath)
    failure.unwrittenPath = written.path
    return ConcludedCase(CaseOutcome(logCase: logCase, steps: steps, result: .failed(failure)))
  }

  /// `body`'s result, or a diagnostic at `path` saying `failing` and the system's reason.
  private func fileOperation<T>(
    _ path: String, _ failing: String, _ body: () throws(FileError) -> T
  ) throws(Diagnostic) -> T {
    do {
      return try body()
    } catch {
      throw Diagnostic(
        path: path, line: 1, column: 1, message: "\(failing): \(error)", hint: error.hint)
    }
  }
}

/// The lines of a log file as the parser reads them, numbered, a chunk of the file at a time.
private struct LogLines {
  private let file: FileLines
  private let display: String
  private var number = 0

  init(path: String, display: String) throws(Diagnostic) {
    let opened: FileLines?
    do {
      opened = try FileLines(path: path)
    } catch {
      throw Self.unreadable(display, error)
    }
    guard let opened else {
      throw Diagnostic(path: display, line: 1, column: 1, message: "the log file does not exist")
    }
    file = opened
    self.display = display
  }

  /// The next line, without a byte order mark at the start of the file.
  mutating func next() throws(Diagnostic) -> LogLine? {
    let bytes: [UInt8]?
    do {
      bytes = try file.next()
    } catch {
      throw Self.unreadable(display, error)
    }
    guard var bytes else { return nil }
    number += 1
    if number == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    return LogLine(number: number, bytes: bytes)
  }

  private static func unreadable(_ display: String, _ error: FileError) -> Diagnostic {
    Diagnostic(
      path: display, line: 1, column: 1, message: "cannot read the log: \(error)",
      hint: error.hint)
  }
}
