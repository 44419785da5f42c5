/// Everything that can be wrong in an event log, rendered to sentences in this file and its
/// `+Hint` companion only (the catalogue in `Docs/EventLogFormat.md` lists them all).
///
/// No problem carries the text of a field's value: the parser can't know which fields a screen
/// declares secret, so a value is never quoted, however malformed its line. The vocabulary's
/// problems know, and quote only values of fields that aren't secret.
enum EventLogProblem: Error, Hashable {
  // Any line.
  case invalidUTF8(UInt8)
  case controlCharacter(Unicode.Scalar)

  // The first line.
  case emptyLog
  case missingMagic
  case missingVersion
  case invalidVersion(String)
  case versionTooOld(String)
  case versionTooNew(String)
  case unexpectedAfterVersion(String)

  // Headers.
  case unknownHeader(String)
  case missingColon(String)
  case duplicateHeader(String, firstLine: Int)
  case headerAfterEvents(String, firstEventLine: Int)
  case missingScreenHeader
  case missingScreenName
  case invalidScreenName(String)
  case emptyFixtureName
  case invalidFixtureName(String)
  case fixtureNameWithExtension(String)
  case emptyDefaults

  // Times and event names.
  case missingTime(before: String)
  case timeWithoutUnit(String)
  case invalidTime(String)
  case timeTooLarge(String)
  case timeGoesBack(Duration, previous: Duration, previousLine: Int)
  case missingEventName
  case fieldBeforeEvent(String)
  case invalidEventName(String)

  // Fields and values.
  case expectedField
  case spaceBeforeEquals(String)
  case spaceAfterEquals(String)
  case missingFieldName
  case invalidFieldName(String)
  case duplicateField(String, firstColumn: Int)
  case missingValue(String)
  case invalidValue(field: String)
  case integerOutOfRange(field: String)
  case numberOutOfRange(field: String)
  case unterminatedString(field: String)
  case unknownEscape(field: String)
  case invalidUnicodeEscape(field: String)
  case textAfterString(field: String)

  // The screen's vocabulary.
  case unknownEvent(String, known: [String])
  case unknownField(String, event: String, known: [String])
  case missingField(FieldSpec, event: String)
  case wrongKind(field: String, event: String, expected: FieldKind, got: LogValue)

  /// What is wrong, as a sentence fragment.
  var message: String {
    headerMessage ?? lineMessage ?? valueMessage ?? vocabularyMessage ?? ""
  }

  /// The diagnostic for this problem at `path:line:column`. Text quoted from the log is cut to
  /// an ``Excerpt``, and its control and invisible characters show as `\u{…}` escapes, so the
  /// message is short, safe to print, and shows them.
  func diagnostic(path: String, line: Int, column: Int) -> Diagnostic {
    let shown = excerpted
    return Diagnostic(
      path: path, line: line, column: column, message: LogValue.visible(shown.message),
      hint: LogValue.visible(shown.hint))
  }

  private var headerMessage: String? {
    switch self {
    case .invalidUTF8(let byte): "the log is not valid UTF-8: byte \(Self.hex(byte))"
    case .controlCharacter(let scalar): "control character \(scalar.codePoint) in the log"
    case .emptyLog: "the log is empty"
    case .missingMagic: "expected '\(LogSyntax.magic) \(EventLog.currentVersion)' as the first line"
    case .missingVersion: "missing the format version after '\(LogSyntax.magic)'"
    case .invalidVersion(let text): "format version '\(text)' is not a number"
    case .versionTooOld(let text): "format version \(text) does not exist"
    case .versionTooNew(let text): "format version \(text) was written by a newer Screenplay"
    case .unexpectedAfterVersion(let text): "unexpected '\(text)' after the format version"
    case .unknownHeader(let key): "unknown header '\(key)'"
    case .missingColon(let key): "missing ':' after header '\(key)'"
    case .duplicateHeader(let key, _): "duplicate header '\(key):'"
    case .headerAfterEvents(let key, _): "header '\(key):' comes after the first event"
    case .missingScreenHeader: "missing the 'screen:' header"
    case .missingScreenName: "missing the screen name after 'screen:'"
    case .invalidScreenName(let name): "invalid screen name '\(name)'"
    case .emptyFixtureName: "empty fixture name"
    case .emptyDefaults: "'defaults:' states no value"
    case .invalidFixtureName(let name): "invalid fixture name '\(name)'"
    case .fixtureNameWithExtension(let name): "fixture name '\(name)' includes '.json'"
    default: nil
    }
  }

