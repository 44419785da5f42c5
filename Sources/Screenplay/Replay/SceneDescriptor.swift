/// A scene type, erased, so the runner and the CLI can hold every screen in one list.
///
/// ```swift
/// let scenes = [SceneDescriptor(SignInScene.self), SceneDescriptor(MoviesScene.self)]
/// ```
public struct SceneDescriptor: Sendable {
  /// The scene's name, as in `Tests/EventLogs/<name>/`.
  public let name: String
  /// The events its logs may use: name, fields and summary.
  package var events: [EventDescription] { describeEvents() }
  /// The transitions the scene declares (see ``Scene/transitions``).
  public var transitions: [Transition] { declaredTransitions() }
  /// Drives the scene for `screenplay explore` (see ``Explorer``).
  var probe: ExploreProbe { makeProbe() }
  /// Replays a log watching what it covers (see ``cover(_:fixtures:limits:)``).
  let coverLog:
    @MainActor @Sendable (EventLog, FixtureSet, ReplayLimits) async throws(Diagnostic) -> (
      ReplayResult, LogCoverage
    )
  // Listings are made when asked for, and the vocabulary on the first replay: every command
  // describes every scene at start-up, and building what only `events`, `coverage` and
  // `explore` read (a flow's vocabulary names each of its screens' events again) was about
  // 2 ms of each run's start.
  private let describeEvents: @Sendable () -> [EventDescription]
  private let declaredTransitions: @Sendable () -> [Transition]
  private let makeProbe: @Sendable () -> ExploreProbe
  private let replayLog:
    @MainActor @Sendable (EventLog, FixtureSet, ReplayLimits, ReplayExtras) async throws(Diagnostic)
      -> FinishingReplay
  private let streamLog:
    @MainActor @Sendable (
      EventLog, FixtureSet, ReplayLimits, @escaping (Step) -> Void,
      () throws(Diagnostic) -> LogEntry?
    ) async throws(Diagnostic) -> FinishingReplay

  /// Describes `scene`.
  public init<S: Scene>(_ scene: S.Type) {
    name = S.name
    describeEvents = {
      S.Event.vocabulary.map {
        EventDescription(name: $0.name, fields: $0.fields, summary: $0.summary, screen: $0.screen)
      }
    }
    declaredTransitions = { S.transitions }
    makeProbe = { ExploreProbe(S.self) }
    let vocabulary = Once { EventVocabulary<S.Event>() }
    coverLog = { log, fixtures, limits throws(Diagnostic) in
      var entries = try vocabulary.value.decode(log).makeIterator()
      var tracker: CoverageTracker<S>?
      let finishing = try await Replayer.replay(
        S.self, log: log, fixtures: fixtures, limits: limits,
        watch: { tracker = CoverageTracker($0) }, next: { entries.next() })
      return (await finishing.result(), tracker?.coverage ?? LogCoverage())
    }
    replayLog = { log, fixtures, limits, extras throws(Diagnostic) in
      let entries = try vocabulary.value.decode(log)
      // Hot path: see "Performance idioms" in Docs/Design.md.
      var position = 0
      var tracker: CoverageTracker<S>?
      let finishing = try await Replayer.replay(
        S.self, log: log, fixtures: fixtures, limits: limits,
        watch: { session in
          if extras.covering { tracker = CoverageTracker(session) }
          if let answer = extras.unmatched { session.answerUnmatched(with: answer) }
        },
        next: {
          guard position < entries.count else { return nil }
          position += 1
          return entries[position - 1]
        })
      guard let tracker else { return finishing }
      return FinishingReplay {
        var result = finishing.confirm()
        result.coverage = tracker.coverage
        return result
      }
    }
    streamLog = { log, fixtures, limits, stepSink, next throws(Diagnostic) in
      let vocabulary = vocabulary.value
      return try await Replayer.replay(
        S.self, log: log, fixtures: fixtures, limits: limits, stepSink: stepSink
      ) { () throws(Diagnostic) in
        try next().map { entry throws(Diagnostic) in try vocabulary.decode(entry, path: log.path) }
      }
    }
  }

  /// Checks the log's events against the scene's vocabulary and replays it against `fixtures`;
  /// a request none of them matches gets what `unmatched` answers, when it answers (see
  /// ``FixtureTransport/answerUnmatched(with:)``).
  @MainActor
  package func replay(
    _ log: EventLog, fixtures: FixtureSet, limits: ReplayLimits = ReplayLimits(),
    unmatched: (@Sendable (UnmatchedRequest) -> UnmatchedRequest.Answer?)? = nil
  ) async throws(Diagnostic) -> ReplayResult {
    try await replayLog(log, fixtures, limits, ReplayExtras(unmatched: unmatched)).result()
  }

  /// Checks the log's events against the scene's vocabulary and replays it up to the main-queue
  /// turn that makes the result final, which the caller takes for a whole batch of replays;
  /// `covering`, the result holds what the replay exercised.
  @MainActor
  func replayToEnd(
    _ log: EventLog, fixtures: FixtureSet, limits: ReplayLimits, covering: Bool = false
  ) async throws(Diagnostic) -> FinishingReplay {
    try await replayLog(log, fixtures, limits, ReplayExtras(covering: covering))
  }

  /// Replays the entries `next` reads from a log too long to hold (`log` holds only its
  /// headers), each checked against the scene's vocabulary as it comes; every step goes to
  /// `stepSink` as it is recorded. Up to the main-queue turn, as ``replayToEnd(_:fixtures:limits:)``.
  @MainActor
  func stream(
    _ log: EventLog, fixtures: FixtureSet, limits: ReplayLimits,
    stepSink: @escaping (Step) -> Void, next: () throws(Diagnostic) -> LogEntry?
  ) async throws(Diagnostic) -> FinishingReplay {
    try await streamLog(log, fixtures, limits, stepSink, next)
  }

  /// Replays `log` as ``replay(_:fixtures:limits:)`` does, noting what it covers.
  @MainActor
  package func cover(_ log: EventLog, fixtures: FixtureSet, limits: ReplayLimits = ReplayLimits())
    async throws(Diagnostic) -> (ReplayResult, LogCoverage)
  {
    try await coverLog(log, fixtures, limits)
  }

  /// Checks the log's events against the scene's vocabulary and replays it against HTTP
  /// `fixtures` only.
  @MainActor
  package func replay(_ log: EventLog, fixtures: [Fixture], limits: ReplayLimits = ReplayLimits())
    async throws(Diagnostic) -> ReplayResult
  {
    try await replayLog(log, FixtureSet(http: fixtures), limits, ReplayExtras()).result()
  }
}

/// What a replay does beyond replaying: note what it covers, answer unmatched requests.
private struct ReplayExtras {
  var covering = false
  var unmatched: (@Sendable (UnmatchedRequest) -> UnmatchedRequest.Answer?)?
}

/// One event of a scene's vocabulary, for listings and messages.
package struct EventDescription: Sendable, Hashable {
  /// The event name.
  package var name: String
  /// Its fields.
  package var fields: [FieldSpec]
  /// What it does.
  package var summary: String
  /// In a flow, the screen it is for; `nil` for a scene's own events and a flow's `back`.
  package var screen: String? = nil
}
