extension FixtureDecoder {
  /// The keys of a fixture's `request` object.
  static let requestKeys = ["method", "path", "query", "body"]

  /// The `request` object at `node`.
  func request(_ node: Int) throws(Diagnostic) -> Fixture.Request {
    let members = try object(
      node, key: "request", context: "'request'", known: Self.requestKeys)
    let method = try method(members["method"], of: node)
    let urlPath = try urlPath(members["path"], of: node)
    var query: [Fixture.QueryItem]?
    if let queryNode = members["query"] {
      query = try self.query(queryNode)
    }
    let body = members["body"]
    return Fixture.Request(
      method: method, path: urlPath, query: query, body: body.map(tape.value),
      canonicalBody: body.map(tape.canonicalBytes))
  }

  private func method(_ node: Int?, of request: Int) throws(Diagnostic) -> String {
    guard let node else {
      throw failure(.missingKey("method", context: "'request'", example: "\"GET\""), at: request)
    }
    let text = try string(node, key: "method")
    guard let method = Self.uppercasedWord(text) else {
      throw failure(.invalidMethod(text), at: node)
    }
    return method
  }

  /// `text` in capitals if it is a word of ASCII letters, else `nil`. Read as bytes, since every
  /// fixture's method is read (an idiom of the hot path: see "Performance idioms" in
  /// Docs/Design.md).
  private static func uppercasedWord(_ text: String) -> String? {
    var text = text
    return text.withUTF8 { bytes -> String? in
      guard bytes.count > 0 else { return nil }
      var index = 0
      while index < bytes.count {
        guard ASCII.isLetter(bytes[index]) else { return nil }
        index += 1
      }
      return String(unsafeUninitializedCapacity: bytes.count) { capital in
        var index = 0
        while index < bytes.count {
          capital[index] = bytes[index] & 0xDF  // a letter's lowercase bit cleared
          index += 1
        }
        return bytes.count
      }
    }
  }

  private func urlPath(_ node: Int?, of request: Int) throws(Diagnostic) -> String {
    guard let node else {
      throw failure(.missingKey("path", context: "'request'", example: "\"/\""), at: request)
    }
    let text = try string(node, key: "path")
    guard text.hasPrefix("/") else { throw failure(.pathWithoutSlash(text), at: node) }
    // Hot path: see "Performance idioms" in Docs/Design.md.
    var path = text
    let hasQuery = path.withUTF8 { bytes in
      var index = 0
      while index < bytes.count, bytes[index] != 0x3F { index += 1 }  // '?'
      return index < bytes.count
    }
    guard !hasQuery else { throw failure(.pathWithQuery(text), at: node) }
    return text
  }

  /// `query`: an object whose values are strings, numbers, Booleans, `null` (an item without
  /// `=`), or arrays of those for a repeated item. Items come back sorted; they are checked in
  /// the order of their names.
  private func query(_ node: Int) throws(Diagnostic) -> [Fixture.QueryItem] {
    guard tape.nodes[node].kind == .object else {
      throw wrongType(node, key: "query", expected: "an object")
    }
    let members = tape.members(of: node).map { (name: tape.string($0.name), value: $0.value) }
    var items: [Fixture.QueryItem] = []
    for (name, value) in members.sorted(by: { $0.name < $1.name }) {
      guard tape.nodes[value].kind == .array else {
        items.append(try queryItem(name, value))
        continue
      }
      for element in tape.elements(of: value) {
        items.append(try queryItem(name, element))
      }
    }
    return items.sorted()
  }

  private func queryItem(_ name: String, _ node: Int) throws(Diagnostic) -> Fixture.QueryItem {
    switch tape.nodes[node].kind {
    case .string: return Fixture.QueryItem(name: name, value: tape.string(node))
    case .number: return Fixture.QueryItem(name: name, value: tape.number(node).literal)
    case .true: return Fixture.QueryItem(name: name, value: "true")
    case .false: return Fixture.QueryItem(name: name, value: "false")
    case .null: return Fixture.QueryItem(name: name, value: nil)
    case .array, .object:
      let expected = "a string, number, Boolean, null, or an array of them"
      throw wrongType(node, key: name, expected: expected)
    }
  }
}
