import Foundation
import ScreenplayTestSupport
import Testing

@testable import Screenplay

/// A history that cannot be written is an error naming the file, the system's reason and the
/// fix, never a claim of a file that does not exist.
@MainActor
@Suite("Failed writes")
struct FailedWriteTests {
  /// The counter's golden with one line changed, so its replay differs at step 6.
  static let edited = CounterHistory.golden.replacingOccurrences(
    of: "status: loaded 42", with: "status: loaded 41")

  @Test("a pending folder that is a file: no 'received:' and nothing to accept, an error instead")
  func pendingIsAFile() async throws {
    let scratch = try ScratchProject()
    try scratch.write(Self.edited, to: "Snapshots/Counter/basic.txt")
    try scratch.write("not a folder", to: ".screenplay/pending")
    let outcome = await scratch.verify(.never)
    #expect(outcome.status == .failed)
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
          .screenplay/pending/Counter/basic.txt:1:1: error: cannot write the received history: Not a directory
            hint: .screenplay/pending is a file, not a folder: move it away or remove it, then run again; nothing was kept for review
        """)
    #expect(outcome.failure?.unwrittenPath == ".screenplay/pending/Counter/basic.txt")
    #expect(outcome.failure?.pendingPath == nil)
    #expect(scratch.read(".screenplay/pending") == "not a folder")
  }

  @Test("a missing golden whose history cannot be kept says so instead of 'received:'")
  func missingGoldenUnkept() async throws {
    let scratch = try ScratchProject()
    try scratch.write("", to: ".screenplay/pending/Counter")
    let outcome = await scratch.verify(.never)
    #expect(
      outcome.message == """
        Tests/EventLogs/Counter/basic.log:1:1: error: no golden at Snapshots/Counter/basic.txt, and record mode 'never' never writes one
          .screenplay/pending/Counter/basic.txt:1:1: error: cannot write the received history: Not a directory
            hint: .screenplay/pending/Counter is a file, not a folder: move it away or remove it, then run again; nothing was kept for review
        """)
    #expect(outcome.failure?.unwrittenPath == ".screenplay/pending/Counter/basic.txt")
  }

  @Test("a golden that cannot be recorded names the file in the way")
  func goldenUnwritten() async throws {
    let scratch = try ScratchProject()
    try scratch.write("", to: "Snapshots")
    let outcome = await scratch.verify(.missing)
    #expect(outcome.status == .failed)
    #expect(
      outcome.message == """
        Snapshots/Counter/basic.txt:1:1: error: cannot write the golden: Not a directory
          hint: Snapshots is a file, not a folder: move it away or remove it, then run again
        """)
    #expect(outcome.failure?.unwrittenPath == "Snapshots/Counter/basic.txt")
  }

  @Test("a streamed history that cannot be kept is the same error")
  func streamedUnkept() async throws {
    let scratch = try ScratchProject()
    try scratch.write("", to: ".screenplay")
    let outcome = await scratch.verify(.never, streamed: true)
    #expect(
      outcome.message == """
        .screenplay/pending/Counter/basic.txt:1:1: error: cannot write the received history: Not a directory
          hint: .screenplay is a file, not a folder: move it away or remove it, then run again; nothing was kept for review
        """)
    #expect(outcome.failure?.unwrittenPath == ".screenplay/pending/Counter/basic.txt")
  }

  @Test("accepting into a snapshots folder that is a file keeps the pending history")
  func acceptUnwritten() async throws {
    let scratch = try ScratchProject()
    _ = await scratch.verify(.never)
    try scratch.write("", to: "Snapshots")
    let store = PendingHistories(project: scratch.project)
    #expect(
      throws: Diagnostic(
        path: "Snapshots/Counter/basic.txt", line: 1, column: 1,
        message: "cannot write the golden: Not a directory",
        hint:
          "Snapshots is a file, not a folder: move it away or remove it, then run again; the pending history was kept"
      )
    ) { try store.accept(store.list()[0]) }
    #expect(scratch.read(".screenplay/pending/Counter/basic.txt") == CounterHistory.golden)
  }
}