  private var lineMessage: String? {
    switch self {
    case .missingTime(let name): "missing the time before '\(name)'"
    case .timeWithoutUnit(let text): "time '\(text)' has no unit"
    case .invalidTime(let text): "invalid time '\(text)'"
    case .timeTooLarge(let text): "time '\(text)' is too large"
    case .timeGoesBack(let time, let previous, let line):
      "time \(TimeFormat.seconds(time)) is before the previous event's time"
        + " \(TimeFormat.seconds(previous)) (line \(line))"
    case .missingEventName: "missing the event name after the time"
    case .fieldBeforeEvent(let field): "missing the event name before field '\(field)'"
    case .invalidEventName(let name): "invalid event name '\(name)'"
    default: nil
    }
  }

  private var valueMessage: String? {
    switch self {
    case .expectedField: "expected a field 'name=value', found no '='"
    case .spaceBeforeEquals(let field): "unexpected space before '=' in field '\(field)'"
    case .spaceAfterEquals(let field): "unexpected space after '=' in field '\(field)'"
    case .missingFieldName: "missing the field name before '='"
    case .invalidFieldName(let name): "invalid field name '\(name)'"
    case .duplicateField(let field, _): "duplicate field '\(field)'"
    case .missingValue(let field): "missing the value of field '\(field)'"
    case .invalidValue(let field): "invalid value for field '\(field)'"
    case .integerOutOfRange(let field): "the integer in field '\(field)' is out of range"
    case .numberOutOfRange(let field): "the number in field '\(field)' is out of range"
    case .unterminatedString(let field): "unterminated string in field '\(field)'"
    case .unknownEscape(let field): "unknown escape in the string of field '\(field)'"
    case .invalidUnicodeEscape(let field):
      "invalid Unicode escape in the string of field '\(field)'"
    case .textAfterString(let field): "unexpected text after the closing quote of field '\(field)'"
    default: nil
    }
  }

  private var vocabularyMessage: String? {
    switch self {
    case .unknownEvent(let name, _): "unknown event '\(name)'"
    case .unknownField(let field, let event, _): "unknown field '\(field)' for event '\(event)'"
    case .missingField(let field, let event): "missing field '\(field.name)' for event '\(event)'"
    case .wrongKind(let field, let event, let expected, let got):
      "field '\(field)' of '\(event)' expects \(Self.describe(expected)), got "
        + (expected == .secret ? Self.describeKind(of: got) : Self.describe(got))
    default: nil
    }
  }

  private static func describe(_ kind: FieldKind) -> String {
    switch kind {
    case .string, .secret: "a string"
    case .int: "an integer"
    case .decimal: "a number"
    case .bool: "a Boolean"
    }
  }

  /// `0xFF`.
  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "0x" + (digits.count < 2 ? "0" : "") + digits
  }

  /// `an integer`: what a value is, without the value (a secret field's).
  private static func describeKind(of value: LogValue) -> String {
    switch value {
    case .string, .secret: "a string"
    case .int: "an integer"
    case .decimal: "a number"
    case .bool: "a Boolean"
    }
  }

  private static func describe(_ value: LogValue) -> String {
    switch value {
    case .string: "the string \(value.written(maskingSecrets: true))"
    case .secret: "a secret string"
    case .int: "the integer \(value.written(maskingSecrets: true))"
    case .decimal: "the number \(value.written(maskingSecrets: true))"
    case .bool: "the Boolean \(value.written(maskingSecrets: true))"
    }
  }
}

/// A problem found at a column of the line being read; the reader adds the path and line.
struct LogFailure: Error {
  /// What is wrong.
  var problem: EventLogProblem
  /// Where, counting from 1 in characters.
  var column: Int

  /// A failure of `problem` at `column`.
  init(_ problem: EventLogProblem, column: Int) {
    self.problem = problem
    self.column = column
  }
}
