import Foundation
import ScreenplayTestSupport
import Testing

@testable import Screenplay

/// A golden records what happened, not where in its log: edits that change no event leave it
/// passing, and an inserted event is one inserted step.
@MainActor
@Suite("Log edits")
struct LogEditTests {
  /// ``ScratchProject/log`` with comments at the top, between events and at the end, and blank
  /// lines between events: every event on another line.
  static let commented = """
    # A counter session: Ada types her name and PIN, counts, loads and sets a reminder.
    #
    screenplay-log 1
    screen: Counter
    fixtures: count

    # typing
    0.000s  name.type    text="Ada"

    0.100s  pin.type     text="1234"
    # counting and loading
    0.200s  counter.tap
    0.300s  count.load

    0.400s  reminder.set
    2.000s  counter.tap
    # the end

    """

  @Test("comments and blank lines added to a log leave its golden passing, in memory and streamed")
  func commentsLeaveTheGoldenPassing() async throws {
    for streamed in [false, true] {
      let scratch = try ScratchProject(log: Self.commented)
      try scratch.write(CounterHistory.golden, to: "Snapshots/Counter/basic.txt")
      let outcome = await scratch.verify(.never, streamed: streamed)
      #expect(outcome.status == .passed)
      #expect(scratch.read("Snapshots/Counter/basic.txt") == CounterHistory.golden)
      #expect(scratch.files(under: ".screenplay").isEmpty)
    }
  }

  @Test("an event inserted in a log is one inserted step, reported at its line; the rest agree")
  func anInsertedEventIsOneInsertedStep() async throws {
    for streamed in [false, true] {
      let log = Self.commented.replacingOccurrences(
        of: "0.300s  count.load", with: "0.250s  name.type    text=\"Ada\"\n0.300s  count.load")
      let scratch = try ScratchProject(log: log)
      try scratch.write(CounterHistory.golden, to: "Snapshots/Counter/basic.txt")
      let outcome = await scratch.verify(.never, streamed: streamed)
      #expect(outcome.status == .failed)
      #expect(outcome.line == 13)
      #expect(
        outcome.message == """
          Tests/EventLogs/Counter/basic.log:13:1: error: history differs from Snapshots/Counter/basic.txt at step 4 of 10 (inserted)
            step 4 · 0.250s · name.type text="Ada"
            +  (unchanged)
            received: .screenplay/pending/Counter/basic.txt
            to accept it: swift run screenplay accept Counter/basic  (or review all: swift run screenplay review)
          """)
    }
  }

  @Test("a step only the golden has is reported at the line of the log's last event before it")
  func aRemovedEventIsReportedAtTheEventBeforeIt() async throws {
    let log = Self.commented.replacingOccurrences(of: "0.400s  reminder.set\n", with: "")
    let scratch = try ScratchProject(log: log)
    try scratch.write(CounterHistory.golden, to: "Snapshots/Counter/basic.txt")
    let outcome = await scratch.verify(.never)
    #expect(outcome.line == 13)
    #expect(
      outcome.message.hasPrefix(
        """
        Tests/EventLogs/Counter/basic.log:13:1: error: history differs from Snapshots/Counter/basic.txt at step 5 of 9 (removed)
          step 5 · 0.400s · reminder.set
          -  (unchanged)
        """))
  }
}
