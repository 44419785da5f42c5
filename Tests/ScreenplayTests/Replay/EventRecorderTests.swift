import ScreenplayTestSupport
import Testing

@testable import Screenplay

@MainActor
@Suite("Event recorder")
struct EventRecorderTests {
  let header = EventLog(
    path: "Tests/EventLogs/Counter/recorded.log", screen: "Counter", fixtures: ["count"])

  func fixtures() throws -> [Fixture] {
    try FixtureTestSupport.fixtures(ScratchProject.fixture, name: "count", screen: "Counter")
  }

  /// Records a session: a name, a PIN, a tap, a request and a timer, at uneven times.
  func record() async throws -> EventRecorder<CounterScene> {
    let recorder = EventRecorder<CounterScene>(log: header, fixtures: try fixtures())
    await recorder.start()
    await recorder.send(.typeName("Ada \"the first\"\n"), at: .milliseconds(120))
    await recorder.send(.typePin("0000"), at: .milliseconds(333))
    await recorder.send(.load, at: .milliseconds(400))
    await recorder.send(.remind, at: .milliseconds(500))
    await recorder.send(.tap, at: .seconds(2))
    return recorder
  }

  @Test("record, write, parse and replay give the same history, byte for byte")
  func roundTrip() async throws {
    let recorder = try await record()
    let recorded = await recorder.finish()
    let text = EventLogWriter.write(recorder.log)
    let parsed = try EventLogParser.parse(text, path: header.path)
    let replayed = try await SceneDescriptor(CounterScene.self).replay(
      parsed, fixtures: try fixtures())
    #expect(recorded.problems.isEmpty)
    #expect(replayed.problems.isEmpty)
    #expect(replayed.history == recorded.history)
    #expect(HistoryFormat.encode(replayed.history) == HistoryFormat.encode(recorded.history))
  }

  @Test("the written log holds the events at their times, the PIN in full, and replays")
  func writtenLog() async throws {
    let recorder = try await record()
    #expect(
      EventLogWriter.write(recorder.log) == """
        screenplay-log 1
        screen: Counter
        fixtures: count

        0.120s  name.type     text="Ada \\"the first\\"\\n"
        0.333s  pin.type      text="0000"
        0.400s  count.load
        0.500s  reminder.set
        2.000s  counter.tap

        """)
  }

  @Test("the recorded history masks the PIN and traces the response to the load")
  func recordedHistory() async throws {
    let history = try await record().finish().history
    let triggers = history.steps.map { HistoryFormat.triggerText($0.trigger) }
    #expect(
      triggers == [
        "initial", #"name.type text="Ada \"the first\"\n""#, "pin.type text=•••", "count.load",
        "reminder.set", "effect of step 3 · response 200 GET /count (count)",
        "effect of step 4 · timer 0.500s", "counter.tap",
      ])
    #expect(history.steps.map(\.logLine) == [nil, 5, 6, 7, 8, 7, 8, 9])
  }
}
