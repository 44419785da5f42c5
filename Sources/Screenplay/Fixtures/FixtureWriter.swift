import Foundation
import ScreenplaySeams

/// Writes fixtures as `Docs/FixtureFormat.md` describes them, so that ``FixtureLoader`` reads
/// back the same fixtures: one file's text, the fixture's object or an array of them.
///
/// ```swift
/// FixtureWriter.text([offline])
/// // {
/// //   "request": {
/// //     "method": "GET",
/// //     "path": "/posts"
/// //   },
/// //   "error": "offline",
/// //   "latencyMs": 300
/// // }
/// ```
///
/// Keys come in the format's order; a query, a body and headers are written as compact JSON
/// with sorted keys, so the same fixtures always give the same text. A response whose body is
/// JSON is written as `body` (its `Content-Type: application/json` left to the reader, which
/// adds it), any other text as `bodyText`.
package enum FixtureWriter {
  /// The text of a file holding `fixtures`; `nil` when a response body is neither JSON nor
  /// UTF-8 text, which a fixture cannot state.
  package static func text(_ fixtures: [Fixture]) -> String? {
    var objects: [[String]] = []
    for fixture in fixtures {
      guard let lines = lines(of: fixture) else { return nil }
      objects.append(lines)
    }
    if objects.count == 1 { return objects[0].joined(separator: "\n") + "\n" }
    let items = objects.map { lines in lines.map { "  " + $0 }.joined(separator: "\n") }
    return "[\n" + items.joined(separator: ",\n") + "\n]\n"
  }

  /// One fixture's object, a line per member.
  private static func lines(of fixture: Fixture) -> [String]? {
    var members = [("request", block(request(fixture.request)))]
    switch fixture.outcome {
    case .error(let kind):
      members.append(("error", [quoted(kind.rawValue)]))
      members.append(("latencyMs", [milliseconds(fixture.latency)]))
    case .response(let response):
      guard let fields = self.response(response, latency: fixture.latency) else { return nil }
      members.append(("response", block(fields)))
    }
    return block(members)
  }

  private static func request(_ request: Fixture.Request) -> [(String, [String])] {
    var fields = [("method", [quoted(request.method)]), ("path", [quoted(request.path)])]
    if let query = request.query { fields.append(("query", [queryObject(query).canonicalText])) }
    if let body = request.body { fields.append(("body", [body.canonicalText])) }
    return fields
  }

  private static func response(_ response: HTTPResponse, latency: Duration)
    -> [(String, [String])]?
  {
    var fields = [("status", [String(response.statusCode)])]
    if latency > .zero { fields.append(("latencyMs", [milliseconds(latency)])) }
    var headers = response.headers
    let body: (key: String, text: String)?
    if response.body.isEmpty {
      body = nil
    } else if let json = try? JSONValue(parsing: Array(response.body), path: "") {
      body = ("body", json.canonicalText)
      if headers.count(where: { isContentType($0.key) }) == 1,
        headers.first(where: { isContentType($0.key) })?.value == "application/json"
      {
        headers = headers.filter { !isContentType($0.key) }
      }
    } else if let text = String(validating: response.body, as: UTF8.self) {
      body = ("bodyText", quoted(text))
    } else {
      return nil
    }
    if !headers.isEmpty {
      let object = JSONValue.object(headers.mapValues { JSONValue.string($0) })
      fields.append(("headers", [object.canonicalText]))
    }
    if let body { fields.append((body.key, [body.text])) }
    return fields
  }

  /// Query items as the format's object: a value, `null` for an item without `=`, or an array
  /// for a name given more than once.
  private static func queryObject(_ items: [Fixture.QueryItem]) -> JSONValue {
    var values: [String: [JSONValue]] = [:]
    for item in items {
      values[item.name, default: []].append(item.value.map { .string($0) } ?? .null)
    }
    return .object(values.mapValues { $0.count == 1 ? $0[0] : .array($0) })
  }

  /// `{`, each member as `"key": value` indented, `}`; a member's value may take several lines.
  private static func block(_ members: [(String, [String])]) -> [String] {
    var lines = ["{"]
    for (index, (key, value)) in members.enumerated() {
      let comma = index == members.count - 1 ? "" : ","
      var valueLines = value
      valueLines[0] = "  " + quoted(key) + ": " + valueLines[0]
      for line in valueLines.indices.dropFirst() { valueLines[line] = "  " + valueLines[line] }
      valueLines[valueLines.count - 1] += comma
      lines += valueLines
    }
    return lines + ["}"]
  }

  private static func quoted(_ text: String) -> String {
    JSONValue.string(text).canonicalText
  }

  private static func milliseconds(_ duration: Duration) -> String {
    String(TimeFormat.milliseconds(duration))
  }

  private static func isContentType(_ name: String) -> Bool {
    name.lowercased() == "content-type"
  }
}
