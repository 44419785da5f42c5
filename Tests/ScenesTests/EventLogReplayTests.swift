import Foundation
import Scenes
import Screenplay
import Testing

/// One test case per event log under `Tests/EventLogs`: a new log needs no new Swift code.
@Suite("Event logs replay to their goldens")
struct EventLogReplayTests {
  static let project = Project.locate()
  static let cases = project?.logCases() ?? []

  @Test("the project has event logs to replay")
  func projectHasLogs() {
    #expect(Self.project != nil, "run swift test from the package root, or set SCREENPLAY_ROOT")
    #expect(!Self.cases.isEmpty)
  }

  @MainActor
  @Test("replays", arguments: cases)
  func replay(_ logCase: LogCase) async throws {
    let project = try #require(Self.project)
    let settings: RunSettings
    switch RunSettings.from(environment: ProcessInfo.processInfo.environment) {
    case .success(let chosen): settings = chosen
    case .failure(let error):
      Issue.record(Comment(rawValue: error.description))
      return
    }
    let outcome = await Verifier(project: project, scenes: Catalog.scenes, mode: settings.mode)
      .verify(logCase)
    guard outcome.status != .passed else { return }
    guard !settings.forcePass else {
      // SCREENPLAY_FORCE_PASS collects differences as pending histories without failing.
      print(outcome.message)
      return
    }
    let location = SourceLocation(
      fileID: "EventLogs/\(logCase.name).log", filePath: project.absolute(outcome.path),
      line: outcome.line,
      column: 1)
    Issue.record(Comment(rawValue: outcome.message), sourceLocation: location)
  }
}
