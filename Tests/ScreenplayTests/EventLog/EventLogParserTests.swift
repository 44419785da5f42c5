import Testing

@testable import Screenplay

private let path = "Tests/EventLogs/SignIn/success.log"

private func parse(_ text: String) throws(Diagnostic) -> EventLog {
  try EventLogParser.parse(text, path: path)
}

@Suite struct EventLogParserTests {
  @Test func readsEveryFormOfTimeAsItsMilliseconds() throws {
    let times = [
      "0s", "0.05s", "0.5s", "1.25s", "1.250s", "012.5s", "13s", "13001ms", "999999999999999ms",
      "9999999999999999ms", "999999999999999.999s", "9223372036854775.807s",
      "9223372036854775807ms",
    ]
    let text = times.map { "\($0) a.tap" }.joined(separator: "\n")
    let log = try parse("screenplay-log 1\nscreen: SignIn\n" + text + "\n")
    #expect(
      log.entries.map(\.time)
        == [
          0, 50, 500, 1250, 1250, 12500, 13000, 13001, 999_999_999_999_999,
          9_999_999_999_999_999, 999_999_999_999_999_999, .max, .max,
        ].map { Duration.milliseconds($0) })
  }

  @Test func readsHeadersEventsTimesAndFieldsWithTheirPositions() throws {
    let log = try parse(
      """
      # Johnny signs in with the right password.
      screenplay-log 1   # the format version
      screen: SignIn
      fixtures: sign-in-success, sign-in-wrong-password

      0.000s  email.type     text="johnny@gmail.com"
      250ms   password.type  text="password"   # trailing comment
        # an indented comment
      1.5s    signIn.tap
      2s      alert.dismiss
      """)
    #expect(log.path == path)
    #expect(log.version == 1)
    #expect(log.screen == "SignIn")
    #expect(log.fixtures == ["sign-in-success", "sign-in-wrong-password"])
    #expect(log.fixturesLine == 4)
    #expect(
      log.entries == [
        LogEntry(
          time: .zero, event: "email.type",
          fields: [LogField(name: "text", value: .string("johnny@gmail.com"), column: 24)],
          line: 6, column: 9),
        LogEntry(
          time: .milliseconds(250), event: "password.type",
          fields: [LogField(name: "text", value: .string("password"), column: 24)],
          line: 7, column: 9),
        LogEntry(time: .milliseconds(1500), event: "signIn.tap", line: 9, column: 9),
        LogEntry(time: .seconds(2), event: "alert.dismiss", line: 10, column: 9),
      ])
  }

  @Test func acceptsALogWithoutFixturesOrEvents() throws {
    let log = try parse("screenplay-log 1\nscreen: SignIn\n")
    #expect(log == EventLog(path: path, screen: "SignIn", screenLine: 2, screenColumn: 9))
  }

  @Test func recordsTheLineOfAnEmptyFixturesHeader() throws {
    let log = try parse("screenplay-log 1\nscreen: SignIn\nfixtures:\n")
    #expect(log.fixtures == [])
    #expect(log.fixturesLine == 3)
  }

  @Test func acceptsHeadersInEitherOrderWithOrWithoutSpaces() throws {
    let log = try parse("screenplay-log 1\nfixtures:a,b\t,c\nscreen :SignIn\n")
    #expect(log.screen == "SignIn")
    #expect(log.fixtures == ["a", "b", "c"])
  }

  @Test func readsEveryKindOfValue() throws {
    let log = try parse(
      """
      screenplay-log 1
      screen: SignIn
      0s form.fill a=-3 b=42 c=1.5 d=true e=false f="" g=-0.25 h=1e3 i=007
      """)
    let values = log.entries.first?.fields.map(\.value)
    #expect(
      values == [
        .int(-3), .int(42), .decimal(1.5), .bool(true), .bool(false), .string(""),
        .decimal(-0.25), .decimal(1000), .int(7),
      ])
  }

  @Test func unescapesQuotesBackslashesLineBreaksTabsAndUnicode() throws {
    let log = try parse(
      #"""
      screenplay-log 1
      screen: SignIn
      0s email.type text="a\"b\\c\nd\te\u{1F600}\u{e9} # not a comment"
      """#)
    #expect(log.entries.first?.fields.first?.value == .string("a\"b\\c\nd\te😀é # not a comment"))
  }

  @Test func separatesWithTabsAndKeepsSpacesInsideStrings() throws {
    let log = try parse("screenplay-log 1\nscreen: SignIn\n\t1s\temail.type\ttext=\"a b\tc\"\n")
    #expect(log.entries.first?.event == "email.type")
    #expect(log.entries.first?.fields.first?.value == .string("a b\tc"))
  }

  @Test func acceptsEqualTimesInARow() throws {
    let log = try parse("screenplay-log 1\nscreen: SignIn\n1s a.tap\n1000ms b.tap\n1.000s c.tap\n")
    #expect(log.entries.map(\.time) == [.seconds(1), .seconds(1), .seconds(1)])
  }

  @Test func readsSecondsWithUpToThreeDecimalsAndWholeMilliseconds() throws {
    let log = try parse(
      "screenplay-log 1\nscreen: SignIn\n0s a\n0.25s a\n0.5s a\n1.125s a\n1200ms a\n3600s a\n")
    let millis = log.entries.map { TimeFormat.milliseconds($0.time) }
    #expect(millis == [0, 250, 500, 1125, 1200, 3_600_000])
  }

  @Test func readsWindowsLineBreaksAndIgnoresAByteOrderMark() throws {
    let log = try parse("\u{FEFF}screenplay-log 1\r\nscreen: SignIn\r\n\r\n0s a.tap\r\n")
    #expect(log.screen == "SignIn")
    #expect(log.entries == [LogEntry(time: .zero, event: "a.tap", line: 4, column: 4)])
  }

  @Test func countsColumnsInCharactersNotBytesOrScalars() throws {
    // "e\u{301}" is one character written as two scalars; "😀" is one character of 4 bytes.
    let log = try parse(
      "screenplay-log 1\nscreen: SignIn\n0s a.type text=\"e\u{301}😀\" other=\"x\"\n")
    #expect(log.entries.first?.fields.map(\.column) == [11, 21])
  }

  @Test func readsAQuoteFollowedByACombiningMarkAsAQuote() throws {
    let log = try parse("screenplay-log 1\nscreen: SignIn\n0s a.type text=\"\u{301}x\"\n")
    #expect(log.entries.first?.fields.first?.value == .string("\u{301}x"))
  }

  @Test func acceptsUnicodeLettersInNamesSoTheVocabularyCanSuggestTheRightOne() throws {
    let log = try parse("screenplay-log 1\nscreen: SignIn\n0s émail.type\n")
    #expect(log.entries.first?.event == "émail.type")
  }
}
