import Testing

@testable import Screenplay

/// A tiny screen's events: one of each field kind.
private enum FormEvent: LoggableEvent, Equatable {
  case typeEmail(String)
  case typePassword(String)
  case tapSignIn
  case setCount(Int)
  case zoom(Double)
  case remember(Bool)
  case dismissAlert

  static let vocabulary: [EventSpec<FormEvent>] = [
    EventSpec("email.type", ["text": .string], summary: "types into the email field") {
      .typeEmail($0.string("text"))
    },
    EventSpec("password.type", ["text": .secret], summary: "types into the password field") {
      .typePassword($0.string("text"))
    },
    EventSpec("signIn.tap", summary: "taps Sign In") { _ in .tapSignIn },
    EventSpec("stepper.set", ["count": .int], summary: "sets the stepper") {
      .setCount($0.int("count"))
    },
    EventSpec("map.zoom", ["scale": .decimal], summary: "zooms the map") {
      .zoom($0.decimal("scale"))
    },
    EventSpec("remember.set", ["on": .bool], summary: "flips Remember me") {
      .remember($0.bool("on"))
    },
    EventSpec("alert.dismiss", summary: "dismisses the alert") { _ in .dismissAlert },
  ]

  var logged: LoggedEvent {
    switch self {
    case .typeEmail(let text): LoggedEvent("email.type", ["text": .string(text)])
    case .typePassword(let text): LoggedEvent("password.type", ["text": .secret(text)])
    case .tapSignIn: LoggedEvent("signIn.tap")
    case .setCount(let count): LoggedEvent("stepper.set", ["count": .int(count)])
    case .zoom(let scale): LoggedEvent("map.zoom", ["scale": .decimal(scale)])
    case .remember(let on): LoggedEvent("remember.set", ["on": .bool(on)])
    case .dismissAlert: LoggedEvent("alert.dismiss")
    }
  }
}

/// A screen that declares no events.
private enum SilentEvent: LoggableEvent {
  static let vocabulary: [EventSpec<SilentEvent>] = []
  var logged: LoggedEvent { LoggedEvent("never") }
}

private let path = "Tests/EventLogs/Form/x.log"

private func log(_ events: String) throws -> EventLog {
  try EventLogParser.parse("screenplay-log 1\nscreen: Form\n\(events)\n", path: path)
}

/// The exact message for the first vocabulary mistake in a log whose third line is `event`.
private func failure(event: String, sourceLocation: SourceLocation = #_sourceLocation) throws
  -> String?
{
  let parsed = try log(event)
  let error = #expect(throws: Diagnostic.self, sourceLocation: sourceLocation) {
    try EventVocabulary<FormEvent>().decode(parsed)
  }
  return error?.description
}

