/// Wraps a live session and writes down every event sent through it, with its virtual time, as
/// an event log.
///
/// ```swift
/// let recorder = EventRecorder(session: session)
/// await recorder.start()
/// await recorder.send(.typeEmail("johnny@gmail.com"), at: .zero)
/// await recorder.send(.tapSignIn, at: .milliseconds(800))
/// let text = EventLogWriter.write(recorder.log)   // replays to the same history
/// ```
@MainActor
public final class EventRecorder<S: Scene> {
  /// The session events go to.
  public let session: Session<S>
  private var template: EventLog
  private var entries: [LogEntry] = []

  /// Records what is sent to `session`; `log` names the path, screen and fixtures to write.
  public init(session: Session<S>, log: EventLog) {
    self.session = session
    self.template = log
  }

  /// Starts the session.
  public func start() async {
    await session.start()
  }

  /// Moves the session's clock to `time` (never back), then sends `event` and writes it down.
  public func send(_ event: S.Event, at time: Duration) async {
    let time = max(time, session.now)
    await session.advance(to: time)
    let logged = event.logged
    let entry = LogEntry(
      time: time, event: logged.name, fields: logged.fields,
      line: template.fixturesLine + 3 + entries.count)
    entries.append(entry)
    await session.send(
      event, as: EventLogWriter.eventText(entry, maskingSecrets: true), line: entry.line)
  }

  /// The log recorded so far.
  public var log: EventLog {
    var log = template
    log.entries = entries
    return log
  }
}
