/// A log entry decoded into a screen's typed event.
package struct DecodedEntry<Event> {
  /// The typed event, built by the screen's ``EventSpec``.
  package var event: Event
  /// The entry as read, with the values of fields declared `.secret` turned into
  /// ``LogValue/secret(_:)``, so they print as `•••`.
  package var entry: LogEntry

  /// Pairs an event with its entry.
  package init(event: Event, entry: LogEntry) {
    self.event = event
    self.entry = entry
  }
}

extension DecodedEntry: Sendable where Event: Sendable {}
extension DecodedEntry: Equatable where Event: Equatable {}
extension DecodedEntry: Hashable where Event: Hashable {}
