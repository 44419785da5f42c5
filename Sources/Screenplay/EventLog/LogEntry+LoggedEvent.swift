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
