import Foundation

/// The stand-ins a live session's saved files hold in place of its secret values: each value
/// has one stand-in wherever it appears, so a token the server sent and the app sends back
/// still matches, and a typed password still matches the request that carries it.
///
/// ```swift
/// var standIns = SecretStandIns(secrets: SecretNames())
/// standIns.addTyped("hunter22")           // secretx1: as long as the value
/// standIns.addToken("eyJhbGciOi…")        // token-1
/// standIns.requestBody(["password": "hunter22", "apiKey": "k-9"])
/// // {"apiKey": "•••", "password": "secretx1"}: a secret no stand-in covers is masked
/// ```
struct SecretStandIns {
  private(set) var standIns: [String: String] = [:]
  /// The values a response gave (``addToken(_:)``).
  private var tokens: Set<String> = []
  private var typedCount = 0
  private var tokenCount = 0
  private let secrets: SecretNames

  init(secrets: SecretNames) {
    self.secrets = secrets
  }

  /// The real values that have stand-ins.
  var values: [String] { standIns.keys.sorted() }

  /// Gives a typed secret a stand-in as long as it, `secretx1` for the first of eight
  /// characters, so a view model's length rules still hold.
  mutating func addTyped(_ value: String) {
    guard !value.isEmpty, standIns[value] == nil else { return }
    repeat {
      typedCount += 1
      let digits = String(typedCount)
      let fill = max(value.count - digits.count, 0)
      standIns[value] =
        String(("secret" + String(repeating: "x", count: fill)).prefix(fill)) + digits
    } while isTaken(standIns[value]!, by: value)
  }

  /// Gives a secret a response held a stand-in, `token-1`.
  mutating func addToken(_ value: String) {
    guard !value.isEmpty, standIns[value] == nil else { return }
    tokens.insert(value)
    repeat {
      tokenCount += 1
      standIns[value] = "token-\(tokenCount)"
    } while isTaken(standIns[value]!, by: value)
  }

  private func isTaken(_ standIn: String, by value: String) -> Bool {
    standIns[standIn] != nil || standIns.contains { $0.key != value && $0.value == standIn }
  }

  /// Adds a stand-in for every string under a secret name in `value`, a response body.
  mutating func addTokens(in value: JSONValue, secret: Bool = false) {
    switch value {
    case .string(let text) where secret: addToken(text)
    case .array(let elements): for element in elements { addTokens(in: element, secret: secret) }
    case .object(let members):
      for name in JSONValue.sortedNames(members) {
        addTokens(in: members[name]!, secret: secret || secrets.isSecret(name))
      }
    default: break
    }
  }

  /// `text` with each value that has a stand-in replaced by it.
  func replacing(_ text: String) -> String {
    standIns[text] ?? text
  }

  /// A response body's value with stand-ins for the values that have one.
  func responseBody(_ value: JSONValue) -> JSONValue {
    switch value {
    case .string(let text): .string(replacing(text))
    case .array(let elements): .array(elements.map(responseBody))
    case .object(let members): .object(members.mapValues(responseBody))
    default: value
    }
  }

  /// A response body that is text, with every value of four characters or more that has a
  /// stand-in replaced by it (a shorter one is part of too many words).
  func responseText(_ text: String) -> String {
    var text = text
    for value in values.sorted(by: { $0.count > $1.count }) where value.count >= 4 {
      text = text.replacingOccurrences(of: value, with: standIns[value]!)
    }
    return text
  }

  /// A request body's value with stand-ins for the values that have one, and under a secret
  /// name every other value masked (`•••`, which matches any value: `Docs/FixtureFormat.md`).
  func requestBody(_ value: JSONValue, secret: Bool = false) -> JSONValue {
    switch value {
    case .string(let text) where standIns[text] != nil: .string(standIns[text]!)
    case .string, .number, .bool: secret ? .string(Redaction.mask) : value
    case .null: value
    case .array(let elements): .array(elements.map { requestBody($0, secret: secret) })
    case .object(let members):
      .object(
        Dictionary(
          uniqueKeysWithValues: members.map { name, member in
            (name, requestBody(member, secret: secret || secrets.isSecret(name)))
          }))
    }
  }

  /// A query item with its value's stand-in, or masked when it is secret.
  func queryItem(_ item: Fixture.QueryItem) -> Fixture.QueryItem {
    guard let value = item.value else { return item }
    if let standIn = standIns[value] { return Fixture.QueryItem(name: item.name, value: standIn) }
    guard secrets.isSecret(item.name) else { return item }
    return Fixture.QueryItem(name: item.name, value: Redaction.mask)
  }

  /// A path with each segment that is a token replaced by its stand-in (`/orders/token-1`). A
  /// path is the server's route, not a value the user typed: `/password/reset` stays as it is
  /// when the password typed is `password`.
  func path(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
      let text = String(segment)
      return tokens.contains(text) ? replacing(text) : text
    }
    .joined(separator: "/")
  }
}
