import Foundation
import ScreenplaySeams
import Testing

@testable import Screenplay

/// The transport answers from fixtures, in order, on virtual time.
@Suite struct FixtureTransportTests {
  private let login = FixtureTestSupport.request(.post, "/login", body: #"{"email":"a@b.c"}"#)

  private func loginFixture(_ name: String, status: Int, latency: Int = 0) throws -> Fixture {
    try FixtureTestSupport.fixture(
      """
      {"request": {"method": "POST", "path": "/login", "body": {"email": "a@b.c"}},
       "response": {"status": \(status), "latencyMs": \(latency), "body": {"name": "\(name)"}}}
      """, name: name)
  }

  @Test func identicalRequestsConsumeFixturesInDeclaredOrder() async throws {
    let fixtures = [
      try loginFixture("first", status: 401), try loginFixture("second", status: 200),
    ]
    let (transport, _) = FixtureTestSupport.transport(fixtures)
    let first = try await transport.send(login)
    let second = try await transport.send(login)
    #expect(first.statusCode == 401)
    #expect(second.statusCode == 200)
    #expect(String(decoding: second.body, as: UTF8.self) == #"{"name":"second"}"#)
    #expect(transport.unusedFixtures.isEmpty)
    #expect(transport.requestCount == 2)
  }

  @Test func aLaterFixtureAnswersWhenAnEarlierOneDoesNotMatch() async throws {
    let posts = try FixtureTestSupport.fixture(
      #"{"request": {"method": "GET", "path": "/posts"}, "response": {"status": 200}}"#,
      name: "posts")
    let (transport, _) = FixtureTestSupport.transport([posts, try loginFixture("ok", status: 200)])
    #expect(try await transport.send(login).statusCode == 200)
    #expect(transport.unusedFixtures.map(\.name) == ["posts"])
  }

  @Test func unusedFixturesAreListedInDeclaredOrder() async throws {
    let fixtures = [
      try loginFixture("a", status: 200), try loginFixture("b", status: 201),
      try loginFixture("c", status: 202),
    ]
    let (transport, _) = FixtureTestSupport.transport(fixtures)
    _ = try await transport.send(login)
    #expect(transport.unusedFixtures.map(\.name) == ["b", "c"])
  }

  @MainActor
  @Test func aResponseWithLatencyDoesNotArriveUntilTheClockWakesIt() async throws {
    let harness = FixtureTestSupport.harness([
      try loginFixture("sign-in-success", status: 200, latency: 1500)
    ])
    let (transport, clock) = (harness.transport, harness.clock)
    let arrived = FixtureTestFlag()
    let login = login
    let task = harness.run {
      Task {
        let response = try await transport.send(login)
        arrived.set()
        return response
      }
    }
    #expect(clock.sleeperCount == 1)
    #expect(clock.nextDeadline == FixtureTestSupport.at(1500))
    harness.advance(by: .milliseconds(1499))
    #expect(!arrived.isSet)
    #expect(
      harness.run { clock.wakeNext(notAfter: FixtureTestSupport.at(1500)) }?.map(\.label) == [
        "response 200 POST /login (sign-in-success)"
      ])
    #expect(arrived.isSet)
    #expect(try await task.value.statusCode == 200)
    #expect(clock.now == FixtureTestSupport.at(1500))
  }

  @Test func aZeroLatencyAnswersWithoutSleeping() async throws {
    let (transport, clock) = FixtureTestSupport.transport([try loginFixture("ok", status: 200)])
    #expect(try await transport.send(login).statusCode == 200)
    #expect(clock.sleeperCount == 0)
  }

  @MainActor
  @Test func anErrorFixtureThrowsItsTransportErrorAfterItsLatency() async throws {
    let offline = try FixtureTestSupport.fixture(
      #"{"request": {"method": "GET", "path": "/posts"}, "error": "offline", "latencyMs": 300}"#,
      name: "offline")
    let harness = FixtureTestSupport.harness([offline])
    let (transport, clock) = (harness.transport, harness.clock)
    let task = harness.run {
      Task { try await transport.send(FixtureTestSupport.request(.get, "/posts")) }
    }
    #expect(clock.sleeperCount == 1)
    #expect(
      harness.run { clock.wakeNext(notAfter: FixtureTestSupport.at(300)) }?.map(\.label) == [
        "offline GET /posts (offline)"
      ])
    await #expect(throws: TransportError.offline) { try await task.value }
  }

  @MainActor
  @Test func cancellingDuringTheLatencyThrowsCancellationAndUsesTheFixture() async throws {
    let harness = FixtureTestSupport.harness([
      try loginFixture("slow", status: 200, latency: 1500)
    ])
    let (transport, clock) = (harness.transport, harness.clock)
    let login = login
    let task = harness.run { Task { try await transport.send(login) } }
    #expect(clock.sleeperCount == 1)
    harness.run { task.cancel() }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.sleeperCount == 0)
    #expect(transport.unusedFixtures.isEmpty)
  }

  @Test func anUnmatchedRequestIsRecordedAndFailsInTheApp() async throws {
    let (transport, _) = FixtureTestSupport.transport([])
    await #expect(throws: TransportError.other("no fixture matches POST /login")) {
      try await transport.send(login)
    }
    #expect(transport.unmatchedRequests.map(\.requestNumber) == [1])
  }

  @Test func anAnswerAfterTheLatestVirtualTimeFailsInTheAppAndIsExplained() async throws {
    let (transport, clock) = FixtureTestSupport.transport([
      try loginFixture("sign-in-success", status: 200, latency: 1500)
    ])
    clock.advance(to: VirtualClock.Instant(offset: VirtualTime.latest - .milliseconds(1000)))
    await #expect(
      throws: TransportError.other(
        "fixture 'sign-in-success' would answer after the latest virtual time")
    ) {
      try await transport.send(login)
    }
    #expect(clock.sleeperCount == 0)
    #expect(
      transport.problems == [
        """
        fixture 'sign-in-success' would answer at 9223372036854776.307s, after the latest virtual time (9223372036854775.807s)
        fix: give this line an earlier time, or lower "latencyMs" in Tests/Fixtures/SignIn/sign-in-success.json
        """
      ])
    #expect(transport.unmatchedRequests.isEmpty)
  }

  @MainActor
  @Test func anAnswerAtTheLatestVirtualTimeStillComes() async throws {
    let harness = FixtureTestSupport.harness([try loginFixture("ok", status: 200, latency: 1500)])
    let (transport, clock) = (harness.transport, harness.clock)
    let latest = VirtualClock.Instant(offset: VirtualTime.latest)
    clock.advance(to: VirtualClock.Instant(offset: VirtualTime.latest - .milliseconds(1500)))
    let login = login
    let task = harness.run { Task { try await transport.send(login) } }
    #expect(clock.nextDeadline == latest)
    #expect(harness.run { clock.wakeNext(notAfter: latest) }?.count == 1)
    #expect(try await task.value.statusCode == 200)
    #expect(transport.problems.isEmpty)
  }

  @Test func aLabelShowsControlCharactersOfThePathAsEscapes() throws {
    let fixture = try FixtureTestSupport.fixture(
      #"{"request": {"method": "GET", "path": "/a\u0000b\nc"}, "response": {"status": 204}}"#,
      name: "odd")
    #expect(fixture.label == #"response 204 GET /a\u{0}b\u{A}c (odd)"#)
  }
}
