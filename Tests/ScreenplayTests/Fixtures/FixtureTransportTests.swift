import AppSupport
import Foundation
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

  @Test func aResponseWithLatencyDoesNotArriveUntilTheClockWakesIt() async throws {
    let (transport, clock) = FixtureTestSupport.transport([
      try loginFixture("sign-in-success", status: 200, latency: 1500)
    ])
    let arrived = FixtureTestFlag()
    let login = login
    let task = Task {
      let response = try await transport.send(login)
      arrived.set()
      return response
    }
    #expect(await FixtureTestSupport.yield(until: { clock.sleeperCount == 1 }))
    #expect(clock.nextDeadline == FixtureTestSupport.at(1500))
    #expect(clock.wakeNext(notAfter: FixtureTestSupport.at(1499)) == nil)
    clock.advance(to: FixtureTestSupport.at(1499))
    _ = await FixtureTestSupport.yield(until: { arrived.isSet }, limit: 100)
    #expect(!arrived.isSet)
    #expect(
      clock.wakeNext(notAfter: FixtureTestSupport.at(1500))?.map(\.label) == [
        "response 200 POST /login (sign-in-success)"
      ])
    #expect(try await task.value.statusCode == 200)
    #expect(clock.now == FixtureTestSupport.at(1500))
  }

  @Test func aZeroLatencyAnswersWithoutSleeping() async throws {
    let (transport, clock) = FixtureTestSupport.transport([try loginFixture("ok", status: 200)])
    #expect(try await transport.send(login).statusCode == 200)
    #expect(clock.sleeperCount == 0)
  }

  @Test func anErrorFixtureThrowsItsTransportErrorAfterItsLatency() async throws {
    let offline = try FixtureTestSupport.fixture(
      #"{"request": {"method": "GET", "path": "/posts"}, "error": "offline", "latencyMs": 300}"#,
      name: "offline")
    let (transport, clock) = FixtureTestSupport.transport([offline])
    let task = Task { try await transport.send(FixtureTestSupport.request(.get, "/posts")) }
    #expect(await FixtureTestSupport.yield(until: { clock.sleeperCount == 1 }))
    #expect(
      clock.wakeNext(notAfter: FixtureTestSupport.at(300))?.map(\.label) == [
        "offline GET /posts (offline)"
      ])
    await #expect(throws: TransportError.offline) { try await task.value }
  }

  @Test func cancellingDuringTheLatencyThrowsCancellationAndUsesTheFixture() async throws {
    let (transport, clock) = FixtureTestSupport.transport([
      try loginFixture("slow", status: 200, latency: 1500)
    ])
    let login = login
    let task = Task { try await transport.send(login) }
    #expect(await FixtureTestSupport.yield(until: { clock.sleeperCount == 1 }))
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.sleeperCount == 0)
    #expect(transport.unusedFixtures.isEmpty)
  }

  @Test func anUnmatchedRequestIsRecordedAndFailsInTheApp() async throws {
    let (transport, _) = FixtureTestSupport.transport([])
    await #expect(throws: TransportError.other("no fixture matches POST /login")) {
      try await transport.send(login)
    }
    #expect(transport.mismatches.map(\.requestNumber) == [1])
  }

  @Test func everyRequestCountsAsActivity() async throws {
    let activity = ActivityCounter()
    let transport = FixtureTransport(fixtures: [], clock: VirtualClock(), activity: activity)
    _ = try? await transport.send(login)
    #expect(activity.value == 1)
  }
}
