import Testing

@testable import Screenplay

@Suite struct HistoryFormatTests {
  @Test func encodesAHistoryAsTheDocumentedGoldenText() {
    #expect(
      HistoryFormat.encode(HistoryExamples.wrongPassword) == """
        screenplay-history 2
        log: Tests/EventLogs/SignIn/wrong-password.log
        screen: SignIn
        fixtures: sign-in-wrong-password
        steps: 6

        ── step 0 · 0.000s · initial
          Sign In
            Email: (placeholder "Email")
            [Sign In] (disabled)

        ── step 1 · 0.000s · email.type text="johnny@gmail.com"
          Sign In
            Email: "johnny@gmail.com"
            [Sign In] (disabled)

        ── step 2 · 0.400s · password.type text=•••
          Sign In
            Email: "johnny@gmail.com"
            [Sign In]

        ── step 3 · 0.800s · signIn.tap
          Sign In
            Email: "johnny@gmail.com"
            (spinner: signing in)

        ── step 4 · 1.500s · effect of step 3 · response 401 POST /login (sign-in-wrong-password)
          Sign In
            Email: "johnny@gmail.com"
            [Sign In]

            alert "Wrong password"

        ── step 5 · 2.000s · signIn.tap
          (unchanged)

        """)
  }

  @Test func escapesEveryLineBreakInALineATriggerOrAHeaderValue() {
    // Lines that don't come from a Canvas may hold breaks: encode writes each as an escape.
    let history = History(
      header: HistoryHeader(log: "Tests/EventLogs/SignIn/a\tb.log", screen: "SignIn", fixtures: []),
      steps: [
        Step(
          index: 0, time: .zero, trigger: .initial, lines: ["Title", "two\nlines", "p\u{2029}"]),
        Step(
          index: 1, time: .seconds(1), trigger: .event("note.type text=\"a\rb\""),
          lines: ["é\u{85}"]),
      ])
    #expect(
      HistoryFormat.encode(history) == #"""
        screenplay-history 2
        log: Tests/EventLogs/SignIn/a\tb.log
        screen: SignIn
        fixtures: (none)
        steps: 2

        ── step 0 · 0.000s · initial
          Title
          two\nlines
          p\u{2029}

        ── step 1 · 1.000s · note.type text="a\u{D}b"
          é\u{85}

        """#)
  }

  @Test func writesNoFixturesAsNoneAndAnEmptyHistoryAsItsHeaderOnly() {
    let history = History(header: HistoryHeader(log: "a.log", screen: "Counter", fixtures: []))
    #expect(
      HistoryFormat.encode(history) == """
        screenplay-history 2
        log: a.log
        screen: Counter
        fixtures: (none)
        steps: 0

        """)
  }

  @Test func writesSeveralFixturesSeparatedByCommas() {
    let header = HistoryHeader(log: "a.log", screen: "Movies", fixtures: ["page-1", "page-2"])
    #expect(HistoryFormat.encode(History(header: header)).contains("\nfixtures: page-1, page-2\n"))
  }

  @Test func writesEachHeaderValueAsItsFieldLineWould() {
    // Empty values end the key; one empty fixture name is an empty value; breaks in any value,
    // a fixture name's included, are escaped; the golden comparison takes the same text.
    let cases: [(HistoryHeader, String)] = [
      (
        HistoryHeader(log: "", screen: "", fixtures: [""]),
        "screenplay-history 2\nlog:\nscreen:\nfixtures:\nsteps: 0\n"
      ),
      (
        HistoryHeader(log: "a.log", screen: "S", fixtures: ["", ""]),
        "screenplay-history 2\nlog: a.log\nscreen: S\nfixtures: , \nsteps: 0\n"
      ),
      (
        HistoryHeader(log: "a.log", screen: "S\u{2028}", fixtures: ["x\ty", "z"]),
        #"screenplay-history 2\#nlog: a.log\#nscreen: S\u{2028}\#nfixtures: x\ty, z\#nsteps: 0\#n"#
      ),
    ]
    for (header, text) in cases {
      let history = History(header: header)
      #expect(HistoryFormat.encode(history) == text)
      #expect(HistoryFormat.headerText(header, steps: 0) == text)
      #expect(HistoryFormat.encode(history, unlessIn: Array(text.utf8)) == nil)
      #expect(
        HistoryFormat.encode(history, unlessIn: Array(text.utf8), linesFromCanvas: true) == nil)
    }
  }

  @Test func flagsAChangedStepWhoseOnlyRenderLineReadsUnchanged() {
    let step = Step(index: 0, time: .zero, trigger: .effect(""), lines: ["(unchanged)"])
    let history = History(header: HistoryExamples.header, steps: [step])
    #expect(
      HistoryFormat.encode(history).hasSuffix(
        """
        ── step 0 · 0.000s · changed · effect
          (unchanged)

        """))
  }

  @Test("an event is its text; one that could read as another trigger is labelled")
  func triggerTexts() {
    #expect(HistoryFormat.triggerText(.event("signIn.tap")) == "signIn.tap")
    #expect(HistoryFormat.triggerText(.event("effects.tap")) == "effects.tap")
    #expect(HistoryFormat.triggerText(.event("initial")) == "event · initial")
    #expect(HistoryFormat.triggerText(.event("effect x=1")) == "event · effect x=1")
    #expect(HistoryFormat.triggerText(.event("")) == "event")
    #expect(
      HistoryFormat.triggerText(.effect("timer 0.500s", cause: 3))
        == "effect of step 3 · timer 0.500s")
    #expect(HistoryFormat.triggerText(.effect("timer 0.500s")) == "effect · timer 0.500s")
  }

  @Test(arguments: RoundTrip.cases)
  func decodingTheEncodedTextGivesBackTheSameHistory(_ example: RoundTrip) throws {
    let text = HistoryFormat.encode(example.history)
    #expect(try HistoryFormat.decode(text, path: "golden.txt") == example.history)
  }

  @Test(arguments: RoundTrip.cases + [RoundTrip(name: "line breaks", history: Self.breaking)])
  func aHistoryIsFoundInExactlyItsOwnEncoding(_ example: RoundTrip) {
    let golden = Array(HistoryFormat.encode(example.history).utf8)
    #expect(HistoryFormat.encode(example.history, unlessIn: golden) == nil)
    #expect(Self.isRefused(example.history, Array(golden.dropLast())))
    #expect(Self.isRefused(example.history, golden + [0x0A]))
    #expect(Self.isRefused(example.history, [0x0A] + golden.dropLast()))
    #expect(Self.isRefused(example.history, []))
    // Any one byte changed, anywhere (every byte of a short golden, every 97th of a long one).
    for offset in stride(from: 0, to: golden.count, by: golden.count > 2_000 ? 97 : 1) {
      var changed = golden
      changed[offset] ^= 0x20
      #expect(Self.isRefused(example.history, changed), "byte \(offset)")
    }
  }

  @Test func aHistoryWithBreaksIsNotFoundInItsTextWrittenUnescaped() {
    // The text as written before escaping: the bytes the comparison reads as it writes.
    let unescaped =
      "screenplay-history 2\nlog: Tests/EventLogs/SignIn/a\tb.log\nscreen: SignIn\n"
      + "fixtures: (none)\nsteps: 1\n\n── step 0 · 0.000s · initial\n  two\nlines\n"
    #expect(HistoryFormat.encode(Self.breaking).contains(#"  two\nlines"#))
    #expect(Self.isRefused(Self.breaking, Array(unescaped.utf8)))
  }

  @Test(arguments: RoundTrip.cases)
  func withCanvasLinesAHistoryIsFoundInExactlyItsOwnEncoding(_ example: RoundTrip) {
    let golden = Array(HistoryFormat.encode(example.history).utf8)
    #expect(HistoryFormat.encode(example.history, unlessIn: golden, linesFromCanvas: true) == nil)
    #expect(Self.isRefusedWithCanvasLines(example.history, golden + [0x0A]))
    #expect(Self.isRefusedWithCanvasLines(example.history, Array(golden.dropLast())))
  }

  @Test(arguments: [
    (#"\t"#, "\t"), (#"\n"#, "\n"), (#"\u{D}"#, "\r"), (#"\u{2028}"#, "\u{2028}"),
    (#"\u{85}"#, "\u{85}"),
  ])
  func withCanvasLinesABreakOutsideTheLinesIsStillNotFoundUnescaped(
    escape: String, raw: String
  ) {
    // A break in a header value, an event's text or an effect's text: pieces no canvas wrote.
    let histories = [
      History(
        header: HistoryHeader(
          log: "Tests/EventLogs/SignIn/a\(raw)b.log", screen: "SignIn", fixtures: []),
        steps: [Step(index: 0, time: .zero, trigger: .initial, lines: ["Sign In"])]),
      History(
        header: HistoryHeader(log: "a.log", screen: "Sign\(raw)In", fixtures: []),
        steps: [Step(index: 0, time: .zero, trigger: .initial, lines: ["Sign In"])]),
      History(
        header: HistoryHeader(log: "a.log", screen: "SignIn", fixtures: ["ok", "f\(raw)1"]),
        steps: [Step(index: 0, time: .zero, trigger: .initial, lines: ["Sign In"])]),
      History(
        header: HistoryHeader(log: "Tests/EventLogs/SignIn/a.log", screen: "SignIn", fixtures: []),
        steps: [
          Step(index: 0, time: .zero, trigger: .initial, lines: ["Sign In"]),
          Step(index: 1, time: .zero, trigger: .event("a\(raw)b"), lines: ["Sign"]),
        ]),
      History(
        header: HistoryHeader(log: "Tests/EventLogs/SignIn/a.log", screen: "SignIn", fixtures: []),
        steps: [
          Step(index: 0, time: .zero, trigger: .initial, lines: ["Sign In"]),
          Step(index: 1, time: .seconds(1), trigger: .effect("timer\(raw)1"), lines: ["Sign"]),
        ]),
    ]
    for history in histories {
      let encoded = HistoryFormat.encode(history)
      #expect(encoded.contains(escape))
      let unescaped = Array(encoded.replacing(escape, with: raw).utf8)
      #expect(HistoryFormat.encode(history, unlessIn: unescaped) == encoded)
      #expect(Self.isRefusedWithCanvasLines(history, unescaped))
      #expect(
        HistoryFormat.encode(history, unlessIn: Array(encoded.utf8), linesFromCanvas: true) == nil)
    }
  }

  /// ``isRefused(_:_:)`` for a history whose lines a canvas wrote.
  private static func isRefusedWithCanvasLines(_ history: History, _ golden: [UInt8]) -> Bool {
    HistoryFormat.encode(history, unlessIn: golden, linesFromCanvas: true)
      == HistoryFormat.encode(history)
  }

  /// Whether `golden` is found not to hold `history`'s text, which then comes back whole.
  private static func isRefused(_ history: History, _ golden: [UInt8]) -> Bool {
    HistoryFormat.encode(history, unlessIn: golden) == HistoryFormat.encode(history)
  }

  /// A history whose header value and render line hold breaks, which its text escapes.
  private static let breaking = History(
    header: HistoryHeader(log: "Tests/EventLogs/SignIn/a\tb.log", screen: "SignIn", fixtures: []),
    steps: [Step(index: 0, time: .zero, trigger: .initial, lines: ["two\nlines"])])

  @Test func decodesWindowsLineEndingsAndAMissingFinalNewline() throws {
    let text = HistoryFormat.encode(HistoryExamples.wrongPassword)
    let windows = text.replacing("\n", with: "\r\n")
    #expect(try HistoryFormat.decode(windows, path: "a.txt") == HistoryExamples.wrongPassword)
    let unterminated = String(text.dropLast())
    #expect(try HistoryFormat.decode(unterminated, path: "a.txt") == HistoryExamples.wrongPassword)
  }

  @Test func keepsHeaderLookalikeRenderLinesAsRenderLines() throws {
    let step = Step(
      index: 0, time: .zero, trigger: .initial,
      lines: ["── step 1 · 0.000s · initial", "", "screenplay-history 2"])
    let history = History(header: HistoryExamples.header, steps: [step])
    let decoded = try HistoryFormat.decode(HistoryFormat.encode(history), path: "a.txt")
    #expect(decoded.steps == [step])
  }
}

/// A history that must survive encoding and decoding unchanged, with a name for the test list.
struct RoundTrip: Sendable, CustomTestStringConvertible {
  var name: String
  var history: History

  var testDescription: String { name }

  static let cases: [RoundTrip] = [
    RoundTrip(name: "sign-in example", history: HistoryExamples.wrongPassword),
    RoundTrip(name: "no steps", history: History(header: HistoryExamples.header)),
    RoundTrip(
      name: "empty header values",
      history: History(header: HistoryHeader(log: "", screen: "", fixtures: []))),
    RoundTrip(
      name: "odd render lines",
      history: single(lines: ["", "", "(unchanged)", "  ── step 9", "x", ""])),
    RoundTrip(name: "only an empty line", history: single(lines: [""])),
    RoundTrip(name: "no lines", history: single(lines: [])),
    RoundTrip(name: "render reading (unchanged)", history: single(lines: ["(unchanged)"])),
    RoundTrip(
      name: "triggers with empty and separator-laden texts",
      history: HistoryExamples.renumbered([
        Step(index: 0, time: .zero, trigger: .event(""), lines: ["a"]),
        Step(index: 0, time: .zero, trigger: .effect(""), lines: ["b"]),
        Step(index: 0, time: .seconds(3), trigger: .effect("changed · x · y"), lines: ["c"]),
        Step(index: 0, time: .milliseconds(-250), trigger: .event("a · b"), lines: []),
        Step(index: 0, time: .seconds(3600), trigger: .initial, lines: [], changed: false),
      ])),
    RoundTrip(
      name: "events named like the other triggers",
      history: HistoryExamples.renumbered([
        Step(index: 0, time: .zero, trigger: .initial, lines: ["a"]),
        Step(index: 0, time: .zero, trigger: .event("initial"), lines: ["b"]),
        Step(index: 0, time: .zero, trigger: .event("effect x=1"), lines: ["c"]),
        Step(index: 0, time: .zero, trigger: .event("event"), lines: ["d"]),
        Step(index: 0, time: .zero, trigger: .event("changed"), lines: ["e"]),
        Step(index: 0, time: .zero, trigger: .event("effects.tap"), lines: ["f"]),
        Step(index: 0, time: .zero, trigger: .effect("timer", cause: 3), lines: ["g"]),
      ])),
    RoundTrip(
      name: "many fixtures",
      history: History(header: HistoryHeader(log: "l.log", screen: "S", fixtures: ["a", "b c"]))),
    RoundTrip(name: "a long history", history: HistoryExamples.long(500)),
  ]

  private static func single(lines: [String]) -> History {
    History(
      header: HistoryExamples.header,
      steps: [Step(index: 0, time: .milliseconds(5), trigger: .initial, lines: lines)])
  }
}
