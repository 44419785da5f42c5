import Testing

@testable import Screenplay

private let path = "Tests/EventLogs/SignIn/written.log"

/// The entries without the positions the parser adds, for comparing with entries built in code.
private func withoutPositions(_ entries: [LogEntry]) -> [LogEntry] {
  entries.map { entry in
    LogEntry(
      time: entry.time, event: entry.event,
      fields: entry.fields.map { LogField(name: $0.name, value: $0.value) })
  }
}

private func reparsed(_ log: EventLog) throws -> EventLog {
  try EventLogParser.parse(EventLogWriter.write(log), path: path)
}

@Suite struct EventLogWriterTests {
  private let signIn = EventLog(
    path: path, screen: "SignIn", fixtures: ["sign-in-success", "sign-in-wrong-password"],
    entries: [
      LogEntry(
        time: .zero, event: "email.type",
        fields: [LogField(name: "text", value: .string("johnny@gmail.com"))]),
      LogEntry(
        time: .milliseconds(250), event: "password.type",
        fields: [LogField(name: "text", value: .secret("password"))]),
      LogEntry(time: .milliseconds(1500), event: "signIn.tap"),
      LogEntry(time: .seconds(12), event: "alert.dismiss"),
    ])

  @Test func writesTheHeaderABlankLineAndAlignedEvents() {
    #expect(
      EventLogWriter.write(signIn) == """
        screenplay-log 1
        screen: SignIn
        fixtures: sign-in-success, sign-in-wrong-password

        0.000s   email.type     text="johnny@gmail.com"
        0.250s   password.type  text="password"
        1.500s   signIn.tap
        12.000s  alert.dismiss

        """)
  }

  @Test func writesOnlyTheHeaderForALogWithoutFixturesOrEvents() {
    #expect(
      EventLogWriter.write(EventLog(path: path, screen: "SignIn")) == """
        screenplay-log 1
        screen: SignIn

        """)
  }

  @Test func readsBackTheSameEntriesWithSecretsAsStrings() throws {
    let log = try reparsed(signIn)
    var expected = signIn.entries
    expected[1].fields[0].value = .string("password")
    #expect(withoutPositions(log.entries) == expected)
    #expect(log.screen == signIn.screen)
    #expect(log.fixtures == signIn.fixtures)
    #expect(log.fixturesLine == 3)
    #expect(log.entries.map(\.line) == [5, 6, 7, 8])
  }

  @Test func rewritesAParsedLogInCanonicalForm() throws {
    let text = """
      screenplay-log 1  # v1
      fixtures:a,b
      screen: SignIn
      # a comment
      0s a.tap   n=1
      250ms  long.event.name
      1.5s b s="x"
      """
    let log = try EventLogParser.parse(text, path: path)
    let canonical = EventLogWriter.write(log)
    #expect(
      canonical == """
        screenplay-log 1
        screen: SignIn
        fixtures: a, b

        0.000s  a.tap            n=1
        0.250s  long.event.name
        1.500s  b                s="x"

        """)
    #expect(try EventLogWriter.write(EventLogParser.parse(canonical, path: path)) == canonical)
  }

  @Test(arguments: [
    "", "plain", "say \"hi\"", #"C:\path\to\file"#, "\\\"", "line one\nline two", "a\tb",
    "carriage\r\nreturn", "😀", "👨‍👩‍👧‍👦 family", "\u{301}accent first", "e\u{301}", "# not a comment",
    " a # b ", "key=value", "\u{0}\u{7}\u{1B}[0m", "\u{2028}\u{2029}\u{85}", "\u{FEFF}bom",
    "שלום עולם", "trailing backslash \\", "\\u{41}", "•••",
  ])
  func readsBackAnyStringExactly(text: String) throws {
    let entry = LogEntry(
      time: .zero, event: "x.type", fields: [LogField(name: "text", value: .string(text))])
    let log = try reparsed(EventLog(path: path, screen: "S", entries: [entry]))
    #expect(withoutPositions(log.entries) == [entry])
  }

  @Test func writesEachStringOnOneLineWithVisibleEscapes() {
    let entry = LogEntry(
      time: .zero, event: "x.type",
      fields: [LogField(name: "text", value: .string("a\"b\\c\nd\te\r\u{0}\u{2028}😀"))])
    #expect(
      EventLogWriter.eventText(entry, maskingSecrets: false)
        == #"x.type text="a\"b\\c\nd\te\u{D}\u{0}\u{2028}😀""#)
  }

  @Test func readsBackEveryNumberAndBoolean() throws {
    let values: [LogValue] = [
      .int(0), .int(-3), .int(Int.max), .int(Int.min), .decimal(1.5), .decimal(-0.25),
      .decimal(1.0), .decimal(0.1 + 0.2), .decimal(1e20), .decimal(.leastNonzeroMagnitude),
      .decimal(-Double.greatestFiniteMagnitude), .bool(true), .bool(false),
    ]
    let fields = values.enumerated().map { LogField(name: "f\($0.offset)", value: $0.element) }
    let entry = LogEntry(time: .zero, event: "x.set", fields: fields)
    let log = try reparsed(EventLog(path: path, screen: "S", entries: [entry]))
    #expect(withoutPositions(log.entries) == [entry])
  }

  @Test func readsBackTimesToTheMillisecond() throws {
    let times: [Duration] = [
      .zero, .milliseconds(1), .milliseconds(999), .seconds(1), .seconds(3600),
      .milliseconds(Int64.max),
    ]
    let entries = times.map { LogEntry(time: $0, event: "a.tap") }
    let log = try reparsed(EventLog(path: path, screen: "S", entries: entries))
    #expect(log.entries.map(\.time) == times)
  }

  @Test func writesAnEventWithoutItsTime() {
    #expect(
      EventLogWriter.eventText(signIn.entries[0], maskingSecrets: true)
        == #"email.type text="johnny@gmail.com""#)
    #expect(EventLogWriter.eventText(signIn.entries[2], maskingSecrets: true) == "signIn.tap")
  }

  @Test func masksSecretsUnquotedOnlyWhenAsked() {
    let entry = LogEntry(
      time: .zero, event: "password.type",
      fields: [
        LogField(name: "text", value: .secret("hunter2")), LogField(name: "n", value: .int(2)),
      ])
    #expect(EventLogWriter.eventText(entry, maskingSecrets: true) == "password.type text=••• n=2")
    #expect(
      EventLogWriter.eventText(entry, maskingSecrets: false) == #"password.type text="hunter2" n=2"#
    )
  }

  @Test func writesTheCurrentVersionWhateverTheLogDeclares() {
    let old = EventLog(path: path, version: 0, screen: "S")
    #expect(EventLogWriter.write(old).hasPrefix("screenplay-log 1\n"))
  }

  @Test("a quoted value escapes exactly quotes, backslashes and the scalars of Cc, Zl and Zp")
  func quotesEscapeByGeneralCategory() {
    for (scalar, text, breaks) in LineBreakingScalars.all {
      let escapes = breaks || scalar == "\"" || scalar == "\\"
      #expect((LogValue.quoted(text) != "\"" + text + "\"") == escapes, "U+\(scalar.value)")
    }
  }

  @Test("a message shows exactly the scalars of Cc, Zl, Zp and Cf as escapes, the rest as it is")
  func visibleEscapesByGeneralCategory() {
    for (scalar, text, breaks) in LineBreakingScalars.all {
      let escapes = breaks || scalar.properties.generalCategory == .format
      #expect((LogValue.visible(text) != text) == escapes, "U+\(scalar.value)")
      let alone = String(Character(scalar))
      #expect((LogValue.visible(alone) != alone) == escapes, "U+\(scalar.value) alone")
    }
    #expect(LogValue.visible("GET /a b~") == "GET /a b~")
    #expect(LogValue.visible("o\tff\u{FEFF}line\u{7F}") == #"o\u{9}ff\u{FEFF}line\u{7F}"#)
  }

  @Test func writesTheDefaultsHeaderAfterTheFixturesAndReadsItBack() throws {
    let log = EventLog(
      path: "Tests/EventLogs/Settings/a.log", screen: "Settings", fixtures: ["server"],
      entries: [LogEntry(time: .zero, event: "tap")],
      defaults: [
        LogField(name: "seen", value: .bool(true)), LogField(name: "theme", value: .string("dark")),
      ])
    #expect(
      EventLogWriter.write(log) == """
        screenplay-log 1
        screen: Settings
        fixtures: server
        defaults: seen=true theme="dark"

        0.000s  tap

        """)
    #expect(EventLogWriter.defaultsLine(of: log) == 4)
    #expect(EventLogWriter.firstEventLine(of: log) == 6)
    let back = try reparsed(log)
    #expect(back.defaults.map(\.name) == ["seen", "theme"])
    #expect(back.defaults.map(\.value) == [.bool(true), .string("dark")])
    #expect(back.entries.first?.line == 6)
  }
}
