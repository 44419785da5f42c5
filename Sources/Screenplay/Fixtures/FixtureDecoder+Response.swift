import Foundation
import ScreenplaySeams

extension FixtureDecoder {
  /// The keys of a fixture's `response` object.
  static let responseKeys = ["status", "latencyMs", "headers", "body", "bodyText"]

  /// The `response` object at `path`, and its latency.
  func response(_ value: JSONValue, at path: JSONPath) throws(Diagnostic) -> (
    Fixture.Outcome, Duration
  ) {
    let members = try object(
      value, at: path, key: "response", context: "'response'", known: Self.responseKeys)
    let status = try status(members["status"], at: path)
    var headers = try headers(members["headers"], at: path.appending("headers"))
    let body = try body(members, at: path)
    if members["body"] != nil, !headers.keys.contains(where: Self.isContentType) {
      headers["Content-Type"] = "application/json"
    }
    var latency = Duration.zero
    if let latencyValue = members["latencyMs"] {
      latency = try self.latency(latencyValue, at: path.appending("latencyMs"))
    }
    let response = HTTPResponse(statusCode: status, headers: headers, body: body)
    return (.response(response), latency)
  }

  private static func isContentType(_ name: String) -> Bool {
    name.lowercased() == "content-type"
  }

  private func status(_ value: JSONValue?, at responsePath: JSONPath) throws(Diagnostic) -> Int {
    guard let value else {
      throw failure(.missingKey("status", context: "'response'", example: "200"), at: responsePath)
    }
    let path = responsePath.appending("status")
    guard case .number(let number) = value else {
      throw failure(.wrongType(key: "status", expected: "a number", found: value), at: path)
    }
    guard let status = number.intValue, (100...599).contains(status) else {
      throw failure(.invalidStatus(number.literal), at: path)
    }
    return status
  }

  private func headers(_ value: JSONValue?, at path: JSONPath) throws(Diagnostic) -> [String:
    String]
  {
    guard let value else { return [:] }
    guard case .object(let members) = value else {
      throw failure(.wrongType(key: "headers", expected: "an object", found: value), at: path)
    }
    var headers: [String: String] = [:]
    for (name, member) in members {
      headers[name] = try string(member, at: path.appending(name), key: name)
    }
    return headers
  }

  /// The body bytes: `body` in canonical JSON, `bodyText` as UTF-8, or nothing.
  private func body(_ members: [String: JSONValue], at path: JSONPath) throws(Diagnostic) -> Data {
    switch (members["body"], members["bodyText"]) {
    case (.some, .some):
      throw failure(.bodyAndBodyText, atKey: path.appending("bodyText"))
    case (.some(let json), nil):
      return json.canonicalData
    case (nil, .some(let textValue)):
      return Data(try string(textValue, at: path.appending("bodyText"), key: "bodyText").utf8)
    case (nil, nil):
      return Data()
    }
  }
}
