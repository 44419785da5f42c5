import Foundation
import ScreenplayTestSupport
import Testing

@testable import Screenplay

/// ``Verifier/repeats``: the engine's side of `verify --repeat`.
@MainActor
@Suite("Repeated verification")
struct RepeatedVerifierTests {
  private func verifier(_ scratch: ScratchProject, repeats: Int) -> Verifier {
    var verifier = Verifier(
      project: scratch.project, scenes: [SceneDescriptor(CounterScene.self)], mode: .failed)
    verifier.repeats = repeats
    return verifier
  }

  @Test("a stable log passes every replay, even one long enough to stream, and nothing is touched")
  func stablePasses() async throws {
    let scratch = try ScratchProject()
    #expect(await scratch.verify(.missing).status == .recorded)
    try scratch.write("stale", to: ".screenplay/pending/Counter/basic.txt")
    var verifier = verifier(scratch, repeats: 5)
    verifier.streamingThreshold = 0
    let outcome = await verifier.verify(scratch.logCase)
    #expect(outcome.status == .passed)
    #expect(outcome.failure?.flakyReplay == nil)
    #expect(scratch.read(".screenplay/pending/Counter/basic.txt") == "stale")
  }

  @Test("a later replay that fails where the first did not is flaky, with its diagnostic")
  func laterFailureIsFlaky() throws {
    let scratch = try ScratchProject()
    let logCase = scratch.logCase
    let first = ReplayResult(
      history: History(
        header: HistoryHeader(log: logCase.logPath, screen: "Counter", fixtures: [])), problems: [])
    let error = Diagnostic(
      path: logCase.logPath, line: 8, column: 1, message: "the app never went quiet")
    let outcome = verifier(scratch, repeats: 9).flakyOutcome(
      logCase, FlakyReplay(first: first, replay: 4, later: .failure(error))
    ).outcome
    #expect(outcome.status == .failed)
    #expect(outcome.failure?.flakyReplay == 4)
    #expect(
      outcome.message == """
        Tests/EventLogs/Counter/basic.log:1:1: error: replay 4 of 9 failed where replay 1 did not
          Tests/EventLogs/Counter/basic.log:8:1: error: the app never went quiet
          hint: \(Verifier.flakyHint)
        """)
    var summary = RunSummary()
    summary.add(outcome)
    #expect(summary.line == "0 passed, 1 failed, 0 recorded, 0 unreferenced, 0 pending, 1 flaky")
  }
}
