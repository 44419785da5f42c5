public import ScreenplaySeams
import Synchronization

/// The transport a replayed app talks to: it answers each request from the fixtures, on the
/// virtual clock.
///
/// A request is answered by the first unused fixture, in declared order, that matches it (see
/// `Docs/FixtureFormat.md`), so identical requests consume identical fixtures in order. The
/// answer arrives after the fixture's latency in virtual time, woken with a label such as
/// `response 200 POST /login (sign-in-success)`. A request nothing matches is recorded in
/// ``mismatches`` and fails in the app with `TransportError.other("no fixture matches POST /login")`.
///
/// ```swift
/// let transport = FixtureTransport(fixtures: fixtures, clock: clock)
/// let response = try await transport.send(request)   // after clock.wakeNext(notAfter:)
/// ```
public final class FixtureTransport: HTTPTransport {
  private struct State {
    var consumedBy: [Int?]
    var requestCount = 0
    var mismatches: [RequestMismatch] = []
  }

  /// The fixtures, in declared order.
  public let fixtures: [Fixture]
  private let clock: VirtualClock
  private let fixturesDirectory: String
  private let state: Mutex<State>

  /// Creates a transport answering from `fixtures` on `clock`.
  ///
  /// - Parameter fixturesDirectory: Where new fixtures go, as mismatch messages show it; by
  ///   default the folder of the first fixture's file.
  public init(
    fixtures: [Fixture], clock: VirtualClock, fixturesDirectory: String? = nil
  ) {
    self.fixtures = fixtures
    self.clock = clock
    self.fixturesDirectory = fixturesDirectory ?? Self.directory(of: fixtures)
    state = Mutex(State(consumedBy: Array(repeating: nil, count: fixtures.count)))
  }

  private static func directory(of fixtures: [Fixture]) -> String {
    guard let path = fixtures.first?.path, let slash = path.lastIndex(of: "/") else {
      return "Tests/Fixtures/<Screen>"
    }
    return String(path[..<slash])
  }

  /// Answers `request` from the first unused matching fixture after its latency, or throws its
  /// transport error; throws `CancellationError` if cancelled while waiting (the fixture stays
  /// used), or `TransportError.other` when no fixture matches.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let received = ReceivedRequest(request)
    guard let fixture = claim(request, received) else {
      throw TransportError.other("no fixture matches \(received.summary)")
    }
    if fixture.latency > .zero {
      try await clock.sleep(for: fixture.latency, label: fixture.label)
    }
    switch fixture.outcome {
    case .response(let response): return response
    case .error(let kind): throw kind.transportError
    }
  }

  /// Consumes and returns the first unused fixture matching the request, or records a mismatch.
  private func claim(_ request: HTTPRequest, _ received: ReceivedRequest) -> Fixture? {
    state.withLock { state in
      state.requestCount += 1
      let number = state.requestCount
      let match = fixtures.indices.first { index in
        state.consumedBy[index] == nil
          && FixtureMatcher.differences(fixtures[index].request, received).isEmpty
      }
      if let match {
        state.consumedBy[match] = number
        return fixtures[match]
      }
      state.mismatches.append(
        RequestMismatch(
          requestNumber: number, request: request, received: received, fixtures: fixtures,
          consumedBy: state.consumedBy, fixturesDirectory: fixturesDirectory))
      return nil
    }
  }

  /// The requests no fixture matched, in the order they were sent.
  public var mismatches: [RequestMismatch] {
    state.withLock { $0.mismatches }
  }

  /// The fixtures no request consumed, in declared order.
  public var unusedFixtures: [Fixture] {
    state.withLock { state in
      zip(fixtures, state.consumedBy).filter { $0.1 == nil }.map(\.0)
    }
  }

  /// How many requests the transport has received, matched or not.
  public var requestCount: Int {
    state.withLock { $0.requestCount }
  }
}