@Suite struct EventLogVocabularyTests {
  @Test func buildsTheTypedEventsInOrder() throws {
    let decoded = try EventVocabulary<FormEvent>().decode(
      log(
        """
        0s email.type text="johnny@gmail.com"
        0.1s stepper.set count=-3
        0.2s map.zoom scale=1.5
        0.3s remember.set on=true
        0.4s signIn.tap
        0.5s alert.dismiss
        """))
    #expect(
      decoded.map(\.event) == [
        .typeEmail("johnny@gmail.com"), .setCount(-3), .zoom(1.5), .remember(true), .tapSignIn,
        .dismissAlert,
      ])
    #expect(decoded.map(\.entry.line) == [3, 4, 5, 6, 7, 8])
  }

  @Test func turnsSecretFieldsIntoSecretsThatPrintMasked() throws {
    let decoded = try EventVocabulary<FormEvent>().decode(log("0s password.type text=\"hunter2\""))
    #expect(decoded.first?.event == .typePassword("hunter2"))
    #expect(decoded.first?.entry.fields.first?.value == .secret("hunter2"))
    #expect(decoded.first?.entry.fields.first?.column == 18)
    #expect(
      decoded.first.map { EventLogWriter.eventText($0.entry, maskingSecrets: true) }
        == "password.type text=•••")
  }

  @Test func acceptsAnIntegerForADecimalFieldAndKeepsItAsWritten() throws {
    let decoded = try EventVocabulary<FormEvent>().decode(log("0s map.zoom scale=2"))
    #expect(decoded.first?.event == .zoom(2))
    #expect(decoded.first?.entry.fields.first?.value == .int(2))
  }

  @Test func decodesAnEntryBuiltInCodeAndKeepsAnAlreadySecretValue() throws {
    let entry = LogEntry(time: .zero, logged: FormEvent.typePassword("pw").logged)
    let decoded = try EventVocabulary<FormEvent>().decode(entry, path: path)
    #expect(decoded.event == .typePassword("pw"))
    #expect(decoded.entry == entry)
  }

  @Test func suggestsTheNearestEventForAnUnknownOne() throws {
    #expect(
      try failure(event: "0.8s    signin.tap") == """
        Tests/EventLogs/Form/x.log:3:9: error: unknown event 'signin.tap'
          hint: did you mean 'signIn.tap'?
        """)
  }

  @Test func listsTheEventsWhenNoneIsClose() throws {
    #expect(
      try failure(event: "1s logout") == """
        Tests/EventLogs/Form/x.log:3:4: error: unknown event 'logout'
          hint: the known events are 'email.type', 'password.type', 'signIn.tap', 'stepper.set', 'map.zoom', 'remember.set' and 'alert.dismiss'
        """)
  }

  @Test func saysWhenTheScreenDeclaresNoEvents() throws {
    let parsed = try log("1s anything")
    let error = #expect(throws: Diagnostic.self) {
      try EventVocabulary<SilentEvent>().decode(parsed)
    }
    #expect(
      error?.description == """
        Tests/EventLogs/Form/x.log:3:4: error: unknown event 'anything'
          hint: this screen declares no events
        """)
  }

  @Test func suggestsTheNearestFieldForAnUnknownOne() throws {
    #expect(
      try failure(event: "1s email.type txt=\"a\"") == """
        Tests/EventLogs/Form/x.log:3:15: error: unknown field 'txt' for event 'email.type'
          hint: did you mean 'text'?
        """)
  }

  @Test func listsTheFieldsWhenNoneIsClose() throws {
    #expect(
      try failure(event: "1s email.type text=\"a\" body=\"b\"") == """
        Tests/EventLogs/Form/x.log:3:24: error: unknown field 'body' for event 'email.type'
          hint: 'email.type' takes 'text'
        """)
    #expect(
      try failure(event: "1s signIn.tap twice=true") == """
        Tests/EventLogs/Form/x.log:3:15: error: unknown field 'twice' for event 'signIn.tap'
          hint: 'signIn.tap' takes no fields
        """)
  }

  @Test func requiresEveryDeclaredField() throws {
    #expect(
      try failure(event: "1s email.type") == """
        Tests/EventLogs/Form/x.log:3:4: error: missing field 'text' for event 'email.type'
          hint: add text="…" to the line
        """)
  }

  @Test(arguments: [
    ("stepper.set", "count", "count=0"), ("map.zoom", "scale", "scale=0.0"),
    ("remember.set", "on", "on=false"),
  ])
  func showsAnExampleOfTheMissingFieldForItsKind(event: String, field: String, example: String)
    throws
  {
    #expect(
      try failure(event: "1s \(event)") == """
        Tests/EventLogs/Form/x.log:3:4: error: missing field '\(field)' for event '\(event)'
          hint: add \(example) to the line
        """)
  }

  @Test func asksForQuotesWhenAStringFieldGetsANumberOrABoolean() throws {
    #expect(
      try failure(event: "1s email.type text=42") == """
        Tests/EventLogs/Form/x.log:3:15: error: field 'text' of 'email.type' expects a string, got the integer 42
          hint: write it in quotes: text="42"
        """)
  }

  @Test func neverShowsTheValueGivenToASecretField() throws {
    #expect(
      try failure(event: "1s password.type text=false") == """
        Tests/EventLogs/Form/x.log:3:18: error: field 'text' of 'password.type' expects a string, got a Boolean
          hint: write it in quotes: text="…"
        """)
    #expect(
      try failure(event: "1s password.type text=4711") == """
        Tests/EventLogs/Form/x.log:3:18: error: field 'text' of 'password.type' expects a string, got an integer
          hint: write it in quotes: text="…"
        """)
    #expect(
      try failure(event: "1s password.type text=47.11") == """
        Tests/EventLogs/Form/x.log:3:18: error: field 'text' of 'password.type' expects a string, got a number
          hint: write it in quotes: text="…"
        """)
  }

  @Test func asksToDropTheQuotesWhenTheQuotedTextIsTheRightKind() throws {
    #expect(
      try failure(event: "1s stepper.set count=\"42\"") == """
        Tests/EventLogs/Form/x.log:3:16: error: field 'count' of 'stepper.set' expects an integer, got the string "42"
          hint: write it without quotes: count=42
        """)
    #expect(
      try failure(event: "1s map.zoom scale=\"2\"") == """
        Tests/EventLogs/Form/x.log:3:13: error: field 'scale' of 'map.zoom' expects a number, got the string "2"
          hint: write it without quotes: scale=2
        """)
    #expect(
      try failure(event: "1s remember.set on=\"true\"") == """
        Tests/EventLogs/Form/x.log:3:17: error: field 'on' of 'remember.set' expects a Boolean, got the string "true"
          hint: write it without quotes: on=true
        """)
  }

  @Test func showsAnExampleWhenAFieldGetsTheWrongKind() throws {
    #expect(
      try failure(event: "1s stepper.set count=1.5") == """
        Tests/EventLogs/Form/x.log:3:16: error: field 'count' of 'stepper.set' expects an integer, got the number 1.5
          hint: write an integer, such as count=3
        """)
    #expect(
      try failure(event: "1s map.zoom scale=\"big\"") == """
        Tests/EventLogs/Form/x.log:3:13: error: field 'scale' of 'map.zoom' expects a number, got the string "big"
          hint: write a number, such as scale=1.5
        """)
    #expect(
      try failure(event: "1s remember.set on=1") == """
        Tests/EventLogs/Form/x.log:3:17: error: field 'on' of 'remember.set' expects a Boolean, got the integer 1
          hint: write true or false, such as on=true
        """)
  }

  @Test func neverShowsASecretInAMessage() {
    let entry = LogEntry(
      time: .zero, event: "stepper.set",
      fields: [LogField(name: "count", value: .secret("hunter2"), column: 16)], line: 3, column: 4)
    let error = #expect(throws: Diagnostic.self) {
      try EventVocabulary<FormEvent>().decode(entry, path: path)
    }
    #expect(
      error?.description == """
        Tests/EventLogs/Form/x.log:3:16: error: field 'count' of 'stepper.set' expects an integer, got a secret string
          hint: write an integer, such as count=3
        """)
  }

  @Test func checksUnknownFieldsBeforeMissingOnes() throws {
    #expect(
      try failure(event: "1s email.type body=\"a\"") == """
        Tests/EventLogs/Form/x.log:3:15: error: unknown field 'body' for event 'email.type'
          hint: 'email.type' takes 'text'
        """)
  }
}
