import Foundation
import ScreenplayTestSupport
import Testing

@testable import Screenplay

@MainActor
@Suite("Verifier")
struct VerifierTests {
  @Test("a missing golden is recorded in the default mode, and the case says so")
  func recordsMissing() async throws {
    let scratch = try ScratchProject()
    let outcome = await scratch.verify(.missing)
    #expect(outcome.status == .recorded)
    #expect(
      outcome.message
        == "Tests/EventLogs/Counter/basic.log:1:1: recorded Snapshots/Counter/basic.txt "
        + "(no golden existed; 9 steps); review it and run again to verify")
    #expect(scratch.read("Snapshots/Counter/basic.txt") == CounterHistory.golden)
  }

  @Test("a recorded golden passes on the next run and leaves nothing pending")
  func passesAfterRecording() async throws {
    let scratch = try ScratchProject()
    _ = await scratch.verify(.missing)
    let outcome = await scratch.verify(.missing)
    #expect(outcome.status == .passed)
    #expect(outcome.steps == 9)
    #expect(scratch.files(under: ".screenplay").isEmpty)
  }

  @Test("with record mode never, a missing golden fails and nothing is written under Snapshots")
  func neverWritesMissing() async throws {
    let scratch = try ScratchProject()
    let outcome = await scratch.verify(.never)
    #expect(outcome.status == .failed)
    #expect(
      outcome.message == """
        Tests/EventLogs/Counter/basic.log:1:1: error: no golden at Snapshots/Counter/basic.txt, \
        and record mode 'never' never writes one
          received: .screenplay/pending/Counter/basic.txt
          to accept it: swift run screenplay accept Counter/basic, then commit Snapshots/Counter/basic.txt
        """)
    #expect(scratch.files(under: "Snapshots").isEmpty)
    #expect(scratch.read(".screenplay/pending/Counter/basic.txt") == CounterHistory.golden)
  }

  @Test("an edited golden fails with the step, its trigger and log line, and stays as it was")
  func editedGoldenFails() async throws {
    let scratch = try ScratchProject()
    let edited = CounterHistory.golden.replacingOccurrences(
      of: "status: loaded 42", with: "status: loaded 41")
    try scratch.write(edited, to: "Snapshots/Counter/basic.txt")
    let outcome = await scratch.verify(.missing)
    #expect(outcome.status == .failed)
    #expect(outcome.line == 8)
    #expect(
      outcome.message == """
        Tests/EventLogs/Counter/basic.log:8:1: error: history differs from Snapshots/Counter/basic.txt at step 6 of 9 (changed)
          step 6 · 0.550s · effect of step 4 · response 200 GET /count (count)
          from line 8 · count.load
          @@ -1,5 +1,5 @@
             Counter
               count: 1
          -    status: loaded 41
          +    status: loaded 42
               Name: "Ada"
               PIN: •••
          2 other steps differ: 7 (changed), 8 (changed)
          received: .screenplay/pending/Counter/basic.txt
          to accept it: swift run screenplay accept Counter/basic  (or review all: swift run screenplay review)
        """)
    #expect(scratch.read("Snapshots/Counter/basic.txt") == edited)
    #expect(scratch.read(".screenplay/pending/Counter/basic.txt") == CounterHistory.golden)
  }

  @Test("record mode failed rewrites a golden that differs, and all leaves an equal one alone")
  func failedModeRewrites() async throws {
    let scratch = try ScratchProject()
    try scratch.write(
      CounterHistory.golden.replacingOccurrences(of: "count: 2", with: "count: 3"),
      to: "Snapshots/Counter/basic.txt")
    let rewritten = await scratch.verify(.failed)
    #expect(rewritten.status == .recorded)
    #expect(rewritten.message.contains("(the history changed; 9 steps)"))
    #expect(scratch.read("Snapshots/Counter/basic.txt") == CounterHistory.golden)
    let untouched = await scratch.verify(.failed)
    #expect(untouched.status == .passed)
  }

  @Test("a malformed golden fails with its location unless a record mode rewrites it")
  func malformedGolden() async throws {
    let scratch = try ScratchProject()
    try scratch.write("screenplay-history 2\nlog Tests/x.log\n", to: "Snapshots/Counter/basic.txt")
    let failed = await scratch.verify(.missing)
    #expect(failed.status == .failed)
    #expect(failed.path == "Snapshots/Counter/basic.txt")
    #expect(failed.message.hasPrefix("Snapshots/Counter/basic.txt:2:"))
    let rewritten = await scratch.verify(.failed)
    #expect(rewritten.status == .recorded)
    #expect(scratch.read("Snapshots/Counter/basic.txt") == CounterHistory.golden)
  }

  @Test("a golden that cannot be read says why in the system's words, with the fix")
  func unreadableGolden() async throws {
    let scratch = try ScratchProject()
    try FileManager.default.createDirectory(
      atPath: scratch.project.absolute("Snapshots/Counter/basic.txt"),
      withIntermediateDirectories: true)
    let outcome = await scratch.verify(.missing)
    #expect(
      outcome.message == """
        Snapshots/Counter/basic.txt:1:1: error: cannot read the golden: Is a directory
          hint: a folder has the file's name; rename the folder or remove it
        """)
  }

  @Test("a named pipe in a golden's place is refused at once, not waited on for a writer")
  func pipeAsGolden() async throws {
    let scratch = try ScratchProject()
    try FileManager.default.createDirectory(
      atPath: scratch.project.absolute("Snapshots/Counter"), withIntermediateDirectories: true)
    #expect(mkfifo(scratch.project.absolute("Snapshots/Counter/basic.txt"), 0o600) == 0)
    let outcome = await scratch.verify(.missing)
    #expect(
      outcome.message == """
        Snapshots/Counter/basic.txt:1:1: error: cannot read the golden: it is a named pipe, not a regular file
          hint: replace it with a regular file
        """)
  }

  @Test("a linked fixtures folder is refused, though a batch checks each folder only once")
  func linkedFixturesFolder() async throws {
    let scratch = try ScratchProject()
    let folder = scratch.project.absolute("Tests/Fixtures/Counter")
    let outside = scratch.project.absolute("outside")
    try FileManager.default.moveItem(atPath: folder, toPath: outside)
    try FileManager.default.createSymbolicLink(atPath: folder, withDestinationPath: outside)
    let outcome = await scratch.verify(.missing)
    #expect(outcome.status == .failed)
    #expect(
      outcome.message == """
        Tests/Fixtures/Counter/count.json:1:1: error: the fixtures folder Tests/Fixtures/Counter \
        is a symbolic link; fixtures must be regular files in it
          hint: replace the link with a folder holding the fixture files (links are not followed)
        """)
    #expect(scratch.files(under: "Snapshots").isEmpty)
  }

  @Test("a malformed log fails with file, line and column before anything replays")
  func malformedLog() async throws {
    let scratch = try ScratchProject(
      log: ScratchProject.log.replacingOccurrences(of: "counter.tap", with: "counter.tpa"))
    let outcome = await scratch.verify(.missing)
    #expect(outcome.status == .failed)
    #expect(
      outcome.message == """
        Tests/EventLogs/Counter/basic.log:7:9: error: unknown event 'counter.tpa'
          hint: did you mean 'counter.tap'?
        """)
    #expect(scratch.files(under: "Snapshots").isEmpty)
  }

  @Test(
    "a request no fixture answers fails the replay at the event that caused it, and records nothing"
  )
  func unmatchedRequest() async throws {
    let fixture = ScratchProject.fixture.replacingOccurrences(of: "/count", with: "/counts")
    let scratch = try ScratchProject(fixture: fixture)
    let outcome = await scratch.verify(.failed)
    #expect(outcome.status == .failed)
    #expect(outcome.line == 8)
    #expect(
      outcome.message.hasPrefix(
        "Tests/EventLogs/Counter/basic.log:8:1: error: no fixture matches request #1: GET /count"))
    #expect(outcome.message.contains("closest fixture: count (Tests/Fixtures/Counter/count.json)"))
    #expect(outcome.message.contains("path: expected /counts, got /count"))
    #expect(
      outcome.message.contains(
        "Tests/EventLogs/Counter/basic.log:3:1: error: fixture 'count' was never requested"))
    #expect(scratch.files(under: "Snapshots").isEmpty)
    #expect(
      scratch.files(under: ".screenplay").isEmpty,
      "a history with problems is not offered for review")
  }

  @Test("a log in the wrong screen folder is named as such")
  func wrongFolder() async throws {
    let scratch = try ScratchProject(
      log: ScratchProject.log.replacingOccurrences(of: "screen: Counter", with: "screen: Other"))
    let outcome = await scratch.verify(.missing)
    #expect(
      outcome.message == """
        Tests/EventLogs/Counter/basic.log:2:9: error: the log says 'screen: Other' but lives in Tests/EventLogs/Counter/
          hint: move it to Tests/EventLogs/Other/ or fix the 'screen:' line
        """)
  }

  @Test("a log whose path holds a control character fails at once: its golden could never match")
  @MainActor
  func controlCharacterInPath() async throws {
    let scratch = try ScratchProject()
    try scratch.write(ScratchProject.log, to: "Tests/EventLogs/Counter/a\tb.log")
    let logCase = LogCase(screen: "Counter", name: "a\tb")
    let outcome = await Verifier(
      project: scratch.project, scenes: [SceneDescriptor(CounterScene.self)], mode: .missing
    ).verify(logCase)
    #expect(outcome.status == .failed)
    #expect(
      outcome.message == """
        Tests/EventLogs/Counter/a\\tb.log:1:1: error: the log's path holds a control character
          hint: rename the file (or its folder) without tabs, line breaks or other control characters
        """)
    #expect(scratch.files(under: "Snapshots").isEmpty)
  }
}
