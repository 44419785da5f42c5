import Foundation
import Testing

@testable import Combine
@testable import Screenplay

/// A Combine view model replays on the replay's virtual time: its schedulers (`DispatchQueue.main`
/// for `debounce` and `receive(on:)`, `RunLoop.main` for `delay`), its requests
/// (`dataTaskPublisher`) and its timers (`Timer.publish`) are the replay's.
@MainActor
@Suite("Combine view models replay exactly")
struct CombineReplayTests {
  private static let fixtures = #"""
    [
      {"request": {"method": "GET", "path": "/search/swi"},
       "response": {"status": 200, "latencyMs": 400, "body": ["swift (slow)"]}},
      {"request": {"method": "GET", "path": "/search/swift"},
       "response": {"status": 200, "latencyMs": 100, "body": ["swift", "swiftui"]}},
      {"request": {"method": "GET", "path": "/search/x"}, "error": "offline", "latencyMs": 50}
    ]
    """#

  private func replay(_ events: String) async throws -> ReplayResult {
    let log = try EventLogParser.parse(
      "screenplay-log 1\nscreen: Search\n\n" + events, path: "Tests/EventLogs/Search/a.log")
    let all = try FixtureLoader.decode(
      Array(Self.fixtures.utf8), name: "api", path: "Tests/Fixtures/Search/api.json")
    let fixtures = all.filter { events.contains("text=\"\($0.request.path.dropFirst(8))\"") }
    return try await SceneDescriptor(SearchScene.self).replay(log, fixtures: fixtures)
  }

  /// The history from step 1 on, with no problems.
  private func history(_ events: String) async throws -> String {
    let result = try await replay(events)
    #expect(result.problems.map(\.description) == [])
    let history = HistoryFormat.encode(result.history)
    return String(history[history.range(of: "── step 1")!.lowerBound...])
  }

  @Test(
    "debounce on DispatchQueue.main wakes at exactly +0.300, named as a timer; a sink after the last event gets its step"
  )
  func debouncedSearch() async throws {
    let events = "0.100s type text=\"swi\"\n0.600s type text=\"swift\"\n"
    let first = try await history(events)
    #expect(
      first == """
        ── step 1 · 0.100s · type text="swi"
          Search
            query: swi
            status: idle

        ── step 2 · 0.400s · effect of step 1 · timer 0.300s
          Search
            query: swi
            status: searching swi

        ── step 3 · 0.600s · type text="swift"
          Search
            query: swift
            status: searching swi

