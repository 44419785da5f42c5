import Screenplay

/// The state of a `play` session: the log typed so far, the virtual clock, and the history that
/// log replays to.
///
/// Every change replays the whole log from the start through the scene's ordinary replay (see
/// ``SceneDescriptor/replay(_:fixtures:limits:)``): a history depends on nothing but its log and
/// fixtures, so what the session shows up to its clock is exactly what the saved log replays
/// to, and undo is a replay without the last event.
///
/// A live session (``live``) answers a request no fixture matches from the server, and keeps
/// the exchange for the later replays (see ``LiveRecorder``): an event whose request cannot
/// reach the server is not kept.
@MainActor
final class PlaySession {
  /// The screen played.
  let scene: SceneDescriptor
  /// The fixtures answering its requests.
  let fixtures: FixtureSet
  /// The recorder of a live session, which answers what the fixtures do not.
  let live: LiveRecorder?
  /// The recordings the replay of ``log`` used, in order.
  private(set) var recordings: [Fixture] = []
  /// The log so far: its path is where `save` writes by default.
  private(set) var log: EventLog
  /// The virtual time: events are sent at it.
  private(set) var now: Duration = .zero
  /// The replay of ``log`` to its end, past ``now`` (timers still due fire in it).
  private(set) var replayed: ReplayResult

  private init(
    scene: SceneDescriptor, fixtures: FixtureSet, live: LiveRecorder?, log: EventLog,
    replayed: (ReplayResult, [Fixture])
  ) {
    self.scene = scene
    self.fixtures = fixtures
    self.live = live
    self.log = log
    (self.replayed, recordings) = replayed
  }

  /// A session of `scene` writing `log`'s path, screen, fixtures and defaults, with `entries`
  /// sent already and the clock at the last one's time; with `live`, requests no fixture
  /// matches go to its server.
  static func start(
    _ scene: SceneDescriptor, log: EventLog, fixtures: FixtureSet, live: LiveRecorder? = nil,
    entries: [LogEntry] = []
  ) async throws(Diagnostic) -> PlaySession {
    var log = log
    log.entries = []
    log.fixturesLine = EventLogWriter.fixturesLine(of: log)
    log.defaultsLine = EventLogWriter.defaultsLine(of: log)
    log.entries = entries
    let replayed = try await replay(scene, log, fixtures, live)
    let session = PlaySession(
      scene: scene, fixtures: fixtures, live: live, log: log, replayed: replayed)
    session.now = entries.last?.time ?? .zero
    return session
  }

  /// Replays `log`, and says which recordings it used; throws when a live request could not be
  /// recorded, at the line that sent it.
  private static func replay(
    _ scene: SceneDescriptor, _ log: EventLog, _ fixtures: FixtureSet, _ live: LiveRecorder?
  ) async throws(Diagnostic) -> (ReplayResult, [Fixture]) {
    guard let live else { return (try await scene.replay(log, fixtures: fixtures), []) }
    let attempt = live.replay()
    let result = try await scene.replay(log, fixtures: fixtures) { attempt.answer($0) }
    if let failure = attempt.failure {
      throw Diagnostic(
        path: log.path, line: failure.line ?? log.entries.last?.line ?? 1, column: 1,
        message: failure.message, hint: failure.hint)
    }
    return (result, attempt.used)
  }

  /// The steps recorded up to the clock: the history a live session would have shown so far.
  var steps: [Step] { replayed.history.steps.filter { $0.time <= now } }

  /// The line the next event gets in the written log.
  var nextLine: Int {
    max(
      EventLogWriter.firstEventLine(of: log) + log.entries.count,
      (log.entries.last?.line ?? 0) + 1)
  }

  /// Sends `entry` at the clock: replays the log with it, which checks it against the
  /// vocabulary first. A mistake throws and changes nothing.
  func send(_ entry: LogEntry) async throws(Diagnostic) {
    var candidate = log
    var entry = entry
    entry.time = Duration.milliseconds(TimeFormat.milliseconds(now))
    entry.line = nextLine
    candidate.entries.append(entry)
    (replayed, recordings) = try await Self.replay(scene, candidate, fixtures, live)
    log = candidate
  }

  /// Moves the clock on by `duration` (whole milliseconds, as logs keep them).
  func advance(by duration: Duration) {
    now = Duration.milliseconds(TimeFormat.milliseconds(now + duration))
  }

  /// Takes back the last event: the clock goes back to its time. Returns it, or `nil` when
  /// there is none.
  func undo() async -> LogEntry? {
    guard let last = log.entries.last else { return nil }
    var shorter = log
    shorter.entries.removeLast()
    guard let again = try? await Self.replay(scene, shorter, fixtures, live) else { return nil }
    log = shorter
    (replayed, recordings) = again
    now = last.time
    return last
  }

  /// The log as saved at `path`.
  func log(at path: String) -> EventLog {
    var saved = log
    saved.path = path
    return saved
  }
}
