/// The values exploration tries for each event field, simplest first: those the scene declares
/// (``Scene/exploreValues``, by `event.field` or `field`), else a few per ``FieldKind``; then
/// those the screen's logs use, so requests meet the fixtures written for them.
public struct FieldValues: Sendable {
  private let declared: [String: [LogValue]]
  private let used: [String: [LogValue]]

  /// Values from `declared` and from the entries of `logs`.
  package init(declared: [String: [LogValue]], logs: [EventLog] = []) {
    self.declared = declared
    var used: [String: [LogValue]] = [:]
    for entry in logs.flatMap(\.entries) {
      for field in entry.fields {
        let value = Self.plain(field.value)
        let key = entry.event + "." + field.name
        if !(used[key]?.contains(value) ?? false) { used[key, default: []].append(value) }
      }
    }
    self.used = used.mapValues {
      $0.sorted { $0.written(maskingSecrets: false) < $1.written(maskingSecrets: false) }
    }
  }

  /// The values `field` of `event` may take, simplest first, without repeats.
  public func candidates(_ event: String, _ field: FieldSpec) -> [LogValue] {
    let first =
      declared[event + "." + field.name] ?? declared[field.name] ?? Self.defaults(field.kind)
    var result: [LogValue] = []
    for value in first + (used[event + "." + field.name] ?? []) where !result.contains(value) {
      result.append(value)
    }
    return result
  }

  /// A few values of each kind: empty and short text, small numbers, both Booleans.
  public static func defaults(_ kind: FieldKind) -> [LogValue] {
    switch kind {
    case .string: [.string(""), .string("a"), .string(" x ")]
    case .secret: [.string(""), .string("secret")]
    case .int: [.int(0), .int(1), .int(2), .int(-1), .int(100)]
    case .decimal: [.decimal(0), .decimal(1.5), .decimal(-1)]
    case .bool: [.bool(false), .bool(true)]
    }
  }

  /// Secrets as the plain strings a log is parsed into.
  private static func plain(_ value: LogValue) -> LogValue {
    if case .secret(let text) = value { return .string(text) }
    return value
  }
}
