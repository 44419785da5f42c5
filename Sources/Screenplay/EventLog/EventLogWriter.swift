/// Writes event logs in their canonical text form, which ``EventLogParser`` reads back.
///
/// ```swift
/// EventLogWriter.write(log)
/// // screenplay-log 1
/// // screen: SignIn
/// // fixtures: sign-in-success
/// //
/// // 0.000s  email.type     text="johnny@gmail.com"
/// // 0.250s  password.type  text="password"
/// // 1.500s  signIn.tap
/// ```
///
/// Parsing the text gives back the same times (to the millisecond), events, fields and values,
/// except that secrets come back as strings until ``EventVocabulary`` marks them again. Names
/// must follow the format (letters, digits, `.`, `_`, `-`); decimals must be finite.
public enum EventLogWriter {
  /// The whole log: the `screenplay-log` line for the current version, the headers, a blank line
  /// and one event per line, times and event names padded into columns. Secrets are written as
  /// their real text, so the log replays.
  public static func write(_ log: EventLog) -> String {
    var text = "\(LogSyntax.magic) \(EventLog.currentVersion)\nscreen: \(log.screen)\n"
    if !log.fixtures.isEmpty {
      text += "fixtures: " + log.fixtures.joined(separator: ", ") + "\n"
    }
    guard !log.entries.isEmpty else { return text }
    text += "\n"
    let times = log.entries.map { TimeFormat.seconds($0.time) }
    let timeWidth = times.reduce(0) { max($0, $1.count) }
    let nameWidth = log.entries.reduce(0) { max($0, $1.event.count) }
    for (time, entry) in zip(times, log.entries) {
      text += padded(time, to: timeWidth) + "  "
      if entry.fields.isEmpty {
        text += entry.event + "\n"
      } else {
        text += padded(entry.event, to: nameWidth) + "  "
        text += fieldsText(entry.fields, maskingSecrets: false) + "\n"
      }
    }
    return text
  }

  /// The line ``write(_:)`` puts `log`'s first event on: after the format line, the headers and
  /// a blank line.
  public static func firstEventLine(of log: EventLog) -> Int {
    fixturesLine(of: log) + 2
  }

  /// The line ``write(_:)`` puts the `fixtures:` header on, or the `screen:` line when there is
  /// none (where a fixture problem is best reported).
  public static func fixturesLine(of log: EventLog) -> Int {
    log.fixtures.isEmpty ? 2 : 3
  }

  /// One event as a log line writes it, without the time: `email.type text="johnny@gmail.com"`.
  ///
  /// With `maskingSecrets`, a secret shows as `•••` (`password.type text=•••`), for histories,
  /// reports and messages; without, as its quoted text.
  public static func eventText(_ entry: LogEntry, maskingSecrets: Bool) -> String {
    guard !entry.fields.isEmpty else { return entry.event }
    return entry.event + " " + fieldsText(entry.fields, maskingSecrets: maskingSecrets)
  }

  private static func fieldsText(_ fields: [LogField], maskingSecrets: Bool) -> String {
    fields.map { "\($0.name)=\($0.value.written(maskingSecrets: maskingSecrets))" }
      .joined(separator: " ")
  }

  private static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
