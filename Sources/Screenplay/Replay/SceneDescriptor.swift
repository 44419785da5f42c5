/// A scene type, erased, so the runner and the CLI can hold every screen in one list.
///
/// ```swift
/// let scenes = [SceneDescriptor(SignInScene.self), SceneDescriptor(MoviesScene.self)]
/// ```
public struct SceneDescriptor: Sendable {
  /// The scene's name, as in `Tests/EventLogs/<name>/`.
  public let name: String
  /// The events its logs may use: name, fields and summary.
  public let events: [EventDescription]
  /// The transitions the scene declares (see ``Scene/transitions``).
  public let transitions: [Transition]
  /// Replays a log watching what it covers (see ``cover(_:fixtures:limits:)``).
  let coverLog:
    @MainActor @Sendable (EventLog, FixtureSet, ReplayLimits) async throws(Diagnostic) -> (
      ReplayResult, LogCoverage
    )
  /// Drives the scene for `screenplay explore` (see ``Explorer``).
  let probe: ExploreProbe
  private let replayLog:
    @MainActor @Sendable (EventLog, FixtureSet, ReplayLimits) async throws(Diagnostic) ->
      FinishingReplay
  private let streamLog:
    @MainActor @Sendable (
      EventLog, FixtureSet, ReplayLimits, @escaping (Step) -> Void,
      () throws(Diagnostic) -> LogEntry?
    ) async throws(Diagnostic) -> FinishingReplay

  /// Describes `scene`.
  public init<S: Scene>(_ scene: S.Type) {
    name = S.name
    events = S.Event.vocabulary.map {
      EventDescription(name: $0.name, fields: $0.fields, summary: $0.summary, screen: $0.screen)
    }
    transitions = S.transitions
    let vocabulary = EventVocabulary<S.Event>()
    coverLog = { log, fixtures, limits throws(Diagnostic) in
      var entries = try vocabulary.decode(log).makeIterator()
      var tracker: CoverageTracker<S>?
      let finishing = try await Replayer.replay(
        S.self, log: log, fixtures: fixtures, limits: limits,
        watch: { tracker = CoverageTracker($0) }, next: { entries.next() })
      return (await finishing.result(), tracker?.coverage ?? LogCoverage())
    }
    probe = ExploreProbe(S.self)
    replayLog = { log, fixtures, limits throws(Diagnostic) in
      var entries = try vocabulary.decode(log).makeIterator()
      return try await Replayer.replay(
        S.self, log: log, fixtures: fixtures, limits: limits, next: { entries.next() })
    }
    streamLog = { log, fixtures, limits, stepSink, next throws(Diagnostic) in
      try await Replayer.replay(
        S.self, log: log, fixtures: fixtures, limits: limits, stepSink: stepSink
      ) { () throws(Diagnostic) in
        try next().map { entry throws(Diagnostic) in try vocabulary.decode(entry, path: log.path) }
      }
    }
  }

  /// Checks the log's events against the scene's vocabulary and replays it against `fixtures`.
  @MainActor
  public func replay(_ log: EventLog, fixtures: FixtureSet, limits: ReplayLimits = ReplayLimits())
    async throws(Diagnostic) -> ReplayResult
  {
    try await replayLog(log, fixtures, limits).result()
  }

  /// Checks the log's events against the scene's vocabulary and replays it up to the main-queue
  /// turn that makes the result final, which the caller takes for a whole batch of replays.
  @MainActor
  func replayToEnd(_ log: EventLog, fixtures: FixtureSet, limits: ReplayLimits)
    async throws(Diagnostic) -> FinishingReplay
  {
    try await replayLog(log, fixtures, limits)
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
  public func cover(_ log: EventLog, fixtures: FixtureSet, limits: ReplayLimits = ReplayLimits())
    async throws(Diagnostic) -> (ReplayResult, LogCoverage)
  {
    try await coverLog(log, fixtures, limits)
  }

  /// Checks the log's events against the scene's vocabulary and replays it against HTTP
  /// `fixtures` only.
  @MainActor
  public func replay(_ log: EventLog, fixtures: [Fixture], limits: ReplayLimits = ReplayLimits())
    async throws(Diagnostic) -> ReplayResult
  {
    try await replayLog(log, FixtureSet(http: fixtures), limits).result()
  }
}

/// One event of a scene's vocabulary, for listings and messages.
public struct EventDescription: Sendable, Hashable {
  /// The event name.
  public var name: String
  /// Its fields.
  public var fields: [FieldSpec]
  /// What it does.
  public var summary: String
  /// In a flow, the screen it is for; `nil` for a scene's own events and a flow's `back`.
  public var screen: String? = nil
}
