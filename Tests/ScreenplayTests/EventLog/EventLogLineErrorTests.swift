import Testing

@testable import Screenplay

/// The exact message for the first mistake in a log whose third line is `event`.
private func failure(event: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
  let error = #expect(throws: Diagnostic.self, sourceLocation: sourceLocation) {
    try EventLogParser.parse(
      "screenplay-log 1\nscreen: SignIn\n\(event)\n", path: "Tests/EventLogs/SignIn/x.log")
  }
  return error?.description
}

@Suite struct EventLogLineErrorTests {
  @Test func rejectsAnEventWithoutItsTime() {
    #expect(
      failure(event: "signIn.tap") == """
        Tests/EventLogs/SignIn/x.log:3:1: error: missing the time before 'signIn.tap'
          hint: start each event line with its virtual time, such as '1.5s signIn.tap'
        """)
  }

  @Test func rejectsATimeWithoutAUnit() {
    #expect(
      failure(event: "250 signIn.tap") == """
        Tests/EventLogs/SignIn/x.log:3:1: error: time '250' has no unit
          hint: write seconds with up to 3 decimals, such as '1.5s', or whole milliseconds, such as '250ms'
        """)
  }

  @Test(arguments: ["1.2345s", "1.5ms", "-1s", ".5s", "1.s", "1,5s", "1h"])
  func rejectsMalformedTimes(time: String) {
    #expect(
      failure(event: "  \(time) signIn.tap") == """
        Tests/EventLogs/SignIn/x.log:3:3: error: invalid time '\(time)'
          hint: write seconds with up to 3 decimals, such as '1.5s', or whole milliseconds, such as '250ms'
        """)
  }

  @Test(arguments: ["99999999999999999999ms", "9223372036854775.808s"])
  func rejectsTimesBeyondTheLargestDuration(time: String) {
    #expect(
      failure(event: "\(time) signIn.tap") == """
        Tests/EventLogs/SignIn/x.log:3:1: error: time '\(time)' is too large
          hint: times go up to 9223372036854775807ms
        """)
  }

  @Test func rejectsATimeBeforeThePreviousEventsTime() {
    #expect(
      failure(event: "1.5s a.tap\n\n1s b.tap") == """
        Tests/EventLogs/SignIn/x.log:5:1: error: time 1.000s is before the previous event's time 1.500s (line 3)
          hint: keep events in time order: move this line, or give it a time of 1.500s or later
        """)
  }

  @Test func rejectsATimeWithoutAnEvent() {
    #expect(
      failure(event: "1.5s   # nothing") == """
        Tests/EventLogs/SignIn/x.log:3:5: error: missing the event name after the time
          hint: write '<time> <event> [<field>=<value> ...]', such as '1.5s signIn.tap'
        """)
  }

  @Test func rejectsFieldsWithoutAnEventName() {
    #expect(
      failure(event: "1s text=\"x\"") == """
        Tests/EventLogs/SignIn/x.log:3:4: error: missing the event name before field 'text'
          hint: write the event name between the time and its fields: '<time> <event> text=…'
        """)
  }

  @Test func rejectsAnEventNameWithOtherCharacters() {
    #expect(
      failure(event: "1s sign$In.tap") == """
        Tests/EventLogs/SignIn/x.log:3:4: error: invalid event name 'sign$In.tap'
          hint: event names use letters, digits, '.', '_' and '-', such as 'signIn.tap'
        """)
  }

  @Test func rejectsAWordThatIsNotAField() {
    #expect(
      failure(event: "1s email.type \"x\"") == """
        Tests/EventLogs/SignIn/x.log:3:15: error: expected a field 'name=value', found no '='
          hint: write fields as name=value, such as text="hello" or count=3
        """)
  }

  @Test func rejectsASpaceBeforeTheEqualsSign() {
    let expected = """
      Tests/EventLogs/SignIn/x.log:3:19: error: unexpected space before '=' in field 'text'
        hint: write the field without spaces around '=': text=…
      """
    #expect(failure(event: "1s email.type text =\"x\"") == expected)
    #expect(failure(event: "1s email.type text = \"x\"") == expected)
  }

  @Test func rejectsASpaceAfterTheEqualsSign() {
    #expect(
      failure(event: "1s email.type text= \"x\"") == """
        Tests/EventLogs/SignIn/x.log:3:20: error: unexpected space after '=' in field 'text'
          hint: write the field without spaces around '=': text=…
        """)
  }

  @Test func rejectsAFieldWithoutAName() {
    #expect(
      failure(event: "1s email.type =\"x\"") == """
        Tests/EventLogs/SignIn/x.log:3:15: error: missing the field name before '='
          hint: write fields as name=value, such as text="hello" or count=3
        """)
  }

  @Test func rejectsAFieldNameWithOtherCharacters() {
    #expect(
      failure(event: "1s email.type te$t=\"x\"") == """
        Tests/EventLogs/SignIn/x.log:3:15: error: invalid field name 'te$t'
          hint: field names use letters, digits, '.', '_' and '-'
        """)
  }

  @Test func rejectsAFieldWrittenTwiceAtTheSecondOne() {
    #expect(
      failure(event: "1s email.type text=\"a\" text=\"b\"") == """
        Tests/EventLogs/SignIn/x.log:3:24: error: duplicate field 'text'
          hint: 'text' is already set at column 15: keep one
        """)
  }

  @Test func rejectsAFieldWithoutAValue() {
    let expected = """
      Tests/EventLogs/SignIn/x.log:3:20: error: missing the value of field 'text'
        hint: write a value after '=': text in quotes ("hello"), a number (42, -1.5), true or false
      """
    #expect(failure(event: "1s email.type text=") == expected)
    #expect(failure(event: "1s email.type text= count=3") == expected)
  }

  @Test func rejectsAnUnquotedWordAsAValueWithoutQuotingIt() {
    #expect(
      failure(event: "1s email.type text=hello") == """
        Tests/EventLogs/SignIn/x.log:3:20: error: invalid value for field 'text'
          hint: write text in quotes (text="…"), numbers as 42 or -1.5, Booleans as true or false
        """)
    #expect(
      failure(event: "1s remember.set on=True") == """
        Tests/EventLogs/SignIn/x.log:3:20: error: invalid value for field 'on'
          hint: write text in quotes (on="…"), numbers as 42 or -1.5, Booleans as true or false
        """)
  }

  @Test func rejectsAnIntegerOutOfRange() {
    #expect(
      failure(event: "1s stepper.set count=9223372036854775808") == """
        Tests/EventLogs/SignIn/x.log:3:22: error: the integer in field 'count' is out of range
          hint: integers range from -9223372036854775808 to 9223372036854775807
        """)
  }

  @Test func rejectsANegativeIntegerOutOfRange() {
    #expect(
      failure(event: "1s stepper.set count=-9223372036854775809") == """
        Tests/EventLogs/SignIn/x.log:3:22: error: the integer in field 'count' is out of range
          hint: integers range from -9223372036854775808 to 9223372036854775807
        """)
  }

  @Test func rejectsANumberOutOfRange() {
    #expect(
      failure(event: "1s map.zoom scale=1e999") == """
        Tests/EventLogs/SignIn/x.log:3:19: error: the number in field 'scale' is out of range
          hint: numbers range from -1.8e308 to 1.8e308
        """)
  }

  @Test func rejectsAnUnterminatedStringAtItsOpeningQuote() {
    let expected = """
      Tests/EventLogs/SignIn/x.log:3:20: error: unterminated string in field 'text'
        hint: close it with '"'; write a quote inside a string as \\"
      """
    #expect(failure(event: "1s email.type text=\"abc # not a comment") == expected)
    #expect(failure(event: "1s email.type text=\"abc\\\"") == expected)
    #expect(failure(event: "1s email.type text=\"abc\\") == expected)
  }

  @Test func rejectsAnUnknownEscape() {
    #expect(
      failure(event: #"1s email.type text="a\qb""#) == #"""
        Tests/EventLogs/SignIn/x.log:3:22: error: unknown escape in the string of field 'text'
          hint: the escapes are \" \\ \n \t and \u{…}; write a backslash as \\
        """#)
  }

  @Test(arguments: [#"\u{D800}"#, #"\u{110000}"#, #"\u{}"#, #"\u{123456789}"#, #"\u1F600"#])
  func rejectsAUnicodeEscapeThatNamesNoScalar(escape: String) {
    #expect(
      failure(event: "1s email.type text=\"\(escape)\"") == #"""
        Tests/EventLogs/SignIn/x.log:3:21: error: invalid Unicode escape in the string of field 'text'
          hint: write 1 to 8 hex digits naming a Unicode scalar, such as \u{1F600}
        """#)
  }

  @Test func rejectsTextRightAfterAClosingQuote() {
    #expect(
      failure(event: "1s email.type text=\"a\"b") == #"""
        Tests/EventLogs/SignIn/x.log:3:23: error: unexpected text after the closing quote of field 'text'
          hint: separate fields with spaces; write a quote inside a string as \"
        """#)
  }

  /// A field may be secret, and the parser doesn't know the screen's fields: no message or hint
  /// quotes what a malformed line gives as a value.
  @Test(arguments: [
    "1s password.type text=hunter2", "1s password.type hunter2", "1s password.type \"hunter2\"",
    "1s password.type text=\"hunter2\"2", "1s password.type text=\"hunter2\\q\"",
    "1s password.type text=\"hunter2\\u{hunter2}\"", "1s password.type \"hunter2\" =x",
    "text=hunter2 password.type", "\"hunter2\" password.type", "1s \"hunter2\"",
    "1s password.type\"hunter2\"", "1s pin.type text=99999999999999999999hunter2",
    "1s pin.type text=1e999999", "1s pin.type text=99999999999999999999999",
  ])
  func neverQuotesAValue(event: String) throws {
    let message = try #require(failure(event: event))
    #expect(!message.contains("hunter2"))
    #expect(!message.contains("99999999999999999999"))
    #expect(!message.contains("1e999999"))
  }

  @Test func quotesANameOnlyUpToWhereAValueStarts() {
    #expect(
      failure(event: "text=hunter2 password.type") == """
        Tests/EventLogs/SignIn/x.log:3:1: error: invalid time 'text…'
          hint: write seconds with up to 3 decimals, such as '1.5s', or whole milliseconds, such as '250ms'
        """)
    #expect(
      failure(event: "1s password.type\"hunter2\"") == """
        Tests/EventLogs/SignIn/x.log:3:4: error: invalid event name 'password.type…'
          hint: event names use letters, digits, '.', '_' and '-', such as 'signIn.tap'
        """)
    #expect(
      failure(event: "1s password.type \"hunter2\" =x") == """
        Tests/EventLogs/SignIn/x.log:3:27: error: unexpected space before '=' in field '…'
          hint: write the field without spaces around '=': …=…
        """)
  }
}
