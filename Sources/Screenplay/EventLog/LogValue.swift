/// A typed value in a log line.
///
/// Written as `"text"` (with `\"`, `\\`, `\n`, `\t` and `\u{…}` escapes), `42`, `-1.5`, `true`.
/// A string field the screen declares secret becomes ``secret(_:)``: it replays as written but
/// shows as `•••` in every history, report and message.
public enum LogValue: Sendable, Hashable {
  /// A string.
  case string(String)
  /// A string that is never shown.
  case secret(String)
  /// An integer.
  case int(Int)
  /// A decimal number.
  case decimal(Double)
  /// A Boolean.
  case bool(Bool)

  /// The kind of this value.
  public var kind: FieldKind {
    switch self {
    case .string: .string
    case .secret: .secret
    case .int: .int
    case .decimal: .decimal
    case .bool: .bool
    }
  }
}

/// The type a screen declares for an event field.
public enum FieldKind: String, Sendable, Hashable, CaseIterable {
  /// Text, written `"…"`.
  case string
  /// Text that is never shown, written `"…"`.
  case secret
  /// An integer, written `42`.
  case int
  /// A number, written `1.5` (an integer is accepted too).
  case decimal
  /// `true` or `false`.
  case bool
}
