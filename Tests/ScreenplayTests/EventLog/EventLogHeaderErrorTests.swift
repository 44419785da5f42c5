import Testing

@testable import Screenplay

/// The exact message for the first mistake in `text`, read from `Tests/EventLogs/SignIn/x.log`.
private func failure(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
  let error = #expect(throws: Diagnostic.self, sourceLocation: sourceLocation) {
    try EventLogParser.parse(text, path: "Tests/EventLogs/SignIn/x.log")
  }
  return error?.description
}

@Suite struct EventLogHeaderErrorTests {
  @Test func rejectsAnEmptyLog() {
    let expected = """
      Tests/EventLogs/SignIn/x.log:1:1: error: the log is empty
        hint: start it with 'screenplay-log 1', then 'screen: <Screen>' and one event per line
      """
    #expect(failure("") == expected)
    #expect(failure("# only a comment\n\n   \n") == expected)
  }

  @Test func rejectsALogThatDoesNotStartWithTheFormatLine() {
    #expect(
      failure("# comment\n  screen: SignIn\n") == """
        Tests/EventLogs/SignIn/x.log:2:3: error: expected 'screenplay-log 1' as the first line
          hint: start every log with 'screenplay-log 1', the format version, before its headers
        """)
  }

  @Test func rejectsAFormatLineWithoutAVersion() {
    #expect(
      failure("screenplay-log   # no version\n") == """
        Tests/EventLogs/SignIn/x.log:1:15: error: missing the format version after 'screenplay-log'
          hint: write 'screenplay-log 1'
        """)
  }

  @Test func rejectsAVersionThatIsNotANumber() {
    #expect(
      failure("screenplay-log one\n") == """
        Tests/EventLogs/SignIn/x.log:1:16: error: format version 'one' is not a number
          hint: write 'screenplay-log 1'
        """)
    #expect(
      failure("screenplay-log +1\n") == """
        Tests/EventLogs/SignIn/x.log:1:16: error: format version '+1' is not a number
          hint: write 'screenplay-log 1'
        """)
  }

  @Test func rejectsVersionsBelowOne() {
    #expect(
      failure("screenplay-log 0\n") == """
        Tests/EventLogs/SignIn/x.log:1:16: error: format version 0 does not exist
          hint: versions start at 1: write 'screenplay-log 1'
        """)
    #expect(
      failure("screenplay-log -1\n") == """
        Tests/EventLogs/SignIn/x.log:1:16: error: format version -1 does not exist
          hint: versions start at 1: write 'screenplay-log 1'
        """)
  }

  @Test func rejectsAVersionWrittenByANewerScreenplay() {
    let expected = """
      Tests/EventLogs/SignIn/x.log:1:16: error: format version 2 was written by a newer Screenplay
        hint: this Screenplay reads versions up to 1: update it to replay this log
      """
    #expect(failure("screenplay-log 2\nscreen: SignIn\n") == expected)
    #expect(
      failure("screenplay-log 99999999999999999999999\n") == """
        Tests/EventLogs/SignIn/x.log:1:16: error: format version 99999999999999999999999 was written by a newer Screenplay
          hint: this Screenplay reads versions up to 1: update it to replay this log
        """)
  }

  @Test func rejectsAnythingAfterTheVersion() {
    #expect(
      failure("screenplay-log 1 SignIn\n") == """
        Tests/EventLogs/SignIn/x.log:1:18: error: unexpected 'SignIn' after the format version
          hint: the first line is just 'screenplay-log 1'; start comments with '#'
        """)
  }

  @Test func suggestsTheNearestHeaderForAnUnknownOne() {
    #expect(
      failure("screenplay-log 1\nScren: SignIn\n") == """
        Tests/EventLogs/SignIn/x.log:2:1: error: unknown header 'Scren'
          hint: did you mean 'screen:'?
        """)
  }

  @Test func listsTheHeadersWhenNoneIsClose() {
    #expect(
      failure("screenplay-log 1\nscreen: SignIn\n  author: johnny\n") == """
        Tests/EventLogs/SignIn/x.log:3:3: error: unknown header 'author'
          hint: the headers are 'screen:', 'fixtures:' and 'defaults:'
        """)
  }

  @Test func rejectsAHeaderWithoutItsColon() {
    #expect(
      failure("screenplay-log 1\nscreen SignIn\n") == """
        Tests/EventLogs/SignIn/x.log:2:1: error: missing ':' after header 'screen'
          hint: write it as 'screen: …'
        """)
  }

  @Test func rejectsAHeaderWrittenTwice() {
    #expect(
      failure("screenplay-log 1\nscreen: SignIn\nscreen: Movies\n") == """
        Tests/EventLogs/SignIn/x.log:3:1: error: duplicate header 'screen:'
          hint: 'screen:' is already set on line 2: keep one
        """)
    #expect(
      failure("screenplay-log 1\nscreen: SignIn\nfixtures: a\n\nfixtures: b\n") == """
        Tests/EventLogs/SignIn/x.log:5:1: error: duplicate header 'fixtures:'
          hint: 'fixtures:' is already set on line 3: keep one
        """)
  }

  @Test func rejectsAHeaderAfterTheFirstEvent() {
    #expect(
      failure("screenplay-log 1\nscreen: SignIn\n0s a.tap\nfixtures: a\n") == """
        Tests/EventLogs/SignIn/x.log:4:1: error: header 'fixtures:' comes after the first event
          hint: move it above line 3, before the first event
        """)
  }

  @Test func rejectsEventsBeforeTheScreenHeader() {
    #expect(
      failure("screenplay-log 1\nfixtures: a\n0s a.tap\n") == """
        Tests/EventLogs/SignIn/x.log:3:1: error: missing the 'screen:' header
          hint: add 'screen: <Screen>' after 'screenplay-log 1', naming the scene the log drives
        """)
  }

  @Test func rejectsALogWithoutAScreenHeaderAtItsFormatLine() {
    #expect(
      failure("# comment\nscreenplay-log 1\n") == """
        Tests/EventLogs/SignIn/x.log:2:1: error: missing the 'screen:' header
          hint: add 'screen: <Screen>' after 'screenplay-log 1', naming the scene the log drives
        """)
  }

  @Test func rejectsAnEmptyScreenName() {
    #expect(
      failure("screenplay-log 1\nscreen:   # to do\n") == """
        Tests/EventLogs/SignIn/x.log:2:8: error: missing the screen name after 'screen:'
          hint: write the scene's name, such as 'screen: SignIn'
        """)
  }

  @Test func rejectsAScreenNameWithSpaces() {
    #expect(
      failure("screenplay-log 1\nscreen: Sign In\n") == """
        Tests/EventLogs/SignIn/x.log:2:9: error: invalid screen name 'Sign In'
          hint: use letters, digits, '.', '_' and '-', such as 'screen: SignIn'
        """)
  }

  @Test func rejectsAnEmptyFixtureNameAtItsComma() {
    let expected = """
      Tests/EventLogs/SignIn/x.log:3:12: error: empty fixture name
        hint: separate fixture names with single commas, such as 'fixtures: sign-in-success, sign-in-offline'
      """
    #expect(failure("screenplay-log 1\nscreen: SignIn\nfixtures: a,, b\n") == expected)
    #expect(failure("screenplay-log 1\nscreen: SignIn\nfixtures: a,\n") == expected)
    #expect(
      failure("screenplay-log 1\nscreen: SignIn\nfixtures: , a\n") == """
        Tests/EventLogs/SignIn/x.log:3:11: error: empty fixture name
          hint: separate fixture names with single commas, such as 'fixtures: sign-in-success, sign-in-offline'
        """)
  }

  @Test func rejectsAFixtureNameThatIsNotAFileName() {
    #expect(
      failure("screenplay-log 1\nscreen: SignIn\nfixtures: ok, sign in\n") == """
        Tests/EventLogs/SignIn/x.log:3:15: error: invalid fixture name 'sign in'
          hint: fixture names are file names under Tests/Fixtures/<Screen>/ without '.json': use letters, digits, '.', '_' and '-'
        """)
  }

  @Test func rejectsAFixtureNameWithItsExtension() {
    #expect(
      failure("screenplay-log 1\nscreen: SignIn\nfixtures: a, sign-in.json\n") == """
        Tests/EventLogs/SignIn/x.log:3:14: error: fixture name 'sign-in.json' includes '.json'
          hint: write it without the extension: 'sign-in'
        """)
  }

  @Test func showsInvisibleCharactersInMessagesAsEscapes() {
    #expect(
      failure("screenplay-log 1\nscreen: SignIn\nfixtures: o\tff\u{FEFF}li\u{202E}ne\n") == #"""
        Tests/EventLogs/SignIn/x.log:3:11: error: invalid fixture name 'o\u{9}ff\u{FEFF}li\u{202E}ne'
          hint: fixture names are file names under Tests/Fixtures/<Screen>/ without '.json': use letters, digits, '.', '_' and '-'
        """#)
  }

  @Test func readsTheDefaultsHeaderAsFields() throws {
    let log = try EventLogParser.parse(
      "screenplay-log 1\nscreen: Settings\ndefaults:seen=true theme=\"dark\"  taps=3 # flags\n",
      path: "Tests/EventLogs/Settings/x.log")
    #expect(
      log.defaults == [
        LogField(name: "seen", value: .bool(true), column: 10),
        LogField(name: "theme", value: .string("dark"), column: 20),
        LogField(name: "taps", value: .int(3), column: 34),
      ])
    #expect(log.defaultsLine == 3)
  }

  @Test func rejectsAnEmptyDefaultsHeaderAndAKeyStatedTwice() {
    #expect(
      failure("screenplay-log 1\nscreen: SignIn\ndefaults:   # none\n") == """
        Tests/EventLogs/SignIn/x.log:3:10: error: 'defaults:' states no value
          hint: write each starting value as key=value, such as 'defaults: onboardingSeen=true', or remove the header
        """)
    let twice = failure("screenplay-log 1\nscreen: SignIn\ndefaults: a=1 a=2\n")
    #expect(
      twice?.hasPrefix("Tests/EventLogs/SignIn/x.log:3:15: error: duplicate field 'a'") == true)
  }
}
