import Foundation
import Screenplay

/// How `verify` and `replay` find logs by what the user typed, and what they say when none is
/// found.
@MainActor
struct LogNames {
  let context: CommandContext

  private var project: Project { context.project }
  private var console: Console { context.console }

  /// The logs `filters` select, in the project's order, each once; every log without filters.
  /// `nil`, once it has said why, when there is no log or a filter selects none. A filter that
  /// names a folder called like a log is reported as such (`namedFolder`), and the other
  /// filters still run.
  func select(_ filters: [String], in suite: Suite, namedFolder: inout Bool) -> [LogCase]? {
    let all = suite.select(nil)
    guard !filters.isEmpty else {
      if all.isEmpty { console.printError(noMatch(nil, among: all)) }
      return all.isEmpty ? nil : all
    }
    var chosen: Set<LogCase> = []
    for filter in filters {
      let selected = suite.select(filter)
      if selected.isEmpty, let folder = folderNamedLikeLog(filter) {
        console.printError(
          Diagnostic(
            path: folder, line: 1, column: 1, message: "this is a folder, not an event log",
            hint: "a log is a file, \(project.layout.eventLogs)/<Screen>/<name>.log: rename the "
              + "folder or move it out of \(project.layout.eventLogs); the other logs still run"
          ).description)
        namedFolder = true
        continue
      }
      guard !selected.isEmpty else {
        console.printError(noMatch(filter, among: all))
        return nil
      }
      chosen.formUnion(selected)
    }
    return chosen.isEmpty ? nil : all.filter(chosen.contains)
  }

  /// The folder `filter` names, as a path or as a log's id (`SignIn/x` for
  /// `Tests/EventLogs/SignIn/x.log`), when it is a folder whose name ends in `.log`.
  private func folderNamedLikeLog(_ filter: String) -> String? {
    let trimmed = filter.hasSuffix("/") ? String(filter.dropLast()) : filter
    let candidates =
      trimmed.hasSuffix(".log")
      ? [trimmed] : ["\(project.layout.eventLogs)/\(trimmed).log"]
    return candidates.first { candidate in
      var isFolder: ObjCBool = false
      let path = candidate.hasPrefix("/") ? candidate : project.absolute(candidate)
      return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        && isFolder.boolValue
    }
  }

  /// The logs that failed when they last ran (see ``LastFailedRecord``) and still exist; says so
  /// when there are none, and then the other `filters` select (every log without them).
  func lastFailed(_ filters: [String]) -> [String] {
    let existing = Set(project.logCases().map(\.id))
    let ids = LastFailedRecord(project: project).ids().filter(existing.contains)
    if ids.isEmpty {
      console.printError(
        "no log failed when it last ran" + (filters.isEmpty ? ": verifying every log" : ""))
    }
    return ids
  }

  /// The log file `argument` names, when it is a path to one that exists (wherever it is).
  func logFile(_ argument: String) -> String? {
    guard let file = LogPath(argument)?.path, FileManager.default.fileExists(atPath: file) else {
      return nil
    }
    return file
  }

  /// Why `filter` selected nothing, with the log id it may have meant among `all`.
  func noMatch(_ filter: String?, among all: [LogCase]) -> String {
    guard let filter, !filter.isEmpty else {
      return "error: there are no event logs under \(project.layout.eventLogs)/<Screen>/ yet"
    }
    if let file = logFile(filter) {
      let folder = project.layout.eventLogs
      return
        "error: \(file) is outside \(folder), where verify pairs each log with its golden: move it to \(folder)/<Screen>/, or print its history with '\(project.hints.cli ?? "screenplay") replay \(file)'"
    }
    let near = Suggestion.nearest(to: filter, among: all.map(\.id))
    return "error: no event log matches '\(filter)' under \(project.layout.eventLogs)"
      + (near.map { "; did you mean '\($0)'?" } ?? "")
  }
}
