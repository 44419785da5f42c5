/// Compares a received request with a fixture's request, by the rules in
/// `Docs/FixtureFormat.md`: method (ignoring case) and path equal; query items equal as a set;
/// body equal as JSON; a missing `query` or `body` means the request must have none. A query
/// value or body value written as the mask, `"•••"`, matches any value (a secret a recording
/// kept out of the file).
enum FixtureMatcher {
  /// Every way `request` differs from `fixture`; empty when it matches.
  static func differences(_ fixture: Fixture.Request, _ request: ReceivedRequest)
    -> [RequestDifference]
  {
    var differences: [RequestDifference] = []
    if fixture.method.uppercased() != request.method {
      differences.append(.method(expected: fixture.method, got: request.method))
    }
    if fixture.path != request.path {
      differences.append(.path(expected: fixture.path, got: request.path))
    }
    differences += queryDifferences(fixture.query ?? [], request.query)
    differences += bodyDifferences(fixture.body, request.body)
    return differences
  }

  /// Whether `fixture` answers `request`: ``differences(_:_:)`` would be empty. Decided without
  /// building the differences, as every request of a run is matched.
  static func matches(_ fixture: Fixture.Request, _ request: ReceivedRequest) -> Bool {
    guard fixture.method == request.method || fixture.method.uppercased() == request.method,
      fixture.path == request.path
    else { return false }
    let query = fixture.query ?? []
    guard
      query.isEmpty && request.query.isEmpty || query.sorted() == request.query.sorted()
        || query.contains(where: { $0.value == Redaction.mask })
          && queryDifferences(query, request.query).isEmpty
    else { return false }
    switch (fixture.body, request.body) {
    case (nil, .none): return true
    case (let expected?, .json(let value)): return expected == value || matches(expected, value)
    default: return false
    }
  }

  /// Whether `value` is `expected`, where the mask in `expected` matches any value.
  private static func matches(_ expected: JSONValue, _ value: JSONValue) -> Bool {
    switch (expected, value) {
    case (.string(Redaction.mask), _): return true
    case (.array(let wanted), .array(let sent)):
      return wanted.count == sent.count && zip(wanted, sent).allSatisfy(matches)
    case (.object(let wanted), .object(let sent)):
      return wanted.count == sent.count
        && wanted.allSatisfy { name, member in sent[name].map { matches(member, $0) } ?? false }
    default: return expected == value
    }
  }

  /// How many of method, path, query and body match: the closeness of a fixture.
  static func matchingComponents(_ differences: [RequestDifference]) -> Int {
    RequestDifference.Component.allCases.count - Set(differences.map(\.component)).count
  }

  // MARK: Query

  private static func queryDifferences(
    _ expected: [Fixture.QueryItem], _ got: [Fixture.QueryItem]
  ) -> [RequestDifference] {
    let expected = expected.sorted()
    let got = got.sorted()
    guard expected != got else { return [] }
    let names = Set(expected.map(\.name)).union(got.map(\.name)).sorted()
    return names.compactMap { name in
      let wanted = expected.filter { $0.name == name }.map(\.value)
      let sent = got.filter { $0.name == name }.map(\.value)
      guard wanted != sent, !matchesMasked(wanted, sent) else { return nil }
      return .queryItem(name: name, expected: wanted, got: sent)
    }
  }

  /// Whether the values sent for a name are those wanted, each masked one standing for any.
  private static func matchesMasked(_ wanted: [String?], _ sent: [String?]) -> Bool {
    guard wanted.count == sent.count, wanted.contains(Redaction.mask) else { return false }
    var left = sent
    for value in wanted where value != Redaction.mask {
      guard let index = left.firstIndex(of: value) else { return false }
      left.remove(at: index)
    }
    return true
  }

  // MARK: Body

  private static func bodyDifferences(
    _ expected: JSONValue?, _ got: ReceivedRequest.Body
  ) -> [RequestDifference] {
    switch (expected, got) {
    case (nil, .none): return []
    case (_, .notJSON(let byteCount)):
      return [.bodyNotJSON(expected: expected, byteCount: byteCount)]
    case (let expected?, .none): return [.body(path: .root, expected: expected, got: nil)]
    case (nil, .json(let value)): return [.body(path: .root, expected: nil, got: value)]
    case (let expected?, .json(let value)): return jsonDifferences(expected, value, at: .root)
    }
  }

  /// Structural differences between two JSON values, outermost first, members in name order.
  static func jsonDifferences(_ expected: JSONValue, _ got: JSONValue, at path: JSONPath)
    -> [RequestDifference]
  {
    guard expected != got, expected != .string(Redaction.mask) else { return [] }
    switch (expected, got) {
    case (.object(let wanted), .object(let sent)):
      return memberDifferences(wanted, sent, at: path)
    case (.array(let wanted), .array(let sent)):
      var differences: [RequestDifference] = []
      for index in 0..<min(wanted.count, sent.count) {
        differences += jsonDifferences(wanted[index], sent[index], at: path.appending(index))
      }
      if wanted.count != sent.count {
        differences.append(.bodyCount(path: path, expected: wanted.count, got: sent.count))
      }
      return differences
    default:
      return [.body(path: path, expected: expected, got: got)]
    }
  }

  private static func memberDifferences(
    _ wanted: [String: JSONValue], _ sent: [String: JSONValue], at path: JSONPath
  ) -> [RequestDifference] {
    var union = wanted
    union.merge(sent) { first, _ in first }
    var differences: [RequestDifference] = []
    for name in JSONValue.sortedNames(union) {
      let memberPath = path.appending(name)
      switch (wanted[name], sent[name]) {
      case (let expected?, let got?): differences += jsonDifferences(expected, got, at: memberPath)
      case (let expected, let got):
        differences.append(.body(path: memberPath, expected: expected, got: got))
      }
    }
    return differences
  }
}
