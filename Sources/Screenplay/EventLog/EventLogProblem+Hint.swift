extension EventLogProblem {
  /// What to do about the problem.
  var hint: String {
    headerHint ?? lineHint ?? valueHint ?? vocabularyHint ?? ""
  }

  private static let firstLine = "'\(LogSyntax.magic) \(EventLog.currentVersion)'"
  private static let nameCharacters = "letters, digits, '.', '_' and '-'"
  private static let timeForms =
    "seconds with up to 3 decimals, such as '1.5s', or whole milliseconds, such as '250ms'"
  private static let fieldForm = "write fields as name=value, such as text=\"hello\" or count=3"
  private static let quoteInString = "write a quote inside a string as \\\""

  private var headerHint: String? {
    switch self {
    case .invalidUTF8: "save the log as UTF-8 text"
    case .controlCharacter(let scalar):
      "remove it: a log is text, where only spaces and tabs separate parts; inside a string"
        + " write it as an escape, such as \\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    case .emptyLog:
      "start it with \(Self.firstLine), then 'screen: <Screen>' and one event per line"
    case .missingMagic:
      "start every log with \(Self.firstLine), the format version, before its headers"
    case .missingVersion, .invalidVersion: "write \(Self.firstLine)"
    case .versionTooOld: "versions start at 1: write \(Self.firstLine)"
    case .versionTooNew:
      "this Screenplay reads versions up to \(EventLog.currentVersion): update it to replay this log"
    case .unexpectedAfterVersion:
      "the first line is just \(Self.firstLine); start comments with '#'"
    case .unknownHeader(let key): Self.headerSuggestion(for: key)
    case .missingColon(let key): "write it as '\(key): …'"
    case .duplicateHeader(let key, let line): "'\(key):' is already set on line \(line): keep one"
    case .headerAfterEvents(_, let line): "move it above line \(line), before the first event"
    default: fixtureOrScreenHint
    }
  }

  private var fixtureOrScreenHint: String? {
    switch self {
    case .missingScreenHeader:
      "add 'screen: <Screen>' after \(Self.firstLine), naming the scene the log drives"
    case .missingScreenName: "write the scene's name, such as 'screen: SignIn'"
    case .invalidScreenName: "use \(Self.nameCharacters), such as 'screen: SignIn'"
    case .emptyFixtureName:
      "separate fixture names with single commas, such as"
        + " 'fixtures: sign-in-success, sign-in-offline'"
    case .emptyDefaults:
      "write each starting value as key=value, such as 'defaults: onboardingSeen=true',"
        + " or remove the header"
    case .invalidFixtureName:
      "fixture names are file names under Tests/Fixtures/<Screen>/ without '.json':"
        + " use \(Self.nameCharacters)"
    case .fixtureNameWithExtension(let name):
      "write it without the extension: '\(name.dropLast(".json".count))'"
    default: nil
    }
  }

  private var lineHint: String? {
    switch self {
    case .missingTime(let name):
      "start each event line with its virtual time, such as '1.5s \(name)'"
    case .timeWithoutUnit, .invalidTime: "write \(Self.timeForms)"
    case .timeTooLarge: "times go up to \(Int64.max)ms"
    case .timeGoesBack(_, let previous, _):
      "keep events in time order: move this line, or give it a time of"
        + " \(TimeFormat.seconds(previous)) or later"
    case .missingEventName:
      "write '<time> <event> [<field>=<value> ...]', such as '1.5s signIn.tap'"
    case .fieldBeforeEvent(let field):
      "write the event name between the time and its fields: '<time> <event> \(field)=…'"
    case .invalidEventName: "event names use \(Self.nameCharacters), such as 'signIn.tap'"
    default: nil
    }
  }

  private var valueHint: String? {
    switch self {
    case .expectedField, .missingFieldName: Self.fieldForm
    case .spaceBeforeEquals(let field), .spaceAfterEquals(let field):
      "write the field without spaces around '=': \(field)=…"
    case .invalidFieldName: "field names use \(Self.nameCharacters)"
    case .duplicateField(let field, let column):
      "'\(field)' is already set at column \(column): keep one"
    case .missingValue:
      "write a value after '=': text in quotes (\"hello\"), a number (42, -1.5), true or false"
    case .invalidValue(let field):
      "write text in quotes (\(field)=\"…\"), numbers as 42 or -1.5, Booleans as true or false"
    case .integerOutOfRange: "integers range from \(Int.min) to \(Int.max)"
    case .numberOutOfRange: "numbers range from -1.8e308 to 1.8e308"
    default: stringHint
    }
  }

  private var stringHint: String? {
    switch self {
    case .unterminatedString: "close it with '\"'; \(Self.quoteInString)"
    case .unknownEscape: "the escapes are \\\" \\\\ \\n \\t and \\u{…}; write a backslash as \\\\"
    case .invalidUnicodeEscape:
      "write 1 to 8 hex digits naming a Unicode scalar, such as \\u{1F600}"
    case .textAfterString: "separate fields with spaces; \(Self.quoteInString)"
    default: nil
    }
  }

  private var vocabularyHint: String? {
    switch self {
    case .unknownEvent(let name, let known):
      Suggestion.hint(for: name, among: known)
        ?? (known.isEmpty
          ? "this screen declares no events" : "the known events are \(Self.list(known))")
    case .unknownField(let field, let event, let known):
      Suggestion.hint(for: field, among: known)
        ?? (known.isEmpty ? "'\(event)' takes no fields" : "'\(event)' takes \(Self.list(known))")
    case .missingField(let field, _): "add \(Self.example(field)) to the line"
    case .wrongKind(let field, _, let expected, let got):
      Self.kindHint(field: field, expected: expected, got: got)
    default: nil
    }
  }

  private static func headerSuggestion(for key: String) -> String {
    let headers = LogSyntax.headers.map { $0 + ":" }
    return Suggestion.hint(for: key + ":", among: headers)
      ?? "the headers are \(list(headers))"
  }

  private static func kindHint(field: String, expected: FieldKind, got: LogValue) -> String {
    if expected == .secret { return "write it in quotes: \(field)=\"…\"" }
    if expected == .string {
      return "write it in quotes: \(field)=\(LogValue.quoted(got.written(maskingSecrets: true)))"
    }
    if case .string(let text) = got, let literal = LogValueParser.literal(text),
      expected.accepting(literal) != nil
    {
      return "write it without quotes: \(field)=\(text)"
    }
    switch expected {
    case .int: return "write an integer, such as \(field)=3"
    case .decimal: return "write a number, such as \(field)=1.5"
    default: return "write true or false, such as \(field)=true"
    }
  }

  private static func example(_ field: FieldSpec) -> String {
    switch field.kind {
    case .string, .secret: "\(field.name)=\"…\""
    case .int: "\(field.name)=0"
    case .decimal: "\(field.name)=0.0"
    case .bool: "\(field.name)=false"
    }
  }

  /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
  private static func list(_ names: [String]) -> String {
    let quoted = names.map { "'\($0)'" }
    guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " and " + last
  }
}
