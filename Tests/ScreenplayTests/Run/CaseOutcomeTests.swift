import Testing

@testable import Screenplay

/// An outcome is passed, recorded or failed, and says so the same way in every output.
@Suite("Case outcome")
struct CaseOutcomeTests {
  private static let logCase = LogCase(screen: "SignIn", name: "offline")

  @Test("a pass says nothing and points at its log")
  func passed() {
    let outcome = CaseOutcome(logCase: Self.logCase, steps: 3, result: .passed)
    #expect(outcome.status == .passed)
    #expect(outcome.message == "")
    #expect(outcome.path == "Tests/EventLogs/SignIn/offline.log")
    #expect(outcome.line == 1)
    #expect(outcome.failure == nil)
    #expect(outcome.problems == [])
  }

  @Test("a recorded golden says why, and how many steps it holds")
  func recorded() {
    let outcome = CaseOutcome(
      logCase: Self.logCase, steps: 5, result: .recorded(because: "no golden existed"))
    #expect(outcome.status == .recorded)
    #expect(
      outcome.message
        == "Tests/EventLogs/SignIn/offline.log:1:1: recorded Snapshots/SignIn/offline.txt (no golden existed; 5 steps); review it and run again to verify"
    )
  }

  @Test("a failure reports its problems in order and points where it says")
  func failed() {
    let header = ReportedProblem(
      Diagnostic(path: "a.log", line: 1, column: 1, message: "header differs"),
      details: ["- screen: A", "+ screen: B"])
    let written = Diagnostic(
      path: "p.txt", line: 1, column: 1, message: "cannot write", hint: "free some space")
    let step = ReportedProblem(
      Diagnostic(path: "a.log", line: 7, column: 1, message: "step 2 differs"),
      details: ["step 2 · tap", .diagnostic(written)])
    let outcome = CaseOutcome(
      logCase: Self.logCase, steps: 3,
      result: .failed(CaseFailure([header, step], path: "a.log", line: 7)))
    #expect(outcome.status == .failed)
    #expect(outcome.path == "a.log")
    #expect(outcome.line == 7)
    #expect(outcome.failure?.pointedProblem == step)
    #expect(
      outcome.message == """
        a.log:1:1: error: header differs
          - screen: A
          + screen: B
        a.log:7:1: error: step 2 differs
          step 2 · tap
          p.txt:1:1: error: cannot write
            hint: free some space
        """)
    #expect(
      step.lines == [
        "step 2 differs", "step 2 · tap", "p.txt:1:1: error: cannot write",
        "  hint: free some space",
      ])
  }

  @Test("a failure made from a diagnostic points where the diagnostic does")
  func failedFromADiagnostic() {
    let outcome = CaseOutcome(
      logCase: Self.logCase, steps: 0,
      failure: Diagnostic(path: "a.log", line: 7, column: 3, message: "it differs"))
    #expect(outcome.message == "a.log:7:3: error: it differs")
    #expect(outcome.path == "a.log")
    #expect(outcome.line == 7)
  }
}
