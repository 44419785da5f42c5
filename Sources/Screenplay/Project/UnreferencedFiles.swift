/// Files that no log accounts for after a full run: goldens whose log is gone, fixtures no log
/// lists, and pending histories whose log is gone.
///
/// Only a full run can say this: a filtered run did not look at the other logs, so it never
/// calls their files unreferenced.
package struct UnreferencedFiles: Sendable, Hashable {
  /// `Snapshots/<Screen>/<log>.txt` files with no `Tests/EventLogs/<Screen>/<log>.log`.
  package var goldens: [String] = []
  /// `Tests/Fixtures/<Screen>/<name>.json` files that no log of that screen lists.
  package var fixtures: [String] = []
  /// `.screenplay/pending/<Screen>/<log>.txt` files with no log.
  package var pending: [String] = []
  /// Files under the event-log folder that are no log a run reads, each with why (see
  /// ``UnreadLogFiles``). Listed and failed on like the others, never deleted: they are the
  /// user's logs in the wrong place.
  package var unread: [String] = []

  /// Nothing unreferenced.
  package init() {}

  /// How many goldens and fixtures are unreferenced (pending files are scratch, not counted).
  package var count: Int { goldens.count + fixtures.count }

  /// Finds the unreferenced files of `project` after a full run whose outcomes are `outcomes`.
  ///
  /// A screen any of whose logs did not replay (so its fixture list is unknown) reports no
  /// unused fixtures.
  package static func find(in project: Project, outcomes: [CaseOutcome]) -> UnreferencedFiles {
    let logs = Set(project.logCases())
    var found = UnreferencedFiles()
    found.goldens = project.cases(under: project.layout.snapshots, suffix: ".txt").filter {
      !logs.contains($0.logCase)
    }.map(\.path)
    found.pending = project.cases(under: project.layout.pending, suffix: ".txt").filter {
      !logs.contains($0.logCase)
    }.map(\.path)
    found.fixtures = unusedFixtures(in: project, outcomes: outcomes)
    found.unread = UnreadLogFiles.find(in: project)
    return found
  }

  private static func unusedFixtures(in project: Project, outcomes: [CaseOutcome]) -> [String] {
    var listed: [String: Set<String>] = [:]
    var unknown: Set<String> = []
    for outcome in outcomes {
      guard let fixtures = outcome.fixtures else {
        unknown.insert(outcome.logCase.screen)
        continue
      }
      listed[outcome.logCase.screen, default: []].formUnion(fixtures)
    }
    // Logs this run did not replay (another shard's) still name fixtures in their headers.
    let replayed = Set(outcomes.map(\.logCase))
    for logCase in project.logCases() where !replayed.contains(logCase) {
      guard let fixtures = fixturesListed(by: logCase, in: project) else {
        unknown.insert(logCase.screen)
        continue
      }
      listed[logCase.screen, default: []].formUnion(fixtures)
    }
    return project.cases(under: project.layout.fixtures, suffix: ".json").filter { file in
      let screen = file.logCase.screen
      return !unknown.contains(screen) && !(listed[screen]?.contains(file.logCase.name) ?? false)
    }.map(\.path)
  }

  /// Every unreferenced path, sorted.
  package var all: [String] { (goldens + fixtures + pending).sorted() }

  /// The fixtures `logCase`'s log lists, or `nil` if it cannot be read.
  private static func fixturesListed(by logCase: LogCase, in project: Project) -> [String]? {
    guard let text = try? FileSystem.readText(at: project.absolute(logCase.logPath)),
      let log = try? EventLogParser.parse(text, path: logCase.logPath)
    else { return nil }
    return log.fixtures
  }
}
