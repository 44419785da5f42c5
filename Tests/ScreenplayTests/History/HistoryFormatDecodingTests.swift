import Foundation
import Testing

@testable import Screenplay

@Suite struct HistoryFormatDecodingTests {
  private static let header = """
    screenplay-history 2
    log: Tests/EventLogs/SignIn/a.log
    screen: SignIn
    fixtures: (none)

    """

  /// The description of the diagnostic decoding `text` throws, or `nil` when it decodes.
  private func problem(_ text: String) -> String? {
    do {
      _ = try HistoryFormat.decode(text, path: "Snapshots/SignIn/a.txt")
      return nil
    } catch {
      return error.description
    }
  }

  private func withSteps(_ count: Int, _ body: String) -> String {
    Self.header + "steps: \(count)\n\n" + body
  }

  @Test func reportsAFileThatIsNotAHistory() {
    #expect(
      problem("screenplay-log 1\n") == """
        Snapshots/SignIn/a.txt:1:1: error: not a screenplay history: expected 'screenplay-history 2'
          hint: re-record it: SCREENPLAY_RECORD=failed swift test
        """)
    #expect(problem("")?.hasPrefix("Snapshots/SignIn/a.txt:1:1: error: not a screenplay") == true)
  }

  @Test(
    "a control character in a golden is refused at its line and column: encode never writes one")
  func reportsAControlCharacter() {
    let step = "── step 0 · 0.000s · initial\n  [Cancel\u{0}]\n"
    #expect(
      problem(withSteps(1, step)) == """
        Snapshots/SignIn/a.txt:8:10: error: control character U+0000 in the golden; Screenplay writes every one as an escape, so this file was not written by it
          hint: re-record it: SCREENPLAY_RECORD=failed swift test
        """)
    #expect(
      problem(withSteps(1, "── step 0 · 0.000s · initial\n  é\u{85}\n"))?.contains(
        ":8:4: error: control character U+0085 in the golden") == true)
    #expect(
      problem(withSteps(1, "── step 0 · 0.000s · initial\n  \tx\n"))?.contains(
        ":8:3: error: control character U+0009") == true)
    // What encode writes for the same render reads back to it.
    let history = History(
      header: HistoryHeader(log: "Tests/EventLogs/SignIn/a.log", screen: "SignIn", fixtures: []),
      steps: [Step(index: 0, time: .zero, trigger: .initial, lines: ["[Cancel\u{0}]", "\u{2028}"])])
    #expect(problem(HistoryFormat.encode(history)) == nil)
  }

  @Test func reportsAnUnsupportedVersionAtTheVersionNumber() {
    #expect(
      problem("screenplay-history 3\n") == """
        Snapshots/SignIn/a.txt:1:20: error: unsupported history format version 3; this build reads versions 1 and 2
          hint: update Screenplay, or re-record it: SCREENPLAY_RECORD=failed swift test
        """)
    #expect(
      problem("screenplay-history one\n")?.hasPrefix(
        "Snapshots/SignIn/a.txt:1:20: error: expected a format version, found 'one'") == true)
  }

  @Test func reportsAMissingHeaderLine() {
    #expect(
      problem("screenplay-history 1\nlog: a.log\nscren: SignIn\n") == """
        Snapshots/SignIn/a.txt:3:1: error: expected 'screen: <screen name>'
          hint: re-record it: SCREENPLAY_RECORD=failed swift test
        """)
    #expect(
      problem("screenplay-history 1\nlog: a.log\nscreen: SignIn\n")
        == """
        Snapshots/SignIn/a.txt:4:1: error: expected 'fixtures: <names> or (none)'
          hint: re-record it: SCREENPLAY_RECORD=failed swift test
        """)
  }

  @Test func reportsAStepCountThatIsNotANumber() {
    #expect(
      problem(Self.header + "steps: four\n") == """
        Snapshots/SignIn/a.txt:5:8: error: expected a step count, found 'four'
          hint: re-record it: SCREENPLAY_RECORD=failed swift test
        """)
  }

  @Test func reportsAStepCountThatDisagreesWithTheSteps() {
    let text = withSteps(
      3, "── step 0 · 0.000s · initial\n  Sign In\n\n── step 1 · 0.400s · effect\n")
    #expect(
      problem(text) == """
        Snapshots/SignIn/a.txt:5:8: error: the header says 3 steps, but the file has 2
          hint: re-record it: SCREENPLAY_RECORD=failed swift test
        """)
  }

  @Test func reportsAStepHeaderWithTheWrongNumber() {
    let text = withSteps(
      2, "── step 0 · 0.000s · initial\n  Sign In\n\n── step 2 · 0.400s · effect\n")
    #expect(
      problem(text) == """
        Snapshots/SignIn/a.txt:10:9: error: expected step 1, found step 2
          hint: re-record it: SCREENPLAY_RECORD=failed swift test
        """)
  }

  @Test func reportsABadTimeAtItsColumn() {
    #expect(
      problem(withSteps(1, "── step 0 · 1.5s · initial\n")) == """
        Snapshots/SignIn/a.txt:7:13: error: expected a time such as '1.500s', found '1.5s'
          hint: re-record it: SCREENPLAY_RECORD=failed swift test
        """)
  }

  @Test func readsAnyOtherTriggerAsAnEventAndTheLabelledOnesAsWritten() throws {
    let text = withSteps(
      5,
      "── step 0 · 0.000s · initial\n  A\n\n── step 1 · 0.100s · clicked\n  B\n\n"
        + "── step 2 · 0.200s · event · effect.tap\n  C\n\n"
        + "── step 3 · 0.300s · effect of step 1 · response 200 GET /a\n  D\n\n"
        + "── step 4 · 0.400s · event\n  E\n")
    let history = try HistoryFormat.decode(text, path: "a.txt")
    #expect(
      history.steps.map(\.trigger) == [
        .initial, .event("clicked"), .event("effect.tap"),
        .effect("response 200 GET /a", cause: 1), .event(""),
      ])
  }

  @Test func reportsAnEffectWhoseCauseIsNotAnEarlierEvent() {
    let initial = "── step 0 · 0.000s · initial\n  A\n\n"
    #expect(
      problem(withSteps(2, initial + "── step 1 · 0.100s · effect of step seven · x\n")) == """
        Snapshots/SignIn/a.txt:10:37: error: expected a step number, found 'seven'
          hint: re-record it: SCREENPLAY_RECORD=failed swift test
        """)
    #expect(
      problem(withSteps(2, initial + "── step 1 · 0.100s · effect of step 1 · x\n")) == """
        Snapshots/SignIn/a.txt:10:37: error: expected the step of an earlier event, found step 1
          hint: re-record it: SCREENPLAY_RECORD=failed swift test
        """)
    #expect(
      problem(withSteps(2, initial + "── step 1 · 0.100s · effect of step 0 · x\n")) == """
        Snapshots/SignIn/a.txt:10:22: error: an effect's cause must be an event's step, and step 0 is not one
          hint: re-record it: SCREENPLAY_RECORD=failed swift test
        """)
  }

  @Test("format 1 reads: its events' log lines are dropped, and an effect's line names a step")
  func readsFormatOne() throws {
    let text = """
      screenplay-history 1
      log: Tests/EventLogs/SignIn/a.log
      screen: SignIn
      fixtures: (none)
      steps: 4

      ── step 0 · 0.000s · initial
        A

      ── step 1 · 0.100s · line 7 · signIn.tap
        B

      ── step 2 · 0.200s · line 8
        (unchanged)

      ── step 3 · 0.900s · effect of line 7 · response 200 POST /login
        C

      """
    let history = try HistoryFormat.decode(text, path: "a.txt")
    #expect(
      history.steps.map(\.trigger) == [
        .initial, .event("signIn.tap"), .event(""),
        .effect("response 200 POST /login", cause: 1),
      ])
    #expect(history.steps.allSatisfy { $0.logLine == nil })
    let formatOne = text.replacingOccurrences(of: "history 2", with: "history 1")
    #expect(
      problem(formatOne.replacingOccurrences(of: "effect of line 7", with: "effect of line 9"))
        == """
        Snapshots/SignIn/a.txt:16:37: error: expected the log line of an earlier event, found line 9
          hint: re-record it: SCREENPLAY_RECORD=failed swift test
        """)
    #expect(
      problem(formatOne.replacingOccurrences(of: "line 8", with: "clicked")) == """
        Snapshots/SignIn/a.txt:13:22: error: expected 'initial', 'line <n> · <event>', 'effect · <cause>' or 'effect of line <n> · <cause>', found 'clicked'
          hint: re-record it: SCREENPLAY_RECORD=failed swift test
        """)
  }

  @Test func reportsAStepHeaderWithMissingParts() {
    #expect(
      problem(withSteps(1, "── step 0 · initial\n")) == """
        Snapshots/SignIn/a.txt:7:1: error: expected '── step <number> · <time> · <trigger>', found '── step 0 · initial'
          hint: re-record it: SCREENPLAY_RECORD=failed swift test
        """)
  }

  @Test func reportsTextWhereTheFirstStepHeaderBelongs() {
    #expect(
      problem(withSteps(1, "Sign In\n")) == """
        Snapshots/SignIn/a.txt:7:1: error: expected the first step header, '── step 0 · …'
          hint: re-record it: SCREENPLAY_RECORD=failed swift test
        """)
  }

  @Test func reportsARenderLineThatIsNotIndentedByTwoSpaces() {
    #expect(
      problem(withSteps(1, "── step 0 · 0.000s · initial\n Sign In\n")) == """
        Snapshots/SignIn/a.txt:8:1: error: expected a render line indented by two spaces
          hint: re-record it: SCREENPLAY_RECORD=failed swift test
        """)
    #expect(
      problem(withSteps(1, "── step 0 · 0.000s · initial\nSign In\n")) == """
        Snapshots/SignIn/a.txt:8:1: error: expected a render line indented by two spaces or the step header '── step 1 · …'
          hint: re-record it: SCREENPLAY_RECORD=failed swift test
        """)
  }

  @Test func acceptsAStepHeaderWithoutTheBlankLineBeforeIt() throws {
    let text = withSteps(2, "── step 0 · 0.000s · initial\n  A\n── step 1 · 0.100s · effect\n  B\n")
    let history = try HistoryFormat.decode(text, path: "a.txt")
    #expect(history.steps.map(\.lines) == [["A"], ["B"]])
  }

  @Test func decodingMangledGoldensThrowsOrReadsAHistoryThatEncodesStably() {
    let golden = Array(HistoryFormat.encode(HistoryExamples.wrongPassword))
    let pieces: [Character] = [" ", "\n", "\r\n", "·", "─", "s", "0", "9", ".", "-", ":"]
    var generator = SplitMix(seed: 7)
    for _ in 0..<2_000 {
      var text = golden
      for _ in 0...generator.next(below: 3) {
        let position = generator.next(below: text.count)
        switch generator.next(below: 3) {
        case 0: text.remove(at: position)
        case 1: text.insert(pieces[generator.next(below: pieces.count)], at: position)
        default: text[position] = pieces[generator.next(below: pieces.count)]
        }
      }
      guard let history = try? HistoryFormat.decode(String(text), path: "a.txt") else { continue }
      let again = try? HistoryFormat.decode(HistoryFormat.encode(history), path: "a.txt")
      #expect(again == history, "\(String(text))")
    }
  }
}
