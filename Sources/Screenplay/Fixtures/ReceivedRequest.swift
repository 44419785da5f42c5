import Foundation
import ScreenplaySeams

/// A request the app sent, taken apart the way fixtures describe requests: method, decoded
/// path, decoded query items, and the body parsed as JSON.
struct ReceivedRequest: Sendable, Hashable {
  /// A request body as far as matching is concerned.
  enum Body: Sendable, Hashable {
    /// No body, or an empty one.
    case none
    /// A body that parses as JSON.
    case json(JSONValue)
    /// A body that is not JSON, by size.
    case notJSON(byteCount: Int)
  }

  /// The method, upper case.
  var method: String
  /// The URL's path, percent-decoded; `/` when the URL has none.
  var path: String
  /// The query items as sent, in order; empty when there is no query.
  var query: [Fixture.QueryItem]
  /// The body.
  var body: Body

  /// Reads `request`. A body that is byte for byte the canonical body of the request of one of
  /// `fixtures` is that body, and is not parsed.
  init(_ request: HTTPRequest, answeredBy fixtures: [Fixture] = []) {
    method = request.method.rawValue.uppercased()
    let (path, query) = Self.pathAndQuery(request.url)
    self.path = path.isEmpty ? "/" : path
    self.query = query
    body = Self.body(request.body, answeredBy: fixtures)
  }

  /// The URL's decoded path and query items, as `URLComponents` reads them (a relative URL's own
  /// part, not resolved against its base). Most requests are absolute, with no query and nothing
  /// escaped in their path, which is then the path as written; only the others are taken apart
  /// by `URLComponents` (a third of a request's reading, in every replay that sends one).
  private static func pathAndQuery(_ url: URL) -> (String, [Fixture.QueryItem]) {
    if url.baseURL == nil, url.query(percentEncoded: true) == nil {
      let written = url.path(percentEncoded: true)
      if !written.utf8.contains(UInt8(ascii: "%")) { return (written, []) }
    }
    let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    let items = (components?.queryItems ?? []).map {
      Fixture.QueryItem(name: $0.name, value: $0.value)
    }
    return (components?.path ?? url.path, items)
  }

  private static func body(_ data: Data?, answeredBy fixtures: [Fixture]) -> Body {
    guard let data, !data.isEmpty else { return .none }
    for fixture in fixtures {
      if let canonical = fixture.request.canonicalBody, let body = fixture.request.body,
        Self.same(canonical, data)
      {
        return .json(body)
      }
    }
    guard let value = try? JSONParser.parseValue(Array(data)) else {
      return .notJSON(byteCount: data.count)
    }
    return .json(value)
  }

  /// Whether `a` and `b` hold the same bytes: one `memcmp`, on the request's own storage (an idiom
  /// of the hot path: see "Performance idioms" in Docs/Design.md).
  private static func same(_ a: [UInt8], _ b: Data) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBytes { a in
      b.withUnsafeBytes { b in a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
    }
  }

  /// `POST /login`, without query or body: how the app's error names the request.
  var summary: String { "\(method) \(path)" }

  /// `POST /login?api_key=•••&page=2`, the values `secrets` names hidden.
  func redactedLine(hiding secrets: SecretNames) -> String {
    Self.line(method: method, path: path, query: query, hiding: secrets)
  }

  /// `POST /login?api_key=•••&page=2`: a request's method, path and query, the values
  /// `secrets` names hidden.
  static func line(
    method: String, path: String, query: [Fixture.QueryItem], hiding secrets: SecretNames
  ) -> String {
    let summary = "\(method) \(path)"
    guard !query.isEmpty else { return summary }
    let items = query.map { item in
      guard let value = item.value else { return item.name }
      return item.name + "=" + Redaction.shown(value, named: item.name, secrets: secrets)
    }
    return summary + "?" + items.joined(separator: "&")
  }
}
