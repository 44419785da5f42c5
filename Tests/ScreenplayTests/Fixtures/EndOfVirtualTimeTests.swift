import Testing

@testable import Screenplay

/// A log may use the latest time its format allows; what would come after it fails the replay
/// with a message, never a trap.
@MainActor
@Suite("The end of virtual time")
struct EndOfVirtualTimeTests {
  private let count = """
    { "request": { "method": "GET", "path": "/count" },
      "response": { "status": 200, "latencyMs": 250, "bodyText": "42" } }
    """

  private func problems(_ events: String, fixtures: String = "") async throws -> [String] {
    let log = try EventLogParser.parse(
      "screenplay-log 1\nscreen: Counter\nfixtures: \(fixtures)\n\n" + events,
      path: "Tests/EventLogs/Counter/late.log")
    let loaded = fixtures.isEmpty ? [] : try FixtureTestSupport.fixtures(count, name: fixtures)
    let result = try await SceneDescriptor(CounterScene.self).replay(
      log, fixtures: FixtureSet(http: loaded))
    return result.problems.map(\.description)
  }

  @Test("a fixture answering after the latest time fails the replay at the line that sent it")
  func lateAnswer() async throws {
    let problems = try await problems(
      "0.000s counter.tap\n9223372036854775807ms count.load\n", fixtures: "count")
    #expect(
      problems == [
        """
        Tests/EventLogs/Counter/late.log:6:1: error: fixture 'count' would answer at 9223372036854776.057s, after the latest virtual time (9223372036854775.807s)
        fix: give this line an earlier time, or lower "latencyMs" in Tests/Fixtures/SignIn/count.json
        """
      ])
  }

  @Test("a timer due after the latest time never fires")
  func lateTimer() async throws {
    let problems = try await problems("9223372036854775.807s reminder.set\n")
    #expect(
      problems == [
        """
        Tests/EventLogs/Counter/late.log:5:1: error: timers were still pending after 0 wake-ups and 86400.000s past the last event
          hint: make repeating timers stop, or end the log with the event that stops them
        """
      ])
  }
}
