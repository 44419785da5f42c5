/// One event a scene understands: its name, its fields, and how to build the typed event.
///
/// ```swift
/// EventSpec<SignInEvent>("email.type", ["text": .string], summary: "types into the email field") {
///   .typeEmail($0.string("text"))
/// }
/// ```
public struct EventSpec<Event>: Sendable {
  /// The name written in logs, such as `email.type`.
  public let name: String
  /// The fields, in the order the writer emits them.
  public let fields: [FieldSpec]
  /// One line for `screenplay events` and for hints.
  public let summary: String
  /// In a ``Flow``'s vocabulary, the screen the event is for; `nil` for a scene's own events
  /// and a flow's `back`.
  public let screen: String?
  private let make: @Sendable (EventFields) -> Event

  /// Declares an event named `name` with `fields`, built by `make` from validated fields.
  public init(
    _ name: String, _ fields: KeyValuePairs<String, FieldKind> = [:], summary: String,
    make: @escaping @Sendable (EventFields) -> Event
  ) {
    self.name = name
    self.fields = fields.map { FieldSpec(name: $0.key, kind: $0.value) }
    self.summary = summary
    self.screen = nil
    self.make = make
  }

  /// Declares a screen's event in a flow's vocabulary.
  init(
    name: String, fields: [FieldSpec], summary: String, screen: String,
    make: @escaping @Sendable (EventFields) -> Event
  ) {
    self.name = name
    self.fields = fields
    self.summary = summary
    self.screen = screen
    self.make = make
  }

  /// Builds the event from fields already checked against ``fields``.
  public func makeEvent(_ fields: EventFields) -> Event {
    make(fields)
  }
}

/// A declared field: name and kind.
public struct FieldSpec: Sendable, Hashable {
  /// The field name.
  public var name: String
  /// The field's type.
  public var kind: FieldKind

  /// Creates a field declaration.
  public init(name: String, kind: FieldKind) {
    self.name = name
    self.kind = kind
  }
}

/// The validated fields of one entry, read by an ``EventSpec``'s builder.
///
/// Validation guarantees every declared field is present with its declared kind, so the
/// accessors never fail for declared names.
public struct EventFields: Sendable {
  private let fields: [LogField]

  /// Wraps validated values.
  package init(_ fields: [LogField]) {
    self.fields = fields
  }

  /// The value of the last field named `name`. An entry has a few fields, so a scan is cheaper
  /// than the dictionary this once built for every event.
  private func value(_ name: String) -> LogValue? {
    var index = fields.count
    while index > 0 {
      index -= 1
      if fields[index].name == name { return fields[index].value }
    }
    return nil
  }

  /// The text of a `string` or `secret` field, or `""`.
  public func string(_ name: String) -> String {
    switch value(name) {
    case .string(let text), .secret(let text): text
    default: ""
    }
  }

  /// The value of an `int` field, or `0`.
  public func int(_ name: String) -> Int {
    if case .int(let value) = value(name) { return value }
    return 0
  }

  /// The value of a `decimal` (or `int`) field, or `0`.
  public func decimal(_ name: String) -> Double {
    switch value(name) {
    case .decimal(let value): value
    case .int(let value): Double(value)
    default: 0
    }
  }

  /// The value of a `bool` field, or `false`.
  public func bool(_ name: String) -> Bool {
    if case .bool(let value) = value(name) { return value }
    return false
  }
}
