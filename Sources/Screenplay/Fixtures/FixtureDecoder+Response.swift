import Foundation
import ScreenplaySeams

extension FixtureDecoder {
  /// The keys of a fixture's `response` object.
  static let responseKeys = ["status", "latencyMs", "headers", "body", "bodyText"]

  /// The `response` object at `node`, and its latency.
  func response(_ node: Int) throws(Diagnostic) -> (Fixture.Outcome, Duration) {
    let members = try object(
      node, key: "response", context: "'response'", known: Self.responseKeys)
    let status = try status(members["status"], of: node)
    var headers = try headers(members["headers"])
    let body = try body(members)
    if members["body"] != nil, !headers.keys.contains(where: Self.isContentType) {
      headers["Content-Type"] = "application/json"
    }
    var latency = Duration.zero
    if let latencyNode = members["latencyMs"] {
      latency = try self.latency(latencyNode)
    }
    let response = HTTPResponse(statusCode: status, headers: headers, body: body)
    return (.response(response), latency)
  }

  private static func isContentType(_ name: String) -> Bool {
    name.lowercased() == "content-type"
  }

  private func status(_ node: Int?, of response: Int) throws(Diagnostic) -> Int {
    guard let node else {
      throw failure(.missingKey("status", context: "'response'", example: "200"), at: response)
    }
    guard tape.nodes[node].kind == .number else {
      throw wrongType(node, key: "status", expected: "a number")
    }
    let number = tape.number(node)
    guard let status = number.intValue, (100...599).contains(status) else {
      throw failure(.invalidStatus(number.literal), at: node)
    }
    return status
  }

  /// The headers, each checked in the order written.
  private func headers(_ node: Int?) throws(Diagnostic) -> [String: String] {
    guard let node else { return [:] }
    guard tape.nodes[node].kind == .object else {
      throw wrongType(node, key: "headers", expected: "an object")
    }
    let count = tape.nodes[node].count
    var headers: [String: String] = [:]
    var member = node + 1
    var walked = 0
    while walked < count {
      let name = tape.string(member)
      headers[name] = try string(member + 1, key: name)
      member = tape.nextMember(after: member)
      walked += 1
    }
    return headers
  }

  /// The body bytes: `body` in canonical JSON, `bodyText` as UTF-8, or nothing.
  private func body(_ members: Members) throws(Diagnostic) -> Data {
    switch (members["body"], members["bodyText"]) {
    case (.some, .some):
      throw failure(.bodyAndBodyText, at: members.nameNode("bodyText") ?? JSONTape.root)
    case (.some(let json), nil):
      return tape.canonicalData(json)
    case (nil, .some(let text)):
      return Data(try string(text, key: "bodyText").utf8)
    case (nil, nil):
      return Data()
    }
  }
}
