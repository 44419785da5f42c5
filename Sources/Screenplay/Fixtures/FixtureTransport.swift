import ScreenplaySeams

/// The transport a replayed app talks to: it answers each request from the fixtures, on the
/// virtual clock.
///
/// A request is answered by the first unused fixture, in declared order, that matches it (see
/// `Docs/FixtureFormat.md`), so identical requests consume identical fixtures in order. The
/// answer arrives after the fixture's latency in virtual time, woken with a label such as
/// `response 200 POST /login (sign-in-success)`. A request nothing matches is recorded in
/// ``unmatchedRequests`` and fails in the app with `TransportError.other("no fixture matches POST /login")`.
/// An answer that would come after ``VirtualTime/latest`` fails in the app the same way; both are
/// explained, with their fixes, in ``problems``. A caller may answer unmatched requests itself
/// (``answerUnmatched(with:)``): with an error, or with a fixture recorded from a real server.
///
/// ```swift
/// let transport = FixtureTransport(fixtures: fixtures, clock: clock)
/// let response = try await transport.send(request)   // after clock.wakeNext(notAfter:)
/// ```
package final class FixtureTransport: HTTPTransport {
  private struct State {
    /// The fixtures, in declared order; a fixture an unmatched request's answer brings is
    /// added at the end.
    var fixtures: [Fixture]
    var consumedBy: [Int?]
    var requestCount = 0
    var unmatchedRequests: [UnmatchedRequestReport] = []
    var problems: [String] = []
    var unmatchedAnswer: (@Sendable (UnmatchedRequest) -> UnmatchedRequest.Answer?)?
  }

  /// The fixtures, in declared order, with those brought by answers to unmatched requests
  /// (see ``answerUnmatched(with:)``) at the end.
  package var fixtures: [Fixture] { state.withLock { $0.fixtures } }
  private let clock: VirtualClock
  /// Where new fixtures go, when the caller said; else found from the fixtures' paths, and only
  /// when a message needs it.
  private let givenDirectory: String?
  /// The names whose values messages hide.
  let secretNames: SecretNames
  private let state: Locked<State>

  /// Creates a transport answering from `fixtures` on `clock`.
  ///
  /// - Parameters:
  ///   - fixturesDirectory: Where new fixtures go, as unmatched-request reports show it; by default
  ///     the folder of the first fixture's file.
  ///   - secretNames: The names whose values unmatched-request reports hide (the project's own on top
  ///     of the built-in words).
  package init(
    fixtures: [Fixture], clock: VirtualClock, fixturesDirectory: String? = nil,
    secretNames: SecretNames = SecretNames()
  ) {
    self.clock = clock
    givenDirectory = fixturesDirectory
    self.secretNames = secretNames
    state = Locked(
      State(fixtures: fixtures, consumedBy: Array(repeating: nil, count: fixtures.count)))
  }

  private static func directory(of fixtures: [Fixture]) -> String {
    guard let path = fixtures.first?.path, let slash = path.lastIndex(of: "/") else {
      return "Tests/Fixtures/<Screen>"
    }
    return String(path[..<slash])
  }

  /// Answers `request` from the first unused matching fixture after its latency, or throws its
  /// transport error; throws `CancellationError` if cancelled while waiting (the fixture stays
  /// used), or `TransportError.other` when no fixture matches or the answer would come after
  /// ``VirtualTime/latest``.
  package func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    switch answer(request) {
    case .failure(let error):
      throw error
    case .after(let latency, let label, let outcome):
      if latency > .zero { try await clock.sleep(for: latency, label: label) }
      switch outcome {
      case .response(let response): return response
      case .error(let kind): throw kind.transportError
      }
    }
  }

  /// What a request gets from the fixtures.
  enum Answer {
    /// The fixture's outcome, `latency` after the request, woken as `label`.
    case after(Duration, label: String, outcome: Fixture.Outcome)
    /// An error at once: no fixture matches, or the answer would come after the latest time.
    case failure(TransportError)
  }

  /// Claims the fixture that answers `request`, now. `bodyUnseen` says the app may have sent a
  /// body that the transport could not see (`upload(for:from:)` through URLSession on Linux): a
  /// fixture that states a body then fails with an error that says so.
  func answer(_ request: HTTPRequest, bodyUnseen: Bool = false) -> Answer {
    let received = ReceivedRequest(request, answeredBy: fixtures)
    let fixture: Fixture
    if let claimed = claim(received) {
      fixture = claimed
    } else {
      let unmatched = UnmatchedRequest(
        sent: request, received: received, bodyUnseen: bodyUnseen, line: clock.cause?.line)
      switch state.withLock({ $0.unmatchedAnswer })?(unmatched) {
      case .fixture(let brought)?:
        fixture = adopt(brought)
      case .error(let error)?:
        recordUnmatched(request, received)
        return .failure(error)
      case nil:
        recordUnmatched(request, received)
        if bodyUnseen { explainUnseenBody(received) }
        return .failure(.other("no fixture matches \(received.summary)"))
      }
    }
    let now = clock.now.offset
    guard VirtualTime.adding(fixture.latency, to: now) != nil else {
      return .failure(tooLate(fixture, sentAt: now))
    }
    return .after(fixture.latency, label: fixture.label, outcome: fixture.outcome)
  }

  /// Lets `answer` choose what a request no fixture matches gets, instead of
  /// `TransportError.other("no fixture matches …")`, when it returns an answer: an error a
  /// fixture can state (exploration, so that the log it saves can state it too), or a fixture
  /// of its own (a live recording, which asks the server).
  func answerUnmatched(
    with answer: @escaping @Sendable (UnmatchedRequest) -> UnmatchedRequest.Answer?
  ) {
    state.withLock { $0.unmatchedAnswer = answer }
  }

  /// Records a problem of the replay's requests, for ``problems``.
  func report(_ problem: String) {
    state.withLock { $0.problems.append(problem) }
  }

  /// Records why a request whose body could not be seen matched no fixture, when a fixture
  /// that states a body would have matched it.
  private func explainUnseenBody(_ received: ReceivedRequest) {
    guard
      let fixture = fixtures.first(where: { fixture in
        guard let body = fixture.request.body else { return false }
        var sent = received
        sent.body = .json(body)
        return FixtureMatcher.matches(fixture.request, sent)
      })
    else { return }
    let problem =
      "\(received.summary) sent a body URLSession does not show a URLProtocol on Linux "
      + "(upload(for:from:), upload(with:from:), a stream set by a delegate), and fixture '"
      + fixture.name + "' states one\nfix: set the body as URLRequest.httpBody and send it with "
      + "data(for:), or remove \"body\" from " + fixture.path
    state.withLock { $0.problems.append(problem) }
  }

  /// Consumes and returns the first unused fixture matching the request, counting it.
  private func claim(_ received: ReceivedRequest) -> Fixture? {
    state.withLock { state in
      state.requestCount += 1
      let number = state.requestCount
      // Hot path: see "Performance idioms" in Docs/Design.md.
      var index = 0
      while index < state.fixtures.count {
        if state.consumedBy[index] == nil,
          FixtureMatcher.matches(state.fixtures[index].request, received)
        {
          state.consumedBy[index] = number
          return state.fixtures[index]
        }
        index += 1
      }
      return nil
    }
  }

  /// Adds `fixture` to the fixtures, used by the request just counted, and returns it.
  private func adopt(_ fixture: Fixture) -> Fixture {
    state.withLock { state in
      state.fixtures.append(fixture)
      state.consumedBy.append(state.requestCount)
    }
    return fixture
  }

  /// Records that no fixture matched the request just counted.
  private func recordUnmatched(_ request: HTTPRequest, _ received: ReceivedRequest) {
    state.withLock { state in
      var report = UnmatchedRequestReport(
        requestNumber: state.requestCount, request: request, received: received,
        fixtures: state.fixtures, consumedBy: state.consumedBy,
        fixturesDirectory: givenDirectory ?? Self.directory(of: state.fixtures))
      report.secretNames = secretNames
      state.unmatchedRequests.append(report)
      state.problems.append(report.description)
    }
  }

  /// Records that `fixture`'s answer to a request sent at `time` would come after the latest
  /// virtual time, and returns the error the app gets.
  private func tooLate(_ fixture: Fixture, sentAt time: Duration) -> TransportError {
    let (when, overflow) = time.attoseconds.addingReportingOverflow(fixture.latency.attoseconds)
    let answer = "fixture '\(fixture.name)' would answer"
    let at = overflow ? "" : " at " + TimeFormat.seconds(Duration(attoseconds: when))
    let problem =
      answer + at + ", after the latest virtual time (" + TimeFormat.seconds(VirtualTime.latest)
      + ")\nfix: give this line an earlier time, or lower \"latencyMs\" in " + fixture.path
    state.withLock { $0.problems.append(problem) }
    return TransportError.other(answer + " after the latest virtual time")
  }

  /// The requests no fixture matched, in the order they were sent.
  package var unmatchedRequests: [UnmatchedRequestReport] {
    state.withLock { $0.unmatchedRequests }
  }

  /// What a replay must report, in the order it happened, each over one or more lines with its
  /// fix: the requests no fixture matched (see ``unmatchedRequests``), and the answers that would come
  /// after the latest virtual time.
  package var problems: [String] {
    state.withLock { $0.problems }
  }

  /// The ``problems`` after the first `count`: what happened since a caller last looked (read
  /// after every step of a replay, so it copies nothing when nothing is new).
  func problems(after count: Int) -> [String] {
    state.withLock { $0.problems.count > count ? Array($0.problems[count...]) : [] }
  }

  /// The fixtures no request consumed, in declared order.
  package var unusedFixtures: [Fixture] {
    state.withLock { state in
      state.fixtures.indices.filter { state.consumedBy[$0] == nil }.map { state.fixtures[$0] }
    }
  }

  /// How many requests the transport has received, matched or not.
  package var requestCount: Int {
    state.withLock { $0.requestCount }
  }
}
