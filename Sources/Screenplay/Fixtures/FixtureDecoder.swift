/// Turns a parsed fixture file into fixtures, checking it against the format in
/// `Docs/FixtureFormat.md`; every error points at the key or value at fault.
///
/// It reads the file's ``JSONTape``: values are nodes of the tape, so each is found where it
/// lies, and a message's line and column come from the node itself.
struct FixtureDecoder {
  /// The keys of a fixture object.
  static let fixtureKeys = ["request", "response", "error", "latencyMs"]

  let tape: JSONTape
  /// The file's name without `.json`.
  let name: String
  /// The file as displayed in messages.
  let path: String

  /// The fixtures of the file: one for an object, one per element (named `name#1`, …) for an
  /// array.
  func fixtures() throws(Diagnostic) -> [Fixture] {
    let root = JSONTape.root
    switch tape.nodes[root].kind {
    case .object:
      return [try fixture(root, name: name)]
    case .array:
      let elements = tape.elements(of: root)
      guard !elements.isEmpty else { throw failure(.emptyArray, at: root) }
      var fixtures: [Fixture] = []
      var number = 1
      for element in elements {
        guard tape.nodes[element].kind == .object else {
          let error = FixtureSchemaError.elementNotAFixture(
            number: number, found: tape.value(element).kindDescription)
          throw failure(error, at: element)
        }
        fixtures.append(try fixture(element, name: "\(name)#\(number)"))
        number += 1
      }
      return fixtures
    default:
      throw failure(.notAFixture(found: tape.value(root).kindDescription), at: root)
    }
  }

  private func fixture(_ node: Int, name: String) throws(Diagnostic) -> Fixture {
    let members = try object(
      node, key: "fixture", context: "a fixture", known: Self.fixtureKeys)
    guard let requestNode = members["request"] else {
      let example = #"{"method": "GET", "path": "/"}"#
      throw failure(.missingKey("request", context: "the fixture", example: example), at: node)
    }
    let request = try self.request(requestNode)
    let (outcome, latency) = try outcomeAndLatency(members, of: node)
    return Fixture(
      name: name, path: self.path, request: request, outcome: outcome, latency: latency)
  }

  private func outcomeAndLatency(_ members: Members, of node: Int) throws(Diagnostic) -> (
    Fixture.Outcome, Duration
  ) {
    switch (members["response"], members["error"]) {
    case (nil, nil):
      throw failure(.missingOutcome, at: node)
    case (.some, .some):
      throw failure(.bothOutcomes, at: members.nameNode("error") ?? node)
    case (.some(let response), nil):
      if let latencyName = members.nameNode("latencyMs") {
        throw failure(.latencyOutsideResponse, at: latencyName)
      }
      return try self.response(response)
    case (nil, .some(let error)):
      let kind = try errorKind(error)
      let latency = try members["latencyMs"].map { value throws(Diagnostic) in
        try self.latency(value)
      }
      return (.error(kind), latency ?? .zero)
    }
  }

  private func errorKind(_ node: Int) throws(Diagnostic) -> Fixture.ErrorKind {
    let text = try string(node, key: "error")
    guard let kind = Fixture.ErrorKind(rawValue: text) else {
      throw failure(.unknownError(text), at: node)
    }
    return kind
  }

  /// A latency in whole milliseconds, 0 or more.
  func latency(_ node: Int) throws(Diagnostic) -> Duration {
    guard tape.nodes[node].kind == .number else {
      throw wrongType(node, key: "latencyMs", expected: "a number")
    }
    let number = tape.number(node)
    guard let milliseconds = number.intValue, milliseconds >= 0 else {
      throw failure(.invalidLatency(number.literal), at: node)
    }
    return TimeFormat.duration(milliseconds: Int64(milliseconds))
  }

  // MARK: Shared checks

  /// An object's members as the decoder reads them: each name, with the nodes of the name and
  /// of the value, in the order written.
  struct Members {
    /// One member: its name, and the nodes of the name and of the value.
    struct Entry {
      var name: String
      var nameNode: Int
      var value: Int
    }

    var entries: [Entry] = []

    /// The value of the member `name`, if there is one.
    subscript(name: String) -> Int? {
      entry(name)?.value
    }

    /// The node of the name of the member `name`, if there is one.
    func nameNode(_ name: String) -> Int? {
      entry(name)?.nameNode
    }

    private func entry(_ name: String) -> Entry? {
      var position = 0
      while position < entries.count {
        if entries[position].name == name { return entries[position] }
        position += 1
      }
      return nil
    }
  }

  /// The members of the object at `node`, after checking it has no key outside `known`: the
  /// first one written that isn't is the error.
  func object(_ node: Int, key: String, context: String, known: [String]) throws(Diagnostic)
    -> Members
  {
    guard tape.nodes[node].kind == .object else {
      throw wrongType(node, key: key, expected: "an object")
    }
    let count = tape.nodes[node].count
    var members = Members()
    members.entries.reserveCapacity(count)
    // A loop over the tape, member by member (an idiom of the hot path: see "Performance idioms" in
    // Docs/Design.md).
    var member = node + 1
    while members.entries.count < count {
      let name = tape.string(member)
      guard NameList.contains(name, in: known) else {
        throw failure(.unknownKey(name, context: context, known: known), at: member)
      }
      members.entries.append(Members.Entry(name: name, nameNode: member, value: member + 1))
      member = tape.nextMember(after: member)
    }
    return members
  }

  /// The string at `node`, or an error naming `key`.
  func string(_ node: Int, key: String) throws(Diagnostic) -> String {
    guard tape.nodes[node].kind == .string else {
      throw wrongType(node, key: key, expected: "a string")
    }
    return tape.string(node)
  }

  /// The error for the value at `node`, of the wrong type for `key`.
  func wrongType(_ node: Int, key: String, expected: String) -> Diagnostic {
    failure(.wrongType(key: key, expected: expected, found: tape.value(node)), at: node)
  }

  /// `error` as a diagnostic where the node at `node` starts: a value, or a member's name.
  func failure(_ error: FixtureSchemaError, at node: Int) -> Diagnostic {
    let (line, column) = tape.location(node)
    let shown = error.excerpted
    return Diagnostic(
      path: self.path, line: line, column: column, message: shown.message, hint: shown.hint)
  }
}
