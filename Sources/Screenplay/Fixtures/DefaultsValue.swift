import Foundation

/// A value `UserDefaults` holds, as a store fixture or a log's `defaults:` header states it: the
/// JSON kinds a property list shares (`null` has no property list form).
package enum DefaultsValue: Sendable, Hashable {
  /// Text.
  case string(String)
  /// A whole number, as written without a fraction or exponent.
  case integer(Int)
  /// A number written with a fraction or an exponent.
  case number(Double)
  /// `true` or `false`.
  case boolean(Bool)
  /// An array of values.
  case array([DefaultsValue])
  /// A dictionary of values by key.
  case dictionary([String: DefaultsValue])

  /// The value as `UserDefaults.set(_:forKey:)` takes it: `String`, `Int`, `Double`, `Bool`,
  /// arrays and dictionaries of these.
  package var propertyList: Any {
    switch self {
    case .string(let text): text
    case .integer(let number): number
    case .number(let number): number
    case .boolean(let flag): flag
    case .array(let elements): elements.map(\.propertyList)
    case .dictionary(let members): members.mapValues(\.propertyList)
    }
  }
}

/// The `UserDefaults` values a replay starts with: by key in `.standard`, and by suite name.
package struct DefaultsSeed: Sendable, Hashable {
  /// `UserDefaults.standard`'s values.
  package var standard: [String: DefaultsValue]
  /// Each suite's values (`UserDefaults(suiteName:)`).
  package var suites: [String: [String: DefaultsValue]]

  /// A seed.
  package init(
    standard: [String: DefaultsValue] = [:], suites: [String: [String: DefaultsValue]] = [:]
  ) {
    self.standard = standard
    self.suites = suites
  }

  /// Whether it sets nothing.
  package var isEmpty: Bool { standard.isEmpty && suites.isEmpty }
}
