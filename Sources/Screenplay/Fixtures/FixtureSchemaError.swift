/// A fixture file that is valid JSON but not a valid fixture. Rendered to sentences in
/// ``message`` and ``hint`` only.
enum FixtureSchemaError: Error, Sendable, Hashable {
  /// The file's value is neither a fixture object nor an array of them.
  case notAFixture(found: String)
  /// An element of the file's array is not an object.
  case elementNotAFixture(number: Int, found: String)
  /// The file holds `[]`.
  case emptyArray
  /// A key the format does not know, inside `context` (`a fixture`, `'request'`, `'response'`).
  case unknownKey(String, context: String, known: [String])
  /// A required key is missing from `context`.
  case missingKey(String, context: String, example: String)
  /// A value of the wrong JSON type.
  case wrongType(key: String, expected: String, found: JSONValue)
  /// Neither `response` nor `error`.
  case missingOutcome
  /// Both `response` and `error`.
  case bothOutcomes
  /// An `error` that is not a known transport error.
  case unknownError(String)
  /// A top-level `latencyMs` beside a `response`.
  case latencyOutsideResponse
  /// A `latencyMs` that is not a whole number of milliseconds, 0 or more.
  case invalidLatency(String)
  /// A `status` outside 100…599 or not an integer.
  case invalidStatus(String)
  /// A `method` that is not a word.
  case invalidMethod(String)
  /// A `path` that does not start with `/`.
  case pathWithoutSlash(String)
  /// A `path` with `?` in it.
  case pathWithQuery(String)
  /// Both `body` and `bodyText` in a response.
  case bodyAndBodyText
  /// A store write outcome that does not exist.
  case unknownWrite(String)
  /// A key whose starting value an earlier store fixture of the log gives.
  case storeValueTwice(key: String, first: String)
  /// A suite an earlier store fixture of the log seeds.
  case storeSuiteTwice(suite: String, first: String)
  /// How writes go, which an earlier store fixture of the log says.
  case storeWritesTwice(first: String)

  /// What is wrong, as a sentence fragment.
  var message: String {
    switch self {
    case .notAFixture(let found): "expected a fixture object or an array of them, found \(found)"
    case .elementNotAFixture(let number, let found):
      "fixture #\(number) must be an object, found \(found)"
    case .emptyArray: "the file holds no fixtures"
    case .unknownKey(let key, let context, _): "unknown key '\(key)' in \(context)"
    case .missingKey(let key, let context, _): "\(context) has no '\(key)'"
    case .wrongType(let key, let expected, let found):
      "'\(key)' must be \(expected), found \(found.kindDescription)"
    case .missingOutcome: "the fixture has neither 'response' nor 'error'"
    case .bothOutcomes: "the fixture has both 'response' and 'error'"
    case .unknownError(let text): "unknown error '\(text)'"
    case .latencyOutsideResponse: "'latencyMs' belongs inside 'response' when the fixture has one"
    case .invalidLatency(let text): "invalid latency \(text)"
    case .invalidStatus(let text): "invalid HTTP status \(text)"
    case .invalidMethod(let text): "invalid HTTP method '\(text)'"
    case .pathWithoutSlash(let path): "the request path '\(path)' does not start with '/'"
    case .pathWithQuery(let path): "the request path '\(path)' contains a query"
    case .bodyAndBodyText: "the response has both 'body' and 'bodyText'"
    case .unknownWrite(let text): "unknown store write '\(text)'"
    case .storeValueTwice(let key, let first):
      "'\(key)' already has a starting value in store fixture '\(first)'"
    case .storeSuiteTwice(let suite, let first):
      "suite '\(suite)' is already seeded by store fixture '\(first)'"
    case .storeWritesTwice(let first): "store fixture '\(first)' already says how writes go"
    }
  }

