/// Why a JSON text could not be read, and where. Rendered to sentences in ``message`` and
/// ``hint`` only.
struct JSONParseError: Error, Sendable, Hashable {
  /// What went wrong.
  enum Kind: Sendable, Hashable {
    /// A value was expected; `found` describes what was there.
    case expectedValue(found: String)
    /// A bare word such as `True`, `undefined` or `hello` where a value was expected.
    case unknownWord(String)
    /// A member name was expected after `{` or `,`.
    case expectedName(found: String)
    /// A `:` was expected after the member name.
    case expectedColon(name: String, found: String)
    /// A `,` or `}` was expected after the value of member `name`.
    case expectedCommaOrBrace(name: String, found: String)
    /// A `,` or `]` was expected after an array element.
    case expectedCommaOrBracket(found: String)
    /// A `,` directly before `}` or `]`.
    case trailingComma(closing: Character)
    /// A string with no closing quote on its line.
    case unterminatedString
    /// A raw control character (other than a line break) inside a string.
    case controlCharacter(UInt8)
    /// A backslash followed by something JSON does not know.
    case invalidEscape(String)
    /// A `\u` escape that is not four hex digits or is a lone surrogate.
    case invalidUnicodeEscape
    /// A string whose bytes are not UTF-8.
    case invalidUTF8
    /// Something that starts like a number but is not a JSON number.
    case invalidNumber(String)
    /// The same member name twice in one object.
    case duplicateName(String, firstLine: Int, firstColumn: Int)
    /// More text after the value.
    case trailingContent(found: String)
    /// Arrays and objects nested too deep to be a fixture.
    case tooDeep(limit: Int)
  }

  /// What went wrong.
  var kind: Kind
  /// The byte offset it was found at.
  var offset: Int

  /// The problem, as a sentence fragment.
  var message: String {
    switch kind {
    case .expectedValue(let found): "expected a JSON value, found \(found)"
    case .unknownWord(let word): "expected a JSON value, found '\(word)'"
    case .expectedName(let found): "expected a member name in double quotes, found \(found)"
    case .expectedColon(let name, let found):
      "expected ':' after member name '\(name)', found \(found)"
    case .expectedCommaOrBrace(let name, let found):
      "expected ',' or '}' after the value of '\(name)', found \(found)"
    case .expectedCommaOrBracket(let found):
      "expected ',' or ']' after an array element, found \(found)"
    case .trailingComma(let closing): "trailing ',' before '\(closing)'"
    case .unterminatedString: "unterminated string"
    case .controlCharacter(let byte): "raw control character \(Self.hex(byte)) in a string"
    case .invalidEscape(let escape): "invalid escape '\\\(escape)' in a string"
    case .invalidUnicodeEscape: "invalid '\\u' escape in a string"
    case .invalidUTF8: "the string is not valid UTF-8"
    case .invalidNumber(let text): "invalid number '\(text)'"
    case .duplicateName(let name, _, _): "duplicate member '\(name)'"
    case .trailingContent(let found): "unexpected \(found) after the JSON value"
    case .tooDeep(let limit): "arrays and objects nested more than \(limit) deep"
    }
  }

  /// What to do about it.
  var hint: String {
    switch kind {
    case .expectedValue(let found): Self.valueHint(found: found)
    case .unknownWord(let word): Self.wordHint(word)
    case .expectedName(let found): Self.nameHint(found: found)
    case .expectedColon: "write a member as \"name\": value"
    case .expectedCommaOrBrace(let name, let found):
      found == "'\"'"
        ? "add a ',' after the value of '\(name)' to start the next member"
        : "separate members with ',' and close the object with '}'"
    case .expectedCommaOrBracket: "separate elements with ',' and close the array with ']'"
    case .trailingComma(let closing):
      "JSON allows no ',' after the last item; remove it before '\(closing)'"
    case .unterminatedString:
      "close the string with '\"' on the line where it starts; write a line break as \\n"
    case .controlCharacter: "write a tab as \\t and other control characters as \\u00XX"
    case .invalidEscape, .invalidUnicodeEscape:
      "the escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX (four hex digits)"
    case .invalidUTF8: "save the file as UTF-8"
    case .invalidNumber:
      "write numbers like 12, -3.5 or 1e6: no leading zeros, no '+', digits on both sides of '.'"
    case .duplicateName(_, let line, let column):
      "the first is at line \(line), column \(column); keep one of them"
    case .trailingContent:
      "a file holds one JSON value; to hold several, put them in an array: [ …, … ]"
    case .tooDeep: "flatten the value"
    }
  }

  private static func valueHint(found: String) -> String {
    switch found {
    case "'''": "JSON strings use double quotes: \"text\""
    case "the end of the file":
      "the text ends before the value does; is a '}', ']' or value missing?"
    default: "a value is \"text\", a number, true, false, null, an object { … } or an array [ … ]"
    }
  }

  private static func wordHint(_ word: String) -> String {
    let lower = word.lowercased()
    if ["true", "false", "null"].contains(lower) { return "write it in lower case: \(lower)" }
    if ["nan", "infinity", "undefined", "nil", "none"].contains(lower) {
      return "JSON has no '\(word)'; use null, or a string"
    }
    return "write text in double quotes: \"\(word)\""
  }

  private static func nameHint(found: String) -> String {
    if found == "'''" { return "JSON member names use double quotes: \"name\"" }
    if found.hasPrefix("'"), found.count > 3 { return "put the name in double quotes" }
    return "write a member as \"name\": value"
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: 4 - digits.count) + digits
  }

  /// The error as a diagnostic in the file displayed as `path`, whose bytes are `bytes`.
  func diagnostic(path: String, bytes: [UInt8]) -> Diagnostic {
    let (line, column) = JSONSourcePosition.lineAndColumn(in: bytes, at: offset)
    return Diagnostic(path: path, line: line, column: column, message: message, hint: hint)
  }
}
