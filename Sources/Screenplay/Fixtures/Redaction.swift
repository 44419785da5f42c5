import ScreenplaySeams

/// Keeps secrets out of everything Screenplay prints: labels, unmatched-request reports, every other report.
///
/// A query item, JSON member or header is secret when its name contains, ignoring case, one of
/// ``sensitiveWords``, or is, ignoring case, one of the names a project adds (``SecretNames``,
/// passed as `secrets`); its value is shown as `•••` (``Secret/mask``), whatever it holds.
///
/// ```swift
/// Redaction.isSensitive("X-Session-ID")                         // true
/// Redaction.redact(["user": ["password": "hunter2"]] as JSONValue).canonicalText
/// // {"user":{"password":"•••"}}
/// ```
package enum Redaction {
  /// Name fragments that mark a value as secret.
  package static let sensitiveWords = [
    "password", "secret", "token", "api_key", "apikey", "authorization", "session",
  ]

  /// What a secret value is shown as.
  package static let mask = Secret.mask

  /// `true` when a value named `name` must never be shown.
  package static func isSensitive(_ name: String, secrets: SecretNames = SecretNames()) -> Bool {
    secrets.isSecret(name)
  }

  /// `true` when any member name along `path` is sensitive, so everything below it is hidden.
  package static func isSensitive(_ path: JSONPath, secrets: SecretNames = SecretNames()) -> Bool {
    path.keys.contains { secrets.isSecret($0) }
  }

  /// `value` with the value of every sensitive member, at any depth, replaced by `"•••"`.
  package static func redact(_ value: JSONValue, secrets: SecretNames = SecretNames()) -> JSONValue
  {
    switch value {
    case .array(let elements):
      return .array(elements.map { redact($0, secrets: secrets) })
    case .object(let members):
      var redacted: [String: JSONValue] = [:]
      for (name, member) in members {
        redacted[name] =
          secrets.isSecret(name) ? .string(mask) : redact(member, secrets: secrets)
      }
      return .object(redacted)
    default:
      return value
    }
  }

  /// The value of the query item, member or header named `name`, as it may be shown.
  package static func shown(
    _ value: String, named name: String, secrets: SecretNames = SecretNames()
  ) -> String {
    secrets.isSecret(name) ? mask : value
  }

  /// Header fields as they may be shown, sorted by name: `Authorization: •••`.
  package static func headerLines(_ headers: [String: String], secrets: SecretNames = SecretNames())
    -> [String]
  {
    headers.keys.sorted().map { name in
      "\(name): \(shown(headers[name] ?? "", named: name, secrets: secrets))"
    }
  }
}

extension Redaction {
  /// `value`, found at `path` in a body, as it may be shown: `•••` below a sensitive member,
  /// otherwise canonical JSON with secrets hidden, cut to `limit` characters with `…`.
  package static func shown(
    _ value: JSONValue, at path: JSONPath, limit: Int, secrets: SecretNames = SecretNames()
  ) -> String {
    guard !isSensitive(path, secrets: secrets) else { return mask }
    let text = redact(value, secrets: secrets).canonicalText
    guard text.count > limit else { return text }
    return String(text.prefix(max(limit - 1, 0))) + "…"
  }
}
