import Testing

@testable import Screenplay

@MainActor
@Suite("Replay limits")
struct ReplayLimitsTests {
  @Test("a timer that never stops fails the replay with a message instead of hanging it")
  func endlessTimer() async throws {
    let log = try EventLogParser.parse(
      "screenplay-log 1\nscreen: Counter\n\n0.000s ticker.start\n",
      path: "Tests/EventLogs/Counter/tick.log")
    let limits = ReplayLimits(maxWakeupsAfterLastEvent: 25, horizonAfterLastEvent: .seconds(3600))
    let result = try await SceneDescriptor(CounterScene.self).replay(
      log, fixtures: [], limits: limits)
    #expect(
      result.problems.map(\.description) == [
        """
        Tests/EventLogs/Counter/tick.log:4:1: error: timers were still pending after 25 wake-ups and 3600.000s past the last event
          hint: make repeating timers stop, or end the log with the event that stops them
        """
      ])
    #expect(result.history.steps.count == 27)
    #expect(result.history.steps.last?.lines.contains("  count: 25") == true)
  }
}
