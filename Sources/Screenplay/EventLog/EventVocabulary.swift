/// Checks parsed log entries against a screen's events and builds the typed events.
///
/// ```swift
/// let vocabulary = EventVocabulary<SignInEvent>()
/// let decoded = try vocabulary.decode(log)   // [DecodedEntry<SignInEvent>]
/// ```
///
/// Every declared field is required; a `decimal` field accepts an integer. Mistakes throw a
/// ``Diagnostic`` at the event name or the field, such as
/// `Tests/EventLogs/SignIn/typo.log:7:9: error: unknown event 'signin.tap'` with the hint
/// `did you mean 'signIn.tap'?`.
package struct EventVocabulary<Event: LoggableEvent>: Sendable {
  /// The events, in declared order.
  package let specs: [EventSpec<Event>]
  private let positions: [String: Int]

  /// The vocabulary `Event` declares.
  package init() {
    self.specs = Event.vocabulary
    var positions: [String: Int] = [:]
    for (position, spec) in specs.enumerated() where positions[spec.name] == nil {
      positions[spec.name] = position
    }
    self.positions = positions
  }

  /// The event names, in declared order.
  package var names: [String] { specs.map(\.name) }

  /// Decodes every entry of `log`, in order, stopping at the first mistake.
  package func decode(_ log: EventLog) throws(Diagnostic) -> [DecodedEntry<Event>] {
    var decoded: [DecodedEntry<Event>] = []
    decoded.reserveCapacity(log.entries.count)
    // Hot path: see "Performance idioms" in Docs/Design.md.
    var index = 0
    while index < log.entries.count {
      decoded.append(try decode(log.entries[index], path: log.path))
      index += 1
    }
    return decoded
  }

  /// Decodes `entry`, read from the log at `path`.
  package func decode(_ entry: LogEntry, path: String) throws(Diagnostic) -> DecodedEntry<Event> {
    do {
      return try decodeChecked(entry)
    } catch {
      throw error.problem.diagnostic(path: path, line: entry.line, column: error.column)
    }
  }

  private func decodeChecked(_ entry: LogEntry) throws(LogFailure) -> DecodedEntry<Event> {
    guard let position = positions[entry.event] else {
      throw LogFailure(.unknownEvent(entry.event, known: names), column: entry.column)
    }
    let spec = specs[position]
    // Hot path: see "Performance idioms" in Docs/Design.md.
    var checked = entry
    var index = 0
    while index < entry.fields.count {
      checked.fields[index] = try self.checked(entry.fields[index], of: spec)
      index += 1
    }
    index = 0
    while index < spec.fields.count {
      let declared = spec.fields[index]
      if entry.field(declared.name) == nil {
        throw LogFailure(.missingField(declared, event: spec.name), column: entry.column)
      }
      index += 1
    }
    return DecodedEntry(event: spec.makeEvent(EventFields(checked.fields)), entry: checked)
  }

  private func checked(_ field: LogField, of spec: EventSpec<Event>) throws(LogFailure)
    -> LogField
  {
    guard let declared = Self.declared(field.name, in: spec) else {
      let known = spec.fields.map(\.name)
      let problem = EventLogProblem.unknownField(field.name, event: spec.name, known: known)
      throw LogFailure(problem, column: field.column)
    }
    guard let value = declared.kind.accepting(field.value) else {
      let problem = EventLogProblem.wrongKind(
        field: field.name, event: spec.name, expected: declared.kind, got: field.value)
      throw LogFailure(problem, column: field.column)
    }
    var checked = field
    checked.value = value
    return checked
  }

  private static func declared(_ name: String, in spec: EventSpec<Event>) -> FieldSpec? {
    var index = 0
    while index < spec.fields.count {
      if spec.fields[index].name == name { return spec.fields[index] }
      index += 1
    }
    return nil
  }
}
