import Testing

@testable import Screenplay

/// An outcome is a value: copies share their storage until one of them changes.
@Suite("Case outcome")
struct CaseOutcomeTests {
  private static let logCase = LogCase(screen: "SignIn", name: "offline")

  private static func outcome() -> CaseOutcome {
    CaseOutcome(
      logCase: logCase, steps: 3,
      failure: Diagnostic(path: "a.log", line: 7, column: 1, message: "it differs"))
  }

  @Test("a changed copy leaves the outcome it was copied from as it was")
  func copiesChangeAlone() {
    let original = Self.outcome()
    var copy = original
    #expect(copy == original)
    copy.problems = []
    copy.status = .passed
    copy.steps = 4
    copy.pendingPath = "Snapshots/SignIn/offline.txt.pending"
    copy.logCase = LogCase(screen: "SignIn", name: "online")
    #expect(original.message == "a.log:7:1: error: it differs")
    #expect(original.status == .failed)
    #expect(original.steps == 3)
    #expect(original.pendingPath == nil)
    #expect(original.logCase == Self.logCase)
    #expect(copy.message == "")
    #expect(copy.status == .passed)
    #expect(copy.steps == 4)
    #expect(copy.pendingPath == "Snapshots/SignIn/offline.txt.pending")
    #expect(copy != original)
  }

  @Test("outcomes with the same values are equal and hash alike, made apart or copied")
  func equalityFollowsTheValues() {
    let first = Self.outcome()
    var second = Self.outcome()
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    second.flakyReplay = 2
    #expect(first != second)
    second.flakyReplay = nil
    #expect(first == second)
    #expect(Set([first, second, first]).count == 1)
  }
}
