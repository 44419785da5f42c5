import Foundation
import Testing

@testable import Screenplay

/// Every message quotes at most an excerpt of what a file holds, however long its line.
@Suite struct ExcerptTests {
  private static let long = String(repeating: "x!", count: 500_000)
  private static let cut = String(repeating: "x!", count: 60) + "…"

  @Test func shortTextIsQuotedWhole() {
    #expect(Excerpt.of("signIn.tap") == "signIn.tap")
    #expect(Excerpt.of(String(repeating: "é", count: 120)) == String(repeating: "é", count: 120))
    #expect(Excerpt.of(bytes: Array("signIn.tap".utf8)) == "signIn.tap")
  }

  @Test func longTextIsCutAfter120Scalars() {
    #expect(Excerpt.of(Self.long) == Self.cut)
    #expect(Excerpt.of(bytes: Array(Self.long.utf8)) == Self.cut)
    #expect(
      Excerpt.of(String(repeating: "😀", count: 121)) == String(repeating: "😀", count: 120) + "…")
  }

  @Test func aLogLineOfAMegabyteGivesAShortMessage() {
    let error = #expect(throws: Diagnostic.self) {
      try EventLogParser.parse(
        "screenplay-log 1\nscreen: SignIn\n1s \(Self.long)\n", path: "Tests/EventLogs/SignIn/x.log")
    }
    #expect(
      error?.description == """
        Tests/EventLogs/SignIn/x.log:3:4: error: invalid event name '\(Self.cut)'
          hint: event names use letters, digits, '.', '_' and '-', such as 'signIn.tap'
        """)
  }

  @Test func aLongWordBeforeTheTimeIsCutInTheMessageAndTheHint() {
    let word = String(repeating: "a", count: 1_000_000)
    let error = #expect(throws: Diagnostic.self) {
      try EventLogParser.parse(
        "screenplay-log 1\nscreen: SignIn\n\(word)\n", path: "Tests/EventLogs/SignIn/x.log")
    }
    let cut = String(repeating: "a", count: 120) + "…"
    #expect(
      error?.description == """
        Tests/EventLogs/SignIn/x.log:3:1: error: missing the time before '\(cut)'
          hint: start each event line with its virtual time, such as '1.5s \(cut)'
        """)
  }

  @Test func aLongUnknownEventIsCutBeforeItIsComparedWithTheKnownOnes() throws {
    let name = String(repeating: "a", count: 1_000_000)
    let log = try EventLogParser.parse(
      "screenplay-log 1\nscreen: Counter\n1s \(name)\n", path: "Tests/EventLogs/Counter/x.log")
    let error = #expect(throws: Diagnostic.self) {
      try EventVocabulary<CounterEvent>().decode(log)
    }
    #expect(error?.message == "unknown event '\(String(repeating: "a", count: 120))…'")
    #expect(error?.hint?.count ?? .max < 200)
  }

  @Test func aLongWordInAFixtureIsCut() {
    let word = String(repeating: "y", count: 1_000_000)
    let cut = String(repeating: "y", count: 120) + "…"
    let unknown = FixtureTestSupport.decodingError("{\"request\": \(word)}")
    #expect(
      unknown?.description == """
        Tests/Fixtures/SignIn/x.json:1:13: error: expected a JSON value, found '\(cut)'
          hint: write text in double quotes: "\(cut)"
        """)
    let key = FixtureTestSupport.decodingError("{\"\(word)\": 1}")
    #expect(key?.message == "unknown key '\(cut)' in a fixture")
  }

  @Test func aLongGarbageLineInAGoldenIsCut() {
    let header = HistoryFormat.encode(History(header: HistoryExamples.header, steps: []))
    let golden =
      header.replacingOccurrences(of: "steps: 0", with: "steps: 1") + "\n── step 0 · \(Self.long)\n"
    let error = #expect(throws: Diagnostic.self) {
      try HistoryFormat.decode(golden, path: "Snapshots/SignIn/x.txt")
    }
    let found = "── step 0 · " + String(repeating: "x!", count: 54) + "…"
    #expect(
      error?.description == """
        Snapshots/SignIn/x.txt:7:1: error: expected '── step <number> · <time> · <trigger>', \
        found '\(found)'
          hint: re-record it: SCREENPLAY_RECORD=failed swift test
        """)
  }
}
