import Foundation
import ScreenplayTestSupport
import Testing

@testable import Screenplay

/// A view model that uses `URLSession.shared` replays exactly: answers come from fixtures at
/// their virtual time, in their order, and cancellation ends a request at the cancel's time.
@MainActor
@Suite("URLSession replays from fixtures")
struct URLSessionReplayTests {
  private static let fixtures = #"""
    [
      {"request": {"method": "GET", "path": "/slow"},
       "response": {"status": 200, "latencyMs": 500, "body": {"speed": "slow"}}},
      {"request": {"method": "GET", "path": "/fast"},
       "response": {"status": 201, "latencyMs": 100, "headers": {"Content-Type": "text/plain"},
                    "bodyText": "quick"}},
      {"request": {"method": "GET", "path": "/offline"}, "error": "offline", "latencyMs": 50},
      {"request": {"method": "GET", "path": "/timeout"}, "error": "timedOut", "latencyMs": 60},
      {"request": {"method": "GET", "path": "/refused"}, "error": "cannotConnect"},
      {"request": {"method": "POST", "path": "/notes", "body": {"text": "hi"}},
       "response": {"status": 201, "latencyMs": 10, "body": {"id": 1}}},
      {"request": {"method": "GET", "path": "/later"},
       "response": {"status": 200, "latencyMs": 200, "body": {"n": 2}}},
      {"request": {"method": "GET", "path": "/soon"},
       "response": {"status": 200, "latencyMs": 20, "bodyText": "soon"}},
      {"request": {"method": "GET", "path": "/gone"}, "error": "offline", "latencyMs": 5}
    ]
    """#

  /// Replays `events` against the fixtures whose paths they name, and those at `also`.
  private func replay(_ events: String, also: [String] = []) async throws -> ReplayResult {
    let log = try EventLogParser.parse(
      "screenplay-log 1\nscreen: Fetching\n\n" + events, path: "Tests/EventLogs/Fetching/a.log")
    let all = try FixtureTestSupport.fixtures(Self.fixtures, name: "api", screen: "Fetching")
    let fixtures = all.filter { fixture in
      events.contains("path=\"\(fixture.request.path)\"") || also.contains(fixture.request.path)
    }
    return try await SceneDescriptor(FetchingScene.self).replay(log, fixtures: fixtures)
  }

  private func steps(_ result: ReplayResult) -> String {
    let history = HistoryFormat.encode(result.history)
    return String(history[history.range(of: "── step 1")!.lowerBound...])
  }

  #if canImport(FoundationNetworking)
    @Test("answers arrive after their latency, in the order the clock reaches them")
    func latencyAndOrder() async throws {
      let result = try await replay(
        """
        0.000s send path="/slow" call="data.from" body=""
        0.100s send path="/fast" call="data.for" body=""

        """)
      #expect(result.problems.map(\.description) == [])
      #expect(
        steps(result) == """
          ── step 1 · 0.000s · send path="/slow" call="data.from" body=""
            (unchanged)

          ── step 2 · 0.100s · send path="/fast" call="data.for" body=""
            (unchanged)