        ── step 4 · 0.800s · effect of step 1 · response 200 GET /search/swi (api#1)
          Search
            query: swift
            status: found 1
            results: swift (slow)

        ── step 5 · 0.900s · effect of step 3 · timer 0.300s
          Search
            query: swift
            status: searching swift
            results: swift (slow)

        ── step 6 · 1.000s · effect of step 3 · response 200 GET /search/swift (api#2)
          Search
            query: swift
            status: found 2
            results: swift, swiftui

        """)
  }

  @Test(
    "typing within the debounce sends one request; an answer and a timer at one instant come in one order"
  )
  func switchToLatest() async throws {
    let events = "0.000s type text=\"s\"\n0.100s type text=\"swi\"\n0.500s type text=\"swift\"\n"
    let first = try await history(events)
    #expect(
      first == """
        ── step 1 · 0.000s · type text="s"
          Search
            query: s
            status: idle

        ── step 2 · 0.100s · type text="swi"
          Search
            query: swi
            status: idle

        ── step 3 · 0.400s · effect of step 2 · timer 0.300s
          Search
            query: swi
            status: searching swi

        ── step 4 · 0.500s · type text="swift"
          Search
            query: swift
            status: searching swi

        ── step 5 · 0.800s · effect of step 2 · response 200 GET /search/swi (api#1); timer 0.300s
          Search
            query: swift
            status: searching swift
            results: swift (slow)

        ── step 6 · 0.900s · effect of step 2 · response 200 GET /search/swift (api#2)
          Search
            query: swift
            status: found 2
            results: swift, swiftui

        """)
    for _ in 0..<19 {
      let again = try await history(events)
      #expect(again == first)
    }
  }

  @Test("a failed request is caught in the pipeline, in the step of its answer")
  func failure() async throws {
    let history = try await history("0.000s type text=\"x\"\n")
    #expect(
      history == """
        ── step 1 · 0.000s · type text="x"
          Search
            query: x
            status: idle

        ── step 2 · 0.300s · effect of step 1 · timer 0.300s
          Search
            query: x
            status: searching x

        ── step 3 · 0.350s · effect of step 1 · offline GET /search/x (api#3)
          Search
            query: x
            status: found 1
            results: (failed)

        """)
  }

  @Test("Timer.publish fires on the virtual clock until its subscription goes; delay waits exactly")
  func timerAndDelay() async throws {
    #expect(
      try await history(
        "0.000s clock.start\n2.500s clock.stop\n3.000s flash text=\"Saved\" ms=250\n") == """
          ── step 1 · 0.000s · clock.start
            (unchanged)

          ── step 2 · 1.000s · effect of step 1 · timer 1.000s
            Search
              query: 
              status: idle
              ticks: 1

          ── step 3 · 2.000s · effect of step 1 · timer 1.000s
            Search
              query: 
              status: idle
              ticks: 2

          ── step 4 · 2.500s · clock.stop
            (unchanged)

          ── step 5 · 3.000s · flash text="Saved" ms=250
            Search
              query: 
              status: idle
              ticks: 2
              toast: Saved

          ── step 6 · 3.250s · effect of step 5 · timer 0.250s
            Search
              query: 
              status: idle
              ticks: 2

          """)
  }

  @Test(
    "work a scheduler could not hand to the replay fails the log at its line, naming the operator")
  func untakenWork() async throws {
    let log = try EventLogParser.parse(
      "screenplay-log 1\nscreen: Untaken\n\n0.500s send\n", path: "Tests/EventLogs/Untaken/a.log")
    let result = try await SceneDescriptor(UntakenWorkScene.self).replay(log, fixtures: [])
    #expect(
      result.problems.map(\.description) == [
        """
        Tests/EventLogs/Untaken/a.log:4:1: error: debounce on DispatchQueue.main would wait on \
        real time: its scheduler's work did not reach the replay, and what it does is not replayed
          hint: replay with the ordinary dynamic build (swift test, swift run): an executable \
        linked with --static-swift-stdlib keeps its queues, run loops and Timers to itself
        """
      ])
  }

  @Test(
    "every scheduler's work is the replay's: a queue and an OperationQueue of the app's own, the global queue, a notification, a timeout, a throttle"
  )
  func schedulers() async throws {
    let fixtures = try FixtureLoader.decode(
      Array(
        #"""
        [{"request": {"method": "GET", "path": "/quick"},
          "response": {"status": 200, "latencyMs": 100, "bodyText": "quick"}},
         {"request": {"method": "GET", "path": "/slow"},
          "response": {"status": 200, "latencyMs": 900, "bodyText": "slow"}}]
        """#.utf8), name: "api", path: "Tests/Fixtures/Schedulers/api.json")
    let log = try EventLogParser.parse(
      """
      screenplay-log 1
      screen: Schedulers

      0.000s post text="a"
      0.100s worker ms=250
      0.200s operations ms=300
      0.300s background
      1.000s fetch path="/quick" ms=500
      2.000s fetch path="/slow" ms=500
      3.000s throttled count=25

      """, path: "Tests/EventLogs/Schedulers/a.log")
    var histories: Set<String> = []
    for _ in 0..<20 {
      let result = try await SceneDescriptor(SchedulersScene.self).replay(log, fixtures: fixtures)
      #expect(result.problems.map(\.description) == [])
      let history = HistoryFormat.encode(result.history)
      histories.insert(String(history[history.range(of: "── step 1")!.lowerBound...]))
    }
    #expect(
      histories == [
        """
        ── step 1 · 0.000s · post text="a"
          Schedulers
            notified a

        ── step 2 · 0.100s · worker ms=250
          (unchanged)

        ── step 3 · 0.200s · operations ms=300
          (unchanged)

        ── step 4 · 0.300s · background
          Schedulers
            notified a
            sum 55

        ── step 5 · 0.350s · effect of step 2 · timer 0.250s; timer 0.250s
          Schedulers
            notified a
            sum 55
            delayed on worker

        ── step 6 · 0.500s · effect of step 3 · timer 0.300s; timer 0.300s
          Schedulers
            notified a
            sum 55
            delayed on worker
            delayed on operations

        ── step 7 · 1.000s · fetch path="/quick" ms=500
          (unchanged)

        ── step 8 · 1.100s · effect of step 7 · response 200 GET /quick (api#1)
          Schedulers
            notified a
            sum 55
            delayed on worker
            delayed on operations
            fetched quick

        ── step 9 · 2.000s · fetch path="/slow" ms=500
          (unchanged)

        ── step 10 · 2.500s · effect of step 9 · timer 0.500s
          Schedulers
            notified a
            sum 55
            delayed on worker
            delayed on operations
            fetched quick
            fetched timed out

        ── step 11 · 3.000s · throttled count=25
          (unchanged)

        ── step 12 · 3.100s · effect of step 11 · timer 0.100s
          Schedulers
            notified a
            sum 55
            delayed on worker
            delayed on operations
            fetched quick
            fetched timed out
            tick 1

        ── step 13 · 4.100s · effect of step 11 · timer 0.900s; timer 0.100s
          Schedulers
            notified a
            sum 55
            delayed on worker
            delayed on operations
            fetched quick
            fetched timed out
            tick 1
            tick 10

        ── step 14 · 5.100s · effect of step 11 · timer 1.000s
          Schedulers
            notified a
            sum 55
            delayed on worker
            delayed on operations
            fetched quick
            fetched timed out
            tick 1
            tick 10
            tick 20

        """
      ])
  }

  @Test(
    "for await over a publisher's values runs in the step of each value, until its task is cancelled"
  )
  func asyncValues() async throws {
    let log = try EventLogParser.parse(
      """
      screenplay-log 1
      screen: Echo

      0.000s type text="a"
      0.100s listen
      0.200s type text="b"
      0.300s stop
      0.400s type text="c"

      """, path: "Tests/EventLogs/Echo/a.log")
    let result = try await SceneDescriptor(EchoScene.self).replay(log, fixtures: [])
    #expect(result.problems.map(\.description) == [])
    let history = HistoryFormat.encode(result.history)
    #expect(
      String(history[history.range(of: "── step 1")!.lowerBound...]) == """
        ── step 1 · 0.000s · type text="a"
          (unchanged)

        ── step 2 · 0.100s · listen
          echoes: a

        ── step 3 · 0.200s · type text="b"
          echoes: a, b

        ── step 4 · 0.300s · stop
          (unchanged)

        ── step 5 · 0.400s · type text="c"
          (unchanged)

        """)
  }
}
