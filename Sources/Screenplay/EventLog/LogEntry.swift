/// One event line of a log: when, which event, its fields, and where it was written.
package struct LogEntry: Sendable, Hashable {
  /// Virtual time since the replay started.
  package var time: Duration
  /// The event name, such as `email.type`.
  package var event: String
  /// The payload fields, in written order.
  package var fields: [LogField]
  /// The line in the log file (1-based); 0 for entries not read from a file.
  package var line: Int
  /// The column of the event name (1-based); 0 for entries not read from a file.
  package var column: Int

  /// Creates an entry.
  package init(
    time: Duration, event: String, fields: [LogField] = [], line: Int = 0, column: Int = 0
  ) {
    self.time = time
    self.event = event
    self.fields = fields
    self.line = line
    self.column = column
  }

  /// The field named `name`, if present.
  package func field(_ name: String) -> LogField? {
    // Hot path: see "Performance idioms" in Docs/Design.md.
    var index = 0
    while index < fields.count {
      if fields[index].name == name { return fields[index] }
      index += 1
    }
    return nil
  }
}

/// A `name=value` pair of a log entry.
package struct LogField: Sendable, Hashable {
  /// The field name.
  package var name: String
  /// The typed value.
  package var value: LogValue
  /// The column where the field starts (1-based); 0 when not read from a file.
  package var column: Int

  /// Creates a field.
  package init(name: String, value: LogValue, column: Int = 0) {
    self.name = name
    self.value = value
    self.column = column
  }
}

extension LogEntry {
  /// An entry at `time` for an event's written form, as a recorder logs it.
  ///
  /// ```swift
  /// LogEntry(time: .milliseconds(250), logged: SignInEvent.typeEmail("j@x.com").logged)
  /// // 0.250s  email.type  text="j@x.com"
  /// ```
  package init(time: Duration, logged: LoggedEvent) {
    self.init(time: time, event: logged.name, fields: logged.fields)
  }
}
