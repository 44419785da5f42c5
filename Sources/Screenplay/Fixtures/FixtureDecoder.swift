/// Turns a parsed fixture file into fixtures, checking it against the format in
/// `Docs/FixtureFormat.md`; every error points at the key or value at fault.
struct FixtureDecoder {
  /// The keys of a fixture object.
  static let fixtureKeys = ["request", "response", "error", "latencyMs"]

  let document: JSONDocument
  /// The file's name without `.json`.
  let name: String
  /// The file as displayed in messages.
  let path: String

  /// The fixtures of the file: one for an object, one per element (named `name#1`, …) for an
  /// array.
  func fixtures() throws(Diagnostic) -> [Fixture] {
    switch document.root {
    case .object:
      return [try fixture(document.root, at: .root, name: name)]
    case .array(let elements):
      guard !elements.isEmpty else { throw failure(.emptyArray, at: .root) }
      var fixtures: [Fixture] = []
      for (index, element) in elements.enumerated() {
        let elementPath = JSONPath.root.appending(index)
        guard case .object = element else {
          let error = FixtureSchemaError.elementNotAFixture(
            number: index + 1, found: element.kindDescription)
          throw failure(error, at: elementPath)
        }
        fixtures.append(try fixture(element, at: elementPath, name: "\(name)#\(index + 1)"))
      }
      return fixtures
    case let other:
      throw failure(.notAFixture(found: other.kindDescription), at: .root)
    }
  }

  private func fixture(_ value: JSONValue, at path: JSONPath, name: String) throws(Diagnostic)
    -> Fixture
  {
    let members = try object(
      value, at: path, key: "fixture", context: "a fixture", known: Self.fixtureKeys)
    guard let requestValue = members["request"] else {
      let example = #"{"method": "GET", "path": "/"}"#
      throw failure(.missingKey("request", context: "the fixture", example: example), at: path)
    }
    let request = try self.request(requestValue, at: path.appending("request"))
    let (outcome, latency) = try outcomeAndLatency(members, at: path)
    return Fixture(
      name: name, path: self.path, request: request, outcome: outcome, latency: latency)
  }

  private func outcomeAndLatency(
    _ members: [String: JSONValue], at path: JSONPath
  ) throws(Diagnostic) -> (Fixture.Outcome, Duration) {
    switch (members["response"], members["error"]) {
    case (nil, nil):
      throw failure(.missingOutcome, at: path)
    case (.some, .some):
      throw failure(.bothOutcomes, atKey: path.appending("error"))
    case (.some(let value), nil):
      if members["latencyMs"] != nil {
        throw failure(.latencyOutsideResponse, atKey: path.appending("latencyMs"))
      }
      return try response(value, at: path.appending("response"))
    case (nil, .some(let value)):
      let kind = try errorKind(value, at: path.appending("error"))
      let latency = try members["latencyMs"].map { value throws(Diagnostic) in
        try self.latency(value, at: path.appending("latencyMs"))
      }
      return (.error(kind), latency ?? .zero)
    }
  }

  private func errorKind(_ value: JSONValue, at path: JSONPath) throws(Diagnostic)
    -> Fixture.ErrorKind
  {
    let text = try string(value, at: path, key: "error")
    guard let kind = Fixture.ErrorKind(rawValue: text) else {
      throw failure(.unknownError(text), at: path)
    }
    return kind
  }

  /// A latency in whole milliseconds, 0 or more.
  func latency(_ value: JSONValue, at path: JSONPath) throws(Diagnostic) -> Duration {
    guard case .number(let number) = value else {
      throw failure(.wrongType(key: "latencyMs", expected: "a number", found: value), at: path)
    }
    guard let milliseconds = number.intValue, milliseconds >= 0 else {
      throw failure(.invalidLatency(number.literal), at: path)
    }
    return .milliseconds(milliseconds)
  }

  // MARK: Shared checks

  /// The members of `value`, the object at `path`, after checking it has no key outside `known`.
  func object(
    _ value: JSONValue, at path: JSONPath, key: String, context: String, known: [String]
  ) throws(Diagnostic) -> [String: JSONValue] {
    guard case .object(let members) = value else {
      throw failure(.wrongType(key: key, expected: "an object", found: value), at: path)
    }
    // A plain loop: a debug build ran `filter` and `contains` through generic calls and a
    // closure for every member of every fixture.
    var unknown: [String] = []
    for name in members.keys where !Self.isKnown(name, among: known) { unknown.append(name) }
    guard let first = firstWritten(unknown, in: path) else { return members }
    throw failure(
      .unknownKey(first, context: context, known: known), atKey: path.appending(first))
  }

  /// Of `names`, members of the object at `path`, the one written first in the file; the file
  /// is parsed again for where its names are only when there is one to find.
  private func firstWritten(_ names: [String], in path: JSONPath) -> String? {
    guard !names.isEmpty else { return nil }
    let keys = document.locations.keys
    return names.min { keys[path.appending($0)] ?? .max < keys[path.appending($1)] ?? .max }
  }

  private static func isKnown(_ name: String, among known: [String]) -> Bool {
    var index = 0
    while index < known.count {
      if known[index] == name { return true }
      index += 1
    }
    return false
  }

  /// `value` as a string, or an error naming `key`.
  func string(_ value: JSONValue, at path: JSONPath, key: String) throws(Diagnostic) -> String {
    guard case .string(let text) = value else {
      throw failure(.wrongType(key: key, expected: "a string", found: value), at: path)
    }
    return text
  }

  /// `error` as a diagnostic at the value at `path`.
  func failure(_ error: FixtureSchemaError, at path: JSONPath) -> Diagnostic {
    let (line, column) = document.location(ofValueAt: path)
    let shown = error.excerpted
    return Diagnostic(
      path: self.path, line: line, column: column, message: shown.message, hint: shown.hint)
  }

  /// `error` as a diagnostic at the name of the member at `path`.
  func failure(_ error: FixtureSchemaError, atKey path: JSONPath) -> Diagnostic {
    let (line, column) = document.location(ofKeyAt: path)
    let shown = error.excerpted
    return Diagnostic(
      path: self.path, line: line, column: column, message: shown.message, hint: shown.hint)
  }
}