  /// What to do about it.
  var hint: String {
    switch self {
    case .notAFixture, .elementNotAFixture:
      #"a fixture is {"request": {"method": "GET", "path": "/"}, "response": {"status": 200}}"#
    case .emptyArray: "add a fixture to the array, or remove the file from `fixtures:` in the log"
    case .unknownKey(let key, _, let known): Self.keyHint(key, known: known)
    case .missingKey(let key, _, let example): "add \"\(key)\": \(example)"
    case .wrongType(_, _, let found): Self.typeHint(found)
    case .missingOutcome: #"add "response": {"status": 200} or "error": "offline""#
    case .bothOutcomes: "keep one: a fixture answers with a response or fails with an error"
    case .unknownError(let text): Self.errorHint(text)
    case .latencyOutsideResponse: "move \"latencyMs\" into the \"response\" object"
    case .invalidLatency: "write a whole number of milliseconds, 0 or more: \"latencyMs\": 1500"
    case .invalidStatus: "use a status code from 100 to 599, such as 200 or 404"
    case .invalidMethod: "write a method such as \"GET\" or \"POST\""
    case .pathWithoutSlash: "write only the URL's path, without scheme and host, such as \"/login\""
    case .pathWithQuery: #"move the query items into "query", such as "query": {"page": "2"}"#
    case .bodyAndBodyText: "keep \"body\" for JSON or \"bodyText\" for raw text, not both"
    case .unknownWrite(let text): Self.writeHint(text)
    case .storeValueTwice: "give each key its starting value in one of the log's store fixtures"
    case .storeSuiteTwice: "put the suite's values in one of the log's store fixtures"
    case .storeWritesTwice:
      "state \"writes\" and \"latencyMs\" in one of the log's store fixtures"
    }
  }

  private static func keyHint(_ key: String, known: [String]) -> String {
    let list = "the keys here are " + known.joined(separator: ", ")
    guard let near = Suggestion.nearest(to: key, among: known) else { return list }
    return "did you mean '\(near)'? \(list)"
  }

  private static func typeHint(_ found: JSONValue) -> String {
    guard case .string(let text) = found, JSONNumber(text) != nil else {
      return "see Docs/FixtureFormat.md for each key's type"
    }
    return "write the number without quotes: \(text)"
  }

  private static func writeHint(_ text: String) -> String {
    let known = StoreFixture.Write.allCases.map(\.rawValue)
    let list = "the store writes are " + known.joined(separator: ", ")
    guard let near = Suggestion.nearest(to: text, among: known) else { return list }
    return "did you mean '\(near)'? \(list)"
  }

  private static func errorHint(_ text: String) -> String {
    let known = Fixture.ErrorKind.allCases.map(\.rawValue)
    let list = "the errors are " + known.joined(separator: ", ")
    guard let near = Suggestion.nearest(to: text, among: known) else { return list }
    return "did you mean '\(near)'? \(list)"
  }
}

extension FixtureSchemaError {
  /// The error with every text taken from the fixture file cut to an ``Excerpt``, so neither its
  /// message nor its hint (nor a "did you mean" search) is longer than the bound allows.
  var excerpted: FixtureSchemaError {
    switch self {
    case .unknownKey(let key, let context, let known):
      .unknownKey(Excerpt.of(key), context: context, known: known)
    case .wrongType(let key, let expected, .string(let text)):
      .wrongType(key: key, expected: expected, found: .string(Excerpt.of(text)))
    case .unknownError(let text): .unknownError(Excerpt.of(text))
    case .invalidLatency(let text): .invalidLatency(Excerpt.of(text))
    case .invalidStatus(let text): .invalidStatus(Excerpt.of(text))
    case .invalidMethod(let text): .invalidMethod(Excerpt.of(text))
    case .pathWithoutSlash(let path): .pathWithoutSlash(Excerpt.of(path))
    case .pathWithQuery(let path): .pathWithQuery(Excerpt.of(path))
    case .unknownWrite(let text): .unknownWrite(Excerpt.of(text))
    default: self
    }
  }
}
