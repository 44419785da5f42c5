import Foundation
import ScreenplayTestSupport
import Testing

@testable import Screenplay

/// Errors about a log's screen point at its `screen:` header, wherever comments put it.
@MainActor
@Suite struct EventLogScreenHeaderTests {
  private static let log = """
    # A comment, as every committed log starts.
    # Another one.
    screenplay-log 1

      screen:   Elsewhere
    fixtures: count

    0.000s  counter.tap

    """

  @Test func theParserKeepsTheLineAndColumnOfTheScreenName() throws {
    let log = try EventLogParser.parse(Self.log, path: "x.log")
    #expect(log.screen == "Elsewhere")
    #expect(log.screenLine == 5)
    #expect(log.screenColumn == 13)
  }

  @Test func aLogInAnotherScreensFolderPointsAtItsScreenHeader() async throws {
    let scratch = try ScratchProject(log: Self.log)
    let outcome = await scratch.verify(.never)
    #expect(
      outcome.message == """
        Tests/EventLogs/Counter/basic.log:5:13: error: the log says 'screen: Elsewhere' but lives in Tests/EventLogs/Counter/
          hint: move it to Tests/EventLogs/Elsewhere/ or fix the 'screen:' line
        """)
  }

  @Test func aScreenWithNoScenePointsAtItsScreenHeader() async throws {
    let scratch = try ScratchProject(
      log: Self.log.replacingOccurrences(of: "Elsewhere", with: "Counter"))
    let verifier = Verifier(project: scratch.project, scenes: [], mode: .never)
    let outcome = await verifier.verify(scratch.logCase)
    #expect(
      outcome.message == """
        Tests/EventLogs/Counter/basic.log:5:13: error: no scene is named 'Counter'
          hint: known scenes: ; \(scratch.project.hints.registerScene)
        """)
  }
}
