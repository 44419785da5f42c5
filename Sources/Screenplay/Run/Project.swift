import Foundation

/// Where a package's logs, fixtures, goldens and pending histories live.
///
/// ```text
/// Tests/EventLogs/<Screen>/<log>.log     event logs
/// Tests/Fixtures/<Screen>/<name>.json    fixture responses
/// Snapshots/<Screen>/<log>.txt           goldens: one whole history per log
/// .screenplay/pending/<Screen>/<log>.txt received histories awaiting review (not committed)
/// ```
public struct Project: Sendable, Hashable {
  /// The package root, absolute.
  public var root: String

  /// A project rooted at `root`.
  public init(root: String) {
    self.root = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
  }

  /// The project around the current directory: `SCREENPLAY_ROOT` if set, else the nearest folder
  /// at or above the current directory holding both `Package.swift` and `Tests/EventLogs`.
  public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> Project?
  {
    if let root = environment["SCREENPLAY_ROOT"], !root.isEmpty { return Project(root: root) }
    var url = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    while true {
      let candidate = Project(root: url.path)
      if candidate.looksLikeRoot { return candidate }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
  }

  private var looksLikeRoot: Bool {
    FileManager.default.fileExists(atPath: absolute("Package.swift"))
      && FileManager.default.fileExists(atPath: absolute(Self.eventLogs))
  }

  /// `Tests/EventLogs`
  public static let eventLogs = "Tests/EventLogs"
  /// `Tests/Fixtures`
  public static let fixtures = "Tests/Fixtures"
  /// `Snapshots`
  public static let snapshots = "Snapshots"
  /// `.screenplay/pending`
  public static let pending = ".screenplay/pending"

  /// `relative` resolved against the root.
  public func absolute(_ relative: String) -> String {
    root + "/" + relative
  }

  /// The golden of a log, relative to the root: `Snapshots/<Screen>/<name>.txt`.
  public func goldenPath(for logCase: LogCase) -> String {
    "\(Self.snapshots)/\(logCase.screen)/\(logCase.name).txt"
  }

  /// Where a received history waits for review: `.screenplay/pending/<Screen>/<name>.txt`.
  public func pendingPath(for logCase: LogCase) -> String {
    "\(Self.pending)/\(logCase.screen)/\(logCase.name).txt"
  }

  /// The fixture folder of a screen, relative to the root.
  public func fixturesPath(for screen: String) -> String {
    "\(Self.fixtures)/\(screen)"
  }

  /// Every event log, sorted by screen and name.
  public func logCases() -> [LogCase] {
    FileSystem.files(under: absolute(Self.eventLogs), suffix: ".log").compactMap(
      LogCase.init(relativePath:)
    ).sorted()
  }
}
