/// One way a request differs from a fixture, as an unmatched-request report lists it.
///
/// ```text
/// method: expected GET, got POST
/// query item 'page': expected "2", got "3"
/// body $.password: expected •••, got •••
/// ```
package enum RequestDifference: Sendable, Hashable, CustomStringConvertible {
  /// The part of a request a difference is in; closeness counts the parts that match.
  package enum Component: Sendable, Hashable, CaseIterable {
    /// The HTTP method.
    case method
    /// The URL's path.
    case path
    /// The query items.
    case query
    /// The JSON body.
    case body
  }

  /// Different methods.
  case method(expected: String, got: String)
  /// Different paths.
  case path(expected: String, got: String)
  /// Different values for the query item `name`; an empty list means the item is absent, a `nil`
  /// value an item without `=`.
  case queryItem(name: String, expected: [String?], got: [String?])
  /// Different JSON at `path` in the body; `nil` means absent (no member, or no body at `$`).
  case body(path: JSONPath, expected: JSONValue?, got: JSONValue?)
  /// Arrays of different lengths at `path` in the body.
  case bodyCount(path: JSONPath, expected: Int, got: Int)
  /// The request's body is not JSON; the fixture expects `expected` (`nil`: no body).
  case bodyNotJSON(expected: JSONValue?, byteCount: Int)

  /// The part of the request this difference is in.
  package var component: Component {
    switch self {
    case .method: .method
    case .path: .path
    case .queryItem: .query
    case .body, .bodyCount, .bodyNotJSON: .body
    }
  }

  /// The difference on one line, secrets shown as `•••`.
  package var description: String {
    description(hiding: SecretNames())
  }

  /// The difference on one line, the values `secrets` names shown as `•••`.
  package func description(hiding secrets: SecretNames) -> String {
    switch self {
    case .method(let expected, let got): "method: expected \(expected), got \(got)"
    case .path(let expected, let got): "path: expected \(expected), got \(got)"
    case .queryItem(let name, let expected, let got):
      "query item '\(name)': expected \(Self.items(expected, name, secrets)), got \(Self.items(got, name, secrets))"
        + Self.secretNote(secrets.isSecret(name) && !expected.isEmpty && !got.isEmpty)
    case .body(let path, let expected, let got):
      "\(Self.bodyLabel(path)): expected \(Self.json(expected, path, secrets)), got \(Self.json(got, path, secrets))"
        + Self.secretNote(
          Redaction.isSensitive(path, secrets: secrets) && expected != nil && got != nil)
    case .bodyCount(let path, let expected, let got):
      "\(Self.bodyLabel(path)): expected \(Self.elements(expected)), got \(Self.elements(got))"
    case .bodyNotJSON(let expected, let byteCount):
      "body: expected \(Self.json(expected, .root, secrets)), got \(byteCount) bytes that are not JSON"
    }
  }

  /// Values are cut to this many characters in messages.
  static let valueLimit = 60

  /// Says why two values that print alike (`•••`) are listed as different.
  private static func secretNote(_ bothHidden: Bool) -> String {
    bothHidden ? " (secret values differ)" : ""
  }

  private static func bodyLabel(_ path: JSONPath) -> String {
    path.components.isEmpty ? "body" : "body \(path)"
  }

  private static func json(_ value: JSONValue?, _ path: JSONPath, _ secrets: SecretNames)
    -> String
  {
    guard let value else { return "none" }
    return Redaction.shown(value, at: path, limit: valueLimit, secrets: secrets)
  }

  private static func items(_ values: [String?], _ name: String, _ secrets: SecretNames)
    -> String
  {
    guard !values.isEmpty else { return "none" }
    return values.map { value in
      guard let value else { return "(no value)" }
      return secrets.isSecret(name) ? Redaction.mask : JSONValue.string(value).canonicalText
    }.joined(separator: ", ")
  }

  private static func elements(_ count: Int) -> String {
    count == 1 ? "1 element" : "\(count) elements"
  }
}
