/// A scene's event type: what logs may say, and how an event is written back to a log.
public protocol LoggableEvent: Sendable {
  /// Every event the scene understands, with its fields.
  static var vocabulary: [EventSpec<Self>] { get }
  /// The event as a log entry would name it: event name and fields in declared order.
  var logged: LoggedEvent { get }
}

/// An event's name and field values, ready to be written as a log line.
public struct LoggedEvent: Sendable, Hashable {
  /// The event name.
  public var name: String
  /// The fields in declared order.
  package var fields: [LogField]

  /// Creates the written form of an event.
  public init(_ name: String, _ fields: KeyValuePairs<String, LogValue> = [:]) {
    self.name = name
    self.fields = fields.map { LogField(name: $0.key, value: $0.value) }
  }
}