          ── step 3 · 0.200s · effect of step 2 · response 201 GET /fast (api#2)
            Fetching
              /fast: 201 text/plain quick

          ── step 4 · 0.500s · effect of step 1 · response 200 GET /slow (api#1)
            Fetching
              /fast: 201 text/plain quick
              /slow: 200 application/json {"speed":"slow"}

          """)
    }

    @Test("transport errors reach the app as the URLError codes URLSession gives")
    func errors() async throws {
      let result = try await replay(
        """
        0.000s send path="/offline" call="data.from" body=""
        0.000s send path="/timeout" call="data.from" body=""
        0.000s send path="/refused" call="data.from" body=""

        """)
      #expect(result.problems.map(\.description) == [])
      #expect(
        steps(result) == """
          ── step 1 · 0.000s · send path="/offline" call="data.from" body=""
            (unchanged)

          ── step 2 · 0.000s · send path="/timeout" call="data.from" body=""
            (unchanged)

          ── step 3 · 0.000s · send path="/refused" call="data.from" body=""
            Fetching
              /refused: URLError -1004

          ── step 4 · 0.050s · effect of step 1 · offline GET /offline (api#3)
            Fetching
              /refused: URLError -1004
              /offline: URLError -1009

          ── step 5 · 0.060s · effect of step 2 · timedOut GET /timeout (api#4)
            Fetching
              /refused: URLError -1004
              /offline: URLError -1009
              /timeout: URLError -1001

          """)
    }

    @Test("cancelling the task ends the request at the cancel's time; its answer is no step")
    func cancellation() async throws {
      let result = try await replay(
        """
        0.000s send path="/slow" call="data.from" body=""
        0.200s cancel path="/slow"
        0.600s send path="/fast" call="data.from" body=""

        """)
      #expect(result.problems.map(\.description) == [])
      #expect(
        steps(result) == """
          ── step 1 · 0.000s · send path="/slow" call="data.from" body=""
            (unchanged)

          ── step 2 · 0.200s · cancel path="/slow"
            Fetching
              /slow: URLError -999

          ── step 3 · 0.600s · send path="/fast" call="data.from" body=""
            (unchanged)

          ── step 4 · 0.700s · effect of step 3 · response 201 GET /fast (api#2)
            Fetching
              /slow: URLError -999
              /fast: 201 text/plain quick

          """)
    }

    @Test("a request the last event cancels leaves no timer behind")
    func cancelledByTheLastEvent() async throws {
      let result = try await replay(
        """
        0.000s send path="/slow" call="data.from" body=""
        0.200s cancel path="/slow"

        """)
      #expect(result.problems.map(\.description) == [])
      #expect(
        steps(result).hasSuffix(
          """
          ── step 2 · 0.200s · cancel path="/slow"
            Fetching
              /slow: URLError -999

          """))
    }

    @Test("a completion handler's answer is the step of its latency; cancel() ends the task then")
    func completionHandlers() async throws {
      let result = try await replay(
        """
        0.000s send path="/slow" call="handler" body=""
        0.000s send path="/fast" call="handler" body=""
        0.000s send path="/offline" call="handler" body=""
        0.300s stop path="/slow"

        """)
      #expect(result.problems.map(\.description) == [])
      #expect(
        steps(result) == """
          ── step 1 · 0.000s · send path="/slow" call="handler" body=""
            (unchanged)

          ── step 2 · 0.000s · send path="/fast" call="handler" body=""
            (unchanged)

          ── step 3 · 0.000s · send path="/offline" call="handler" body=""
            (unchanged)

          ── step 4 · 0.050s · effect of step 3 · offline GET /offline (api#3)
            Fetching
              /offline: URLError -1009

          ── step 5 · 0.100s · effect of step 2 · response 201 GET /fast (api#2)
            Fetching
              /offline: URLError -1009
              /fast: 201 text/plain quick

          ── step 6 · 0.300s · stop path="/slow"
            Fetching
              /offline: URLError -1009
              /fast: 201 text/plain quick
              /slow: URLError -999

          """)
    }

    @Test("a request a completion handler sends is answered after its latency from then")
    func completionHandlerSendsTheNext() async throws {
      let result = try await replay(
        "0.000s send path=\"/offline\" call=\"handler.chain\" body=\"\"\n",
        also: ["/fast"])
      #expect(result.problems.map(\.description) == [])
      #expect(
        steps(result) == """
          ── step 1 · 0.000s · send path="/offline" call="handler.chain" body=""
            (unchanged)

          ── step 2 · 0.050s · effect of step 1 · offline GET /offline (api#3)
            Fetching
              /offline: URLError -1009

          ── step 3 · 0.150s · effect of step 1 · response 201 GET /fast (api#2)
            Fetching
              /offline: URLError -1009
              /fast: 201 text/plain quick

          """)
    }

    @Test("a completion handler that hops with DispatchQueue.main.async lands in its answer's step")
    func completionHandlerOnMainQueue() async throws {
      let result = try await replay("0.000s send path=\"/fast\" call=\"handler.main\" body=\"\"\n")
      guard ReplayMainQueue.isReplays else {
        // A sanitizer's runtime intercepts libdispatch: the hop runs outside the replay.
        let first = result.problems.first?.message ?? ""
        #expect(first.hasPrefix("the screen changed after the last step"))
        return
      }
      #expect(result.problems.map(\.description) == [])
      #expect(
        steps(result) == """
          ── step 1 · 0.000s · send path="/fast" call="handler.main" body=""
            (unchanged)

          ── step 2 · 0.100s · effect of step 1 · response 201 GET /fast (api#2)
            Fetching
              /fast: 201 text/plain quick

          """)
    }

    @Test(
      "request bodies are matched, set as data or as a stream", arguments: ["data.for", "stream"])
    func bodies(_ call: String) async throws {
      let result = try await replay(
        "0.000s send path=\"/notes\" call=\"\(call)\" body=\"{\\\"text\\\": \\\"hi\\\"}\"\n")
      #expect(result.problems.map(\.description) == [])
      #expect(
        steps(result).hasSuffix(
          """
          ── step 2 · 0.010s · effect of step 1 · response 201 POST /notes (api#6)
            Fetching
              /notes: 201 application/json {"id":1}

          """))
    }

    @Test("an upload's body, which a URLProtocol cannot see on Linux, fails with the fix")
    func uploadBody() async throws {
      let result = try await replay(
        "0.000s send path=\"/notes\" call=\"upload\" body=\"{\\\"text\\\": \\\"hi\\\"}\"\n")
      #expect(
        result.problems.map(\.description).dropFirst() == [
          """
          Tests/EventLogs/Fetching/a.log:4:1: error: POST /notes sent a body URLSession does not show a URLProtocol on Linux (upload(for:from:), upload(with:from:), a stream set by a delegate), and fixture 'api#6' states one
          fix: set the body as URLRequest.httpBody and send it with data(for:), or remove "body" from Tests/Fixtures/Fetching/api.json
          """,
          """
          Tests/EventLogs/Fetching/a.log:1:1: error: fixture 'api#6' was never requested
            hint: remove it from 'fixtures:' or add the events that make the app request it
          """,
        ])
    }

    @Test("sessions the app makes itself are answered from the fixtures, as the shared one is")
    func ownSessions() async throws {
      let result = try await replay(
        """
        0.000s send path="/slow" call="own.session" body=""
        0.000s send path="/fast" call="ephemeral" body=""
        0.010s send path="/offline" call="own.handler" body=""
        0.020s send path="/refused" call="ephemeral" body=""

        """)
      #expect(result.problems.map(\.description) == [])
      #expect(
        steps(result) == """
          ── step 1 · 0.000s · send path="/slow" call="own.session" body=""
            (unchanged)

          ── step 2 · 0.000s · send path="/fast" call="ephemeral" body=""
            (unchanged)

          ── step 3 · 0.010s · send path="/offline" call="own.handler" body=""
            (unchanged)

          ── step 4 · 0.020s · send path="/refused" call="ephemeral" body=""
            Fetching
              /refused: URLError -1004

          ── step 5 · 0.060s · effect of step 3 · offline GET /offline (api#3)
            Fetching
              /refused: URLError -1004
              /offline: URLError -1009

          ── step 6 · 0.100s · effect of step 2 · response 201 GET /fast (api#2)
            Fetching
              /refused: URLError -1004
              /offline: URLError -1009
              /fast: 201 text/plain quick

          ── step 7 · 0.500s · effect of step 1 · response 200 GET /slow (api#1)
            Fetching
              /refused: URLError -1004
              /offline: URLError -1009
              /fast: 201 text/plain quick
              /slow: 200 application/json {"speed":"slow"}

          """)
    }

    @Test("a request of the app's own session never leaves: a server on loopback sees nothing")
    func ownSessionNeverLeaves() async throws {
      let server = try LoopbackServer { _ in .json(200, #"{"leaked": true}"#) }
      defer { server.stop() }
      let url = server.baseURL + "/leak"
      let result = try await replay(
        """
        0.000s send path="\(url)" call="ephemeral" body=""
        0.000s send path="\(url)" call="own.handler" body=""
        0.000s send path="\(url)" call="delegate" body=""

        """)
      #expect(server.received.isEmpty, "the request reached the server")
      #expect(
        result.problems.map { $0.description.components(separatedBy: "\n")[0] } == [
          "Tests/EventLogs/Fetching/a.log:4:1: error: no fixture matches request #1: GET /leak",
          "Tests/EventLogs/Fetching/a.log:5:1: error: no fixture matches request #2: GET /leak",
          "Tests/EventLogs/Fetching/a.log:6:1: error: no fixture matches request #3: GET /leak",
        ])
    }

    @Test("a completion handler of the app's own session lands in the step of its answer")
    func ownSessionHandler() async throws {
      let result = try await replay(
        """
        0.000s send path="/fast" call="own.handler" body=""
        0.000s send path="/slow" call="own.handler" body=""
        0.300s stop path="/slow"

        """)
      #expect(result.problems.map(\.description) == [])
      #expect(
        steps(result) == """
          ── step 1 · 0.000s · send path="/fast" call="own.handler" body=""
            (unchanged)

          ── step 2 · 0.000s · send path="/slow" call="own.handler" body=""
            (unchanged)

          ── step 3 · 0.100s · effect of step 1 · response 201 GET /fast (api#2)
            Fetching
              /fast: 201 text/plain quick

          ── step 4 · 0.300s · stop path="/slow"
            Fetching
              /fast: 201 text/plain quick
              /slow: URLError -999

          """)
    }

    @Test("a delegate's calls come in the step of the answer")
    func delegateSession() async throws {
      let result = try await replay(
        """
        0.000s send path="/fast" call="delegate" body=""
        0.000s send path="/timeout" call="delegate" body=""

        """)
      #expect(result.problems.map(\.description) == [])
      #expect(
        steps(result) == """
          ── step 1 · 0.000s · send path="/fast" call="delegate" body=""
            (unchanged)

          ── step 2 · 0.000s · send path="/timeout" call="delegate" body=""
            (unchanged)

          ── step 3 · 0.060s · effect of step 2 · timedOut GET /timeout (api#4)
            Fetching
              /timeout (delegate): URLError -1001, no body

          ── step 4 · 0.100s · effect of step 1 · response 201 GET /fast (api#2)
            Fetching
              /timeout (delegate): URLError -1001, no body
              /fast (delegate): response 201, body quick

          """)
    }

    @Test("a request sent from DispatchQueue.global() is the replay's, and so is its hop back")
    func fromGlobalQueue() async throws {
      let result = try await replay("0.000s send path=\"/fast\" call=\"global\" body=\"\"\n")
      #expect(result.problems.map(\.description) == [])
      #expect(
        steps(result) == """
          ── step 1 · 0.000s · send path="/fast" call="global" body=""
            (unchanged)

          ── step 2 · 0.100s · effect of step 1 · response 201 GET /fast (api#2)
            Fetching
              /fast: 201 text/plain quick

          """)
    }

    @Test("twenty replays give the same history")
    func sameEveryTime() async throws {
      let events = """
        0.000s send path="/slow" call="data.from" body=""
        0.000s send path="/fast" call="data.from" body=""
        0.100s cancel path="/fast"
        0.100s send path="/notes" call="stream" body="{\\"text\\": \\"hi\\"}"
        0.200s send path="/offline" call="handler" body=""
        0.200s send path="/timeout" call="handler" body=""
        0.210s stop path="/timeout"
        0.300s send path="/later" call="ephemeral" body=""
        0.300s send path="/soon" call="own.handler" body=""
        0.300s send path="/refused" call="delegate" body=""
        0.310s send path="/gone" call="global" body=""

        """
      let result = try await replay(events)
      #expect(result.problems.map(\.description) == [])
      let first = HistoryFormat.encode(result.history)
      for _ in 0..<19 {
        let again = try await replay(events)
        #expect(HistoryFormat.encode(again.history) == first)
        #expect(again.problems.map(\.description) == [])
      }
    }
  #endif
}
