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
package enum EventLogWriter {
  /// The whole log: the `screenplay-log` line for the current version, the headers, a blank line
  /// and one event per line, times and event names padded into columns. Secrets are written as
  /// their real text, so the log replays.
  package static func write(_ log: EventLog) -> String {
    var text = "\(LogSyntax.magic) \(EventLog.currentVersion)\nscreen: \(log.screen)\n"
    if !log.fixtures.isEmpty {
      text += "fixtures: " + log.fixtures.joined(separator: ", ") + "\n"
    }
    if !log.defaults.isEmpty {
      text += "defaults: "
      appendFields(log.defaults, maskingSecrets: false, to: &text)
      text += "\n"
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
        appendFields(entry.fields, maskingSecrets: false, to: &text)
        text += "\n"
      }
    }
    return text
  }

  /// The line ``write(_:)`` puts `log`'s first event on: after the format line, the headers and
  /// a blank line.
  package static func firstEventLine(of log: EventLog) -> Int {
    fixturesLine(of: log) + (log.defaults.isEmpty ? 2 : 3)
  }

  /// The line ``write(_:)`` puts the `defaults:` header on, or 0 when there is none.
  package static func defaultsLine(of log: EventLog) -> Int {
    log.defaults.isEmpty ? 0 : fixturesLine(of: log) + 1
  }

  /// The line ``write(_:)`` puts the `fixtures:` header on, or the `screen:` line when there is
  /// none (where a fixture problem is best reported).
  package static func fixturesLine(of log: EventLog) -> Int {
    log.fixtures.isEmpty ? 2 : 3
  }

  /// One event as a log line writes it, without the time: `email.type text="johnny@gmail.com"`.
  ///
  /// With `maskingSecrets`, a secret shows as `•••` (`password.type text=•••`), for histories,
  /// reports and messages; without, as its quoted text.
  package static func eventText(_ entry: LogEntry, maskingSecrets: Bool) -> String {
    guard !entry.fields.isEmpty else { return entry.event }
    var text = entry.event
    text += " "
    appendFields(entry.fields, maskingSecrets: maskingSecrets, to: &text)
    return text
  }

  /// Appends `name=value` for each of `fields`, separated by spaces. In place and by index, since
  /// every replayed event's step is named this way (an idiom of the hot path: see
  /// "Performance idioms" in Docs/Design.md).
  private static func appendFields(
    _ fields: [LogField], maskingSecrets: Bool, to text: inout String
  ) {
    var index = 0
    while index < fields.count {
      if index > 0 { text += " " }
      text += fields[index].name
      text += "="
      text += fields[index].value.written(maskingSecrets: maskingSecrets)
      index += 1
    }
  }

  private static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
