/// Drives a live session from code and writes down every event sent, with its virtual time, as
/// an event log that replays to the same history.
///
/// ```swift
/// let recorder = EventRecorder<SignInScene>(
///   log: EventLog(path: "Tests/EventLogs/SignIn/new.log", screen: "SignIn", fixtures: ["sign-in-success"]),
///   fixtures: fixtures)
/// await recorder.start()
/// await recorder.send(.typeEmail("johnny@gmail.com"), at: .zero)
/// await recorder.send(.tapSignIn, at: .milliseconds(800))
/// let result = await recorder.finish()        // the history, as a replay of the log gives it
/// let text = EventLogWriter.write(recorder.log)
/// ```
@MainActor
package final class EventRecorder<S: Scene> {
  /// The session events go to.
  package let session: Session<S>
  private var template: EventLog
  private var entries: [LogEntry] = []

  /// Records a session of `S` answering requests from `fixtures`; `log` names the path, screen
  /// and fixtures to write (its entries are ignored).
  package init(
    log: EventLog, fixtures: [Fixture], store: StoreFixture? = nil,
    limits: ReplayLimits = ReplayLimits()
  ) {
    var template = log
    template.entries = []
    template.fixturesLine = EventLogWriter.fixturesLine(of: template)
    template.defaultsLine = EventLogWriter.defaultsLine(of: template)
    self.template = template
    session = Session<S>(log: template, fixtures: fixtures, store: store, limits: limits)
  }

  /// Starts the session: its first render is step 0.
  package func start() async {
    await session.start()
  }

  /// Moves the clock to `time` (or leaves it where it is if `time` has passed), then sends `event`
  /// and writes it down on the line the written log will give it.
  package func send(_ event: S.Event, at time: Duration) async {
    let time = max(Duration.milliseconds(TimeFormat.milliseconds(time)), session.now)
    await session.advance(to: time)
    var entry = LogEntry(time: time, logged: event.logged)
    entry.line = EventLogWriter.firstEventLine(of: template) + entries.count
    entries.append(entry)
    await session.send(
      event, as: EventLogWriter.eventText(entry, maskingSecrets: true), line: entry.line)
  }

  /// Fires the remaining timers and returns the history recorded, with any problems.
  package func finish() async -> ReplayResult {
    await session.finish()
  }

  /// The log recorded so far.
  package var log: EventLog {
    var log = template
    log.entries = entries
    return log
  }
}
