import Foundation
import ScreenplayTestSupport
import Testing

@testable import Screenplay

@MainActor
@Suite("Review workflow")
struct ReviewWorkflowTests {
  /// A scratch project whose golden says 41 where the replay gives 42, after one run.
  func tampered() async throws -> ScratchProject {
    let scratch = try ScratchProject()
    try scratch.write(
      CounterHistory.golden.replacingOccurrences(of: "loaded 42", with: "loaded 41"),
      to: "Snapshots/Counter/basic.txt")
    _ = await scratch.verify(.missing)
    return scratch
  }

  @Test("a failing run leaves one pending history, listed with a headline")
  func listsPending() async throws {
    let scratch = try await tampered()
    let pendingHistories = PendingHistories(project: scratch.project)
    let pending = pendingHistories.list()
    #expect(pending.map(\.logCase.id) == ["Counter/basic"])
    #expect(pending.first?.path == ".screenplay/pending/Counter/basic.txt")
    #expect(pending.first?.hasGolden == true)
    #expect(
      PendingReview(pendingHistories: pendingHistories).headline(pending[0])
        == "Counter/basic: changed at step 6, 3 steps differ")
  }

  @Test("accepting makes the pending history the golden and removes the pending file")
  func accept() async throws {
    let scratch = try await tampered()
    let pendingHistories = PendingHistories(project: scratch.project)
    try pendingHistories.accept(pendingHistories.list()[0])
    #expect(scratch.read("Snapshots/Counter/basic.txt") == CounterHistory.golden)
    #expect(pendingHistories.list().isEmpty)
    #expect(await scratch.verify(.never).status == .passed)
  }

  @Test("rejecting drops the pending history and keeps the golden")
  func reject() async throws {
    let scratch = try await tampered()
    let before = scratch.read("Snapshots/Counter/basic.txt")
    let pendingHistories = PendingHistories(project: scratch.project)
    pendingHistories.reject(pendingHistories.list()[0])
    #expect(scratch.read("Snapshots/Counter/basic.txt") == before)
    #expect(pendingHistories.list().isEmpty)
  }

  @Test("a damaged pending history is never accepted, and says where it is damaged")
  func damagedPending() async throws {
    let scratch = try await tampered()
    try scratch.write("screenplay-history 2\nlog: x\n", to: ".screenplay/pending/Counter/basic.txt")
    let pendingHistories = PendingHistories(project: scratch.project)
    #expect(throws: Diagnostic.self) { try pendingHistories.accept(pendingHistories.list()[0]) }
    #expect(scratch.read("Snapshots/Counter/basic.txt")?.contains("loaded 41") == true)
  }

  @Test("the review shows the aligned diff with the trigger and log line, or the whole history")
  func describe() async throws {
    let scratch = try await tampered()
    let pendingHistories = PendingHistories(project: scratch.project)
    let review = PendingReview(pendingHistories: pendingHistories)
    let diff = try review.describe(pendingHistories.list()[0], full: false)
    #expect(
      diff.hasPrefix(
        """
        Tests/EventLogs/Counter/basic.log:8:1: error: history differs from Snapshots/Counter/basic.txt at step 6 of 9 (changed)
          step 6 · 0.550s · effect of step 4 · response 200 GET /count (count)
          from line 8 · count.load
        """))
    let full = try review.describe(pendingHistories.list()[0], full: true)
    #expect(full.hasPrefix("  screenplay-history 2\n  log: Tests/EventLogs/Counter/basic.log\n"))
  }

  @Test("a new history with no golden is described as new, in full")
  func newHistory() async throws {
    let scratch = try ScratchProject()
    _ = await scratch.verify(.never)
    let pendingHistories = PendingHistories(project: scratch.project)
    let pending = try #require(pendingHistories.list().first)
    #expect(!pending.hasGolden)
    #expect(
      PendingReview(pendingHistories: pendingHistories).headline(pending)
        == "Counter/basic: new, 9 steps")
    let text = try PendingReview(pendingHistories: pendingHistories).describe(pending, full: false)
    #expect(
      text.hasPrefix(
        "Tests/EventLogs/Counter/basic.log:1:1: new golden Snapshots/Counter/basic.txt (9 steps)\n")
    )
  }

  @Test("after a full run, goldens, fixtures and pending histories no log accounts for are found")
  func unreferenced() async throws {
    let scratch = try ScratchProject()
    let outcome = await scratch.verify(.missing)
    try scratch.write("x", to: "Snapshots/Counter/gone.txt")
    try scratch.write("{}", to: "Tests/Fixtures/Counter/unused.json")
    try scratch.write("x", to: ".screenplay/pending/Counter/gone.txt")
    let found = UnreferencedFiles.find(in: scratch.project, outcomes: [outcome])
    #expect(found.goldens == ["Snapshots/Counter/gone.txt"])
    #expect(found.fixtures == ["Tests/Fixtures/Counter/unused.json"])
    #expect(found.pending == [".screenplay/pending/Counter/gone.txt"])
    #expect(found.count == 2)
  }

  @Test("a screen whose log did not replay reports no unused fixtures (its list is unknown)")
  func unknownFixtures() async throws {
    let scratch = try ScratchProject(
      log: "screenplay-log 1\nscreen: Counter\nfixtures: count\n\n0s nope\n")
    let outcome = await scratch.verify(.missing)
    #expect(UnreferencedFiles.find(in: scratch.project, outcomes: [outcome]).fixtures.isEmpty)
  }

  @Test("force pass collects without recording unless SCREENPLAY_RECORD says otherwise")
  func forcePass() throws {
    let forced = try RunSettings.from(environment: ["SCREENPLAY_FORCE_PASS": "1"]).get()
    #expect(forced == RunSettings(mode: .never, forcePass: true))
    let flagged = try RunSettings.from(environment: [:], forcePassFlag: true).get()
    #expect(flagged == RunSettings(mode: .never, forcePass: true))
    let explicit = try RunSettings.from(environment: [
      "SCREENPLAY_FORCE_PASS": "1", "SCREENPLAY_RECORD": "missing",
    ]).get()
    #expect(explicit == RunSettings(mode: .missing, forcePass: true))
    #expect(
      try RunSettings.from(environment: [:]).get() == RunSettings(mode: .missing, forcePass: false))
  }

  @Test("the run report is JSON with sorted keys and the summary line counts everything")
  func runReport() async throws {
    let scratch = try await tampered()
    let outcome = await scratch.verify(.never)
    var summary = RunSummary()
    summary.add(outcome)
    summary.pending = 1
    #expect(summary.line == "0 passed, 1 failed, 0 recorded, 0 unreferenced, 1 pending")
    let json = RunReport(summary: summary, outcomes: [outcome], unreferenced: UnreferencedFiles())
      .json()
    #expect(json.contains(#""firstDivergentStep" : 6"#))
    #expect(json.contains(#""pending" : ".screenplay/pending/Counter/basic.txt""#))
    #expect(json.hasSuffix("}"))
  }
}
