import Foundation

/// The pending histories of a project: listing them, and accepting (the history becomes the
/// golden) or rejecting (the history is dropped) each one.
///
/// Accepting writes the golden atomically and only after the pending file reads as a history, so
/// a damaged pending file never lands under `Snapshots/`. Either way the pending file is removed.
package struct PendingHistories: Sendable {
  /// The project whose pending histories these are.
  package var project: Project

  /// The pending histories of `project`.
  package init(project: Project) {
    self.project = project
  }

  /// Every pending history, sorted by log id; with `filter`, those it selects (as ``Suite``
  /// selects logs: an exact id, else a case-insensitive part of one).
  package func list(_ filter: String? = nil) -> [PendingHistory] {
    let all = project.cases(under: project.layout.pending, suffix: ".txt").map {
      pending(for: $0.logCase)
    }
    if let filter, let exact = all.first(where: { $0.logCase.id == filter }) { return [exact] }
    return all.filter { $0.logCase.matches(filter) }
  }

  /// The pending entry of `logCase` (whether or not its file exists).
  package func pending(for logCase: LogCase) -> PendingHistory {
    let goldenPath = logCase.goldenPath
    return PendingHistory(
      logCase: logCase, path: logCase.pendingPath, goldenPath: goldenPath,
      hasGolden: FileSystem.exists(project.absolute(goldenPath)))
  }

  /// The pending history's text and parsed form, whose steps carry the lines of their log as it
  /// is now (see ``History/withLogLines(from:)``).
  package func read(_ pending: PendingHistory) throws(Diagnostic) -> (
    text: String, history: History
  ) {
    let text = try readText(pending.path)
    let history = try HistoryFormat.decode(text, path: pending.path)
    return (text, withLogLines(history, logPath: pending.logCase.logPath))
  }

  /// `history` with the log lines of the log at `logPath` as it is now, or as it was when that
  /// log cannot be read: a review then names steps, not lines.
  private func withLogLines(_ history: History, logPath: String) -> History {
    guard let text = try? FileSystem.readText(at: project.absolute(logPath)),
      let log = try? EventLogParser.parse(text, path: logPath)
    else { return history }
    return history.withLogLines(from: log)
  }

  /// The golden's history, or `nil` when there is none.
  package func golden(of pending: PendingHistory) throws(Diagnostic) -> History? {
    guard pending.hasGolden else { return nil }
    return try HistoryFormat.decode(try readText(pending.goldenPath), path: pending.goldenPath)
  }

  /// Makes the pending history the golden and removes the pending file.
  package func accept(_ pending: PendingHistory) throws(Diagnostic) {
    let text = try readText(pending.path)
    _ = try HistoryFormat.decode(text, path: pending.path)
    try write(
      text, to: pending.goldenPath, what: "the golden", note: "the pending history was kept")
    remove(pending.logCase)
  }

  /// Makes `candidate`, a history from another run's artifact, its log's golden, and drops
  /// any pending history of that log here.
  package func adopt(_ candidate: CandidateGolden) throws(Diagnostic) {
    try write(
      candidate.text, to: candidate.logCase.goldenPath, what: "the golden",
      note: "the golden is unchanged")
    remove(candidate.logCase)
  }

  /// Copies the pending history of `logCase` to `<folder>/<Screen>/<name>.txt`, where `folder`
  /// (an absolute path) collects a run's histories for `accept --from`.
  package func export(_ logCase: LogCase, to folder: String) throws(Diagnostic) {
    let pending = pending(for: logCase)
    let (text, _) = try read(pending)
    let target = "\(folder)/\(logCase.screen)/\(logCase.name).txt"
    do {
      try FileSystem.writeAtomically(text, to: target, temporaryFolder: nil)
    } catch {
      throw WriteFailure(error, writing: "the pending history", at: target, resolved: target)
        .diagnostic(note: "it is still in \(project.layout.pending)")
    }
  }

  /// Drops the pending history; the golden stays as it was.
  package func reject(_ pending: PendingHistory) {
    remove(pending.logCase)
  }

  /// Writes `text` as the pending history of `logCase`. When it cannot be written, an older
  /// pending history of the log is removed (it would be reviewed as this run's), and the error
  /// says why, with what to do.
  func write(_ text: String, for logCase: LogCase) throws(Diagnostic) {
    do throws(Diagnostic) {
      try write(
        text, to: logCase.pendingPath, what: "the received history",
        note: "nothing was kept for review")
    } catch {
      remove(logCase, sweepingFolders: true)
      throw error
    }
  }

  /// Writes `text` atomically at `path` (relative to the root), creating folders as needed.
  private func write(_ text: String, to path: String, what: String, note: String)
    throws(Diagnostic)
  {
    let resolved = project.absolute(path)
    do {
      try FileSystem.writeAtomically(
        text, to: resolved, temporaryFolder: project.temporaryFolder)
    } catch {
      throw WriteFailure(error, writing: what, at: path, resolved: resolved).diagnostic(note: note)
    }
  }

  /// Removes the pending history of `logCase` if there is one, then its screen's folder and the
  /// pending folder once they are empty, so no empty folders stay behind. When there was no file,
  /// the folders are left as they were (every passing log comes here) unless `sweepingFolders`
  /// (a failed write may have made them).
  func remove(_ logCase: LogCase, sweepingFolders: Bool = false) {
    let path = project.absolute(logCase.pendingPath)
    guard FileSystem.removeIfPresent(path) || sweepingFolders else { return }
    FileSystem.removeEmptyDirectories(
      from: String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]), upTo: project.root)
  }

  private func readText(_ path: String) throws(Diagnostic) -> String {
    let text: String?
    do {
      text = try FileSystem.readText(at: project.absolute(path))
    } catch {
      throw Diagnostic(
        path: path, line: 1, column: 1, message: "cannot read the file: \(error)", hint: error.hint)
    }
    guard let text else {
      throw Diagnostic(
        path: path, line: 1, column: 1, message: "the file does not exist",
        hint: "list what is pending with: \(project.listPendingHint)")
    }
    return text
  }
}
