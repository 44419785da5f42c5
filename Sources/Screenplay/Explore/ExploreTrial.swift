/// One try of a sequence on a fresh session of `S`: sends events, checks the scene's invariants
/// after every step, and at the end the harness's rules (see ``ExploreFinding``).
@MainActor
final class ExploreTrial<S: Scene> {
  private let session: Session<S>
  private let pool: [Fixture]
  private let vocabulary = EventVocabulary<S.Event>()
  private(set) var sent = 0
  private var broken: ExploreFinding?
  private let tracker = CoverageTracker<S>()
  private let declared = Set(S.transitions)

  /// A session answering from `fixtures` (listed as `names`), the screen's whole HTTP pool
  /// being `pool`.
  init(names: [String], fixtures: FixtureSet, pool: [Fixture], limits: ReplayLimits) {
    let log = EventLog(path: "explore", screen: S.name, fixtures: names)
    session = Session<S>(
      log: log, fixtures: fixtures.http, store: fixtures.store,
      secretNames: fixtures.secretNames, limits: limits)
    session.checksInvariants = false
    self.pool = pool
    session.answerUnmatched { request in
      Self.answersOffline(request.received, pool: pool)
        ? .error(Fixture.ErrorKind.offline.transportError) : nil
    }
    session.observer = { [unowned self] trigger in
      self.tracker.observe(trigger, in: self.session)
      self.check()
    }
  }

  /// The states, pairs and transitions the trial reached.
  var coverage: LogCoverage { tracker.coverage }

  /// Whether a rule has broken.
  var isBroken: Bool { broken != nil }

  /// Renders the first step.
  func start() async {
    await session.start()
  }

  /// Moves the clock to `time`, firing what is due.
  func advance(to time: Duration) async {
    await session.advance(to: time)
  }

  /// The entry's event, if the vocabulary reads it and the screen takes it now.
  func accepted(_ entry: LogEntry) -> S.Event? {
    guard let event = try? vocabulary.decode(entry, path: "explore").event,
      !session.refuses(event)
    else { return nil }
    return event
  }

  /// Sends `event`, written as `entry`.
  func send(_ event: S.Event, _ entry: LogEntry) async {
    sent += 1
    let text = EventLogWriter.eventText(entry, maskingSecrets: true)
    await session.send(event, as: text, line: entry.line)
  }

  /// Ends the session and says which rule broke first, if any.
  func finish() async -> TrialOutcome {
    let result = await session.end().result()
    if var broken {
      broken.offlineAnswers = offlineAnswers()
      return .broke(broken)
    }
    if let request = unmatched() {
      return .broke(
        ExploreFinding(rule: ExploreFinding.noUnmatchedRequest, detail: request, afterEvents: sent))
    }
    let reported = Set(session.unmatchedRequests.map(\.description))
    let problem = result.problems.first {
      !reported.contains($0.message) && !$0.message.hasSuffix("was never requested")
    }
    guard let problem else { return .passed }
    let detail = String(problem.message.prefix { $0 != "\n" })
    return .broke(
      ExploreFinding(rule: ExploreFinding.noReplayProblem, detail: detail, afterEvents: sent))
  }

  /// A request to an endpoint (method and path) no fixture of the pool describes. A request the
  /// pool has an answer for, but this run used up, or whose query or body differs (random field
  /// values rarely meet a fixture's body), is no finding: the app gets `offline` at once, and
  /// exploration goes on down the error path.
  private func unmatched() -> String? {
    for report in session.unmatchedRequests where !Self.isAnswerable(report.received, pool: pool) {
      return report.received.summary
    }
    return nil
  }

  /// The requests answered `offline` because no listed fixture matched them, as fixtures state
  /// requests.
  private func offlineAnswers() -> [Fixture.Request] {
    session.unmatchedRequests.compactMap { report in
      let received = report.received
      guard Self.answersOffline(received, pool: pool) else { return nil }
      let json: JSONValue? = if case .json(let value) = received.body { value } else { nil }
      return Fixture.Request(
        method: received.method, path: received.path,
        query: received.query.isEmpty ? nil : received.query, body: json)
    }
  }

  /// Whether a fixture of `pool` describes the request's endpoint: its method and path.
  private nonisolated static func isAnswerable(_ received: ReceivedRequest, pool: [Fixture])
    -> Bool
  {
    pool.contains { fixture in
      FixtureMatcher.differences(fixture.request, received).allSatisfy {
        $0.component == .query || $0.component == .body
      }
    }
  }

  /// Whether a request no listed fixture matched gets `offline`: its endpoint is the pool's,
  /// and a fixture can state it (a body that is not JSON cannot be).
  private nonisolated static func answersOffline(_ received: ReceivedRequest, pool: [Fixture])
    -> Bool
  {
    if case .notJSON = received.body { return false }
    return isAnswerable(received, pool: pool)
  }

  private func check() {
    guard broken == nil else { return }
    if let last = tracker.last, !S.transitions.isEmpty, !declared.contains(last) {
      broken = ExploreFinding(
        rule: ExploreFinding.declaredTransitions, detail: last.text, afterEvents: sent)
      return
    }
    let failing = session.inspect { scene in
      S.invariants.first { !$0.holds(for: scene) }
    }
    if let failing { broken = ExploreFinding(rule: failing.name, afterEvents: sent) }
  }
}
