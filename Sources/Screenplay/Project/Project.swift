import Foundation

/// A package that uses Screenplay: where its root is, where it keeps its files (its ``Layout``),
/// and which commands its messages name (its ``CommandHints``).
public struct Project: Sendable, Hashable {
  /// The package root, absolute.
  public var root: String
  /// Where the logs, fixtures, goldens and pending histories are, relative to ``root``.
  public var layout: Layout
  /// The commands the project's messages tell its people to run.
  public var hints: CommandHints

  /// A project rooted at `root`.
  public init(root: String, layout: Layout = .standard, hints: CommandHints = CommandHints()) {
    self.root = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
    self.layout = layout
    self.hints = hints
  }

  /// The project around the current directory: `SCREENPLAY_ROOT` if set, else the nearest folder
  /// at or above the current directory holding both `Package.swift` and the layout's event logs
  /// folder.
  public static func locate(
    layout: Layout = .standard, hints: CommandHints = CommandHints(),
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Project? {
    try? find(layout: layout, hints: hints, environment: environment).get()
  }

  /// The project ``locate(layout:hints:environment:)`` finds, or why there is none: a
  /// `SCREENPLAY_ROOT` that is not an existing folder is named as such.
  public static func find(
    layout: Layout = .standard, hints: CommandHints = CommandHints(),
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Result<Project, ProjectNotFound> {
    if let root = environment["SCREENPLAY_ROOT"], !root.isEmpty {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else {
        return .failure(.rootMissing(root))
      }
      guard isFolder.boolValue else { return .failure(.rootNotAFolder(root)) }
      return .success(Project(root: root, layout: layout, hints: hints))
    }
    var url = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    while true {
      let candidate = Project(root: url.path, layout: layout, hints: hints)
      if candidate.looksLikeRoot { return .success(candidate) }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return .failure(.notFound) }
      url = parent
    }
  }

  private var looksLikeRoot: Bool {
    FileSystem.exists(absolute("Package.swift")) && FileSystem.exists(absolute(layout.eventLogs))
  }

  /// How to list this project's pending histories, as hints say it.
  public var listPendingHint: String { hints.listPending(in: layout.pending) }

  /// Where atomic writes put their files before renaming them (``Layout/temporary``), absolute.
  var temporaryFolder: String { absolute(layout.temporary) }

  /// `relative` resolved against the root.
  public func absolute(_ relative: String) -> String {
    FileSystem.path(root, relative)
  }

  /// The log `Screen/name` of this project (whether or not its file exists).
  package func logCase(screen: String, name: String) -> LogCase {
    LogCase(screen: screen, name: name, layout: layout)
  }

  /// The fixture folder of a screen, relative to the root.
  public func fixturesPath(for screen: String) -> String {
    "\(layout.fixtures)/\(screen)"
  }

  /// Every event log, sorted by screen and name.
  package func logCases() -> [LogCase] {
    cases(in: layout.eventLogs, suffix: ".log")
  }

  /// The files `<folder>/<Screen>/<name><suffix>`, each with the log case it would belong to,
  /// sorted by screen and name.
  func cases(under folder: String, suffix: String) -> [(path: String, logCase: LogCase)] {
    cases(in: folder, suffix: suffix).map { ($0.path(in: folder, ending: suffix), $0) }
  }

  /// The log cases of the files `<folder>/<Screen>/<name><suffix>`, sorted by screen and name: the
  /// screen folders are sorted, then each one's names, which is less work than sorting the cases
  /// themselves (each comparison a pair of strings).
  private func cases(in folder: String, suffix: String) -> [LogCase] {
    let top = absolute(folder)
    var found: [LogCase] = []
    for screen in NameSort.sorted(FileSystem.entries(of: top).folders) {
      let names = FileSystem.entries(of: FileSystem.path(top, screen)).others.compactMap {
        FileSystem.stem(of: $0, removing: suffix)
      }
      for name in NameSort.sorted(names) {
        found.append(LogCase(screen: screen, name: name, layout: layout))
      }
    }
    return found
  }
}

extension Project {
  /// The log case of the log at `path` (relative to the project, as histories name their log),
  /// if this project has that log.
  package func logCase(atPath path: String) -> LogCase? {
    let folder = layout.eventLogs + "/"
    guard path.hasPrefix(folder),
      let logCase = LogCase(
        relativePath: String(path.dropFirst(folder.count)), suffix: ".log", layout: layout),
      FileSystem.exists(absolute(logCase.logPath))
    else { return nil }
    return logCase
  }
}
