extension FixtureDecoder {
  /// The keys of a fixture's `request` object.
  static let requestKeys = ["method", "path", "query", "body"]

  /// The `request` object at `path`.
  func request(_ value: JSONValue, at path: JSONPath) throws(Diagnostic) -> Fixture.Request {
    let members = try object(
      value, at: path, key: "request", context: "'request'", known: Self.requestKeys)
    let method = try method(members["method"], at: path)
    let urlPath = try urlPath(members["path"], at: path)
    var query: [Fixture.QueryItem]?
    if let queryValue = members["query"] {
      query = try self.query(queryValue, at: path.appending("query"))
    }
    return Fixture.Request(method: method, path: urlPath, query: query, body: members["body"])
  }

  private func method(_ value: JSONValue?, at requestPath: JSONPath) throws(Diagnostic) -> String {
    guard let value else {
      throw failure(
        .missingKey("method", context: "'request'", example: "\"GET\""), at: requestPath)
    }
    let path = requestPath.appending("method")
    let text = try string(value, at: path, key: "method")
    let isWord =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) }
    guard isWord else { throw failure(.invalidMethod(text), at: path) }
    return text.uppercased()
  }

  private func urlPath(_ value: JSONValue?, at requestPath: JSONPath) throws(Diagnostic) -> String {
    guard let value else {
      throw failure(.missingKey("path", context: "'request'", example: "\"/\""), at: requestPath)
    }
    let path = requestPath.appending("path")
    let text = try string(value, at: path, key: "path")
    guard text.hasPrefix("/") else { throw failure(.pathWithoutSlash(text), at: path) }
    guard !text.contains("?") else { throw failure(.pathWithQuery(text), at: path) }
    return text
  }

  /// `query`: an object whose values are strings, numbers, Booleans, `null` (an item without
  /// `=`), or arrays of those for a repeated item. Items come back sorted.
  private func query(_ value: JSONValue, at path: JSONPath) throws(Diagnostic) -> [Fixture
    .QueryItem]
  {
    guard case .object(let members) = value else {
      throw failure(.wrongType(key: "query", expected: "an object", found: value), at: path)
    }
    var items: [Fixture.QueryItem] = []
    for name in members.keys.sorted() {
      let itemPath = path.appending(name)
      switch members[name] ?? .null {
      case .array(let elements):
        for (index, element) in elements.enumerated() {
          items.append(try queryItem(name, element, at: itemPath.appending(index)))
        }
      case let single:
        items.append(try queryItem(name, single, at: itemPath))
      }
    }
    return items.sorted()
  }

  private func queryItem(_ name: String, _ value: JSONValue, at path: JSONPath) throws(Diagnostic)
    -> Fixture.QueryItem
  {
    switch value {
    case .string(let text): return Fixture.QueryItem(name: name, value: text)
    case .number(let number): return Fixture.QueryItem(name: name, value: number.literal)
    case .bool(let flag): return Fixture.QueryItem(name: name, value: flag ? "true" : "false")
    case .null: return Fixture.QueryItem(name: name, value: nil)
    default:
      let expected = "a string, number, Boolean, null, or an array of them"
      throw failure(.wrongType(key: name, expected: expected, found: value), at: path)
    }
  }
}
