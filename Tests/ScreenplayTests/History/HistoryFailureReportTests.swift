import Testing

@testable import Screenplay

@Suite struct HistoryFailureReportTests {
  private let golden = HistoryExamples.wrongPassword
  /// The golden's history as a replay records it, with the log line behind each step.
  private let replayed = HistoryExamples.wrongPasswordReplayed

  /// The report's text, its problems' descriptions joined; `nil` when there is none.
  private func report(_ actual: History, received: String? = nil) -> String? {
    let failure = FailureReport.failure(
      HistoryDiff.compare(expected: golden, actual: actual),
      logPath: "Tests/EventLogs/SignIn/wrong-password.log",
      goldenPath: "Snapshots/SignIn/wrong-password.txt", receivedPath: received,
      acceptCommand: "swift run screenplay record SignIn/wrong-password")
    return failure?.problems.map(\.description).joined(separator: "\n")
  }

  @Test func aMatchingHistoryHasNoReport() {
    #expect(report(replayed) == nil)
  }

  @Test func aChangedStepIsReportedAtTheLineOfTheEventThatLedToIt() {
    var actual = replayed
    actual.steps[4].lines[2] = "  [Sign In] (disabled)"
    actual.steps[5].lines = ["Sign In"]
    actual.steps[5].changed = true
    actual.steps.append(
      Step(index: 6, time: .milliseconds(2500), trigger: .effect("timer"), lines: ["Sign In"]))
    #expect(
      report(actual, received: ".screenplay/pending/SignIn/wrong-password.txt") == """
        Tests/EventLogs/SignIn/wrong-password.log:9:1: error: history differs from Snapshots/SignIn/wrong-password.txt at step 4 of 7 (changed)
          step 4 · 1.500s · effect of step 3 · response 401 POST /login (sign-in-wrong-password)
          from line 9 · signIn.tap
          @@ -1,5 +1,5 @@
             Sign In
               Email: "johnny@gmail.com"
          -    [Sign In]
          +    [Sign In] (disabled)

               alert "Wrong password"
          2 other steps differ: 5 (changed), 6 (inserted)
          received: .screenplay/pending/SignIn/wrong-password.txt
          to accept it: swift run screenplay record SignIn/wrong-password
        """)
  }

  @Test func anInsertedStepShowsItsWholeRenderAsAddedLines() {
    var steps = replayed.steps
    steps.insert(
      Step(
        index: 0, time: .milliseconds(800), trigger: .effect("task started", cause: 3),
        lines: ["Sign In", "  (spinner: loading)"], logLine: 9), at: 4)
    #expect(
      report(HistoryExamples.renumbered(steps)) == """
        Tests/EventLogs/SignIn/wrong-password.log:9:1: error: history differs from Snapshots/SignIn/wrong-password.txt at step 4 of 7 (inserted)
          step 4 · 0.800s · effect of step 3 · task started
          from line 9 · signIn.tap
          +  Sign In
          +    (spinner: loading)
          to accept it: swift run screenplay record SignIn/wrong-password
        """)
  }

  @Test func anEventStepGoneFromTheLogIsReportedAtTheLineOfTheStepBeforeIt() {
    var steps = replayed.steps
    steps.remove(at: 5)
    #expect(
      report(HistoryExamples.renumbered(steps)) == """
        Tests/EventLogs/SignIn/wrong-password.log:9:1: error: history differs from Snapshots/SignIn/wrong-password.txt at step 5 of 6 (removed)
          step 5 · 2.000s · signIn.tap
          -  (unchanged)
          to accept it: swift run screenplay record SignIn/wrong-password
        """)
  }

  @Test func aStepThatMovedInTimeShowsBothTitles() {
    var actual = replayed
    actual.steps[4].time = .milliseconds(1800)
    #expect(
      report(actual) == """
        Tests/EventLogs/SignIn/wrong-password.log:9:1: error: history differs from Snapshots/SignIn/wrong-password.txt at step 4 of 6 (changed)
          - step 4 · 1.500s · effect of step 3 · response 401 POST /login (sign-in-wrong-password)
          + step 4 · 1.800s · effect of step 3 · response 401 POST /login (sign-in-wrong-password)
          from line 9 · signIn.tap
          to accept it: swift run screenplay record SignIn/wrong-password
        """)
  }

  @Test func anEffectOfAppearingHasNoCauseAndPointsAtTheFirstLineOfTheLog() {
    var actual = replayed
    actual.steps.insert(
      Step(index: 1, time: .zero, trigger: .effect("timer 0.000s"), lines: ["Sign In"]), at: 1)
    // The sign-in tap that sent the request is now step 4.
    actual.steps[5].trigger = .effect("response 401 POST /login (sign-in-wrong-password)", cause: 4)
    #expect(
      report(HistoryExamples.renumbered(actual.steps)) == """
        Tests/EventLogs/SignIn/wrong-password.log:1:1: error: history differs from Snapshots/SignIn/wrong-password.txt at step 1 of 7 (inserted)
          step 1 · 0.000s · effect · timer 0.000s
          +  Sign In
          to accept it: swift run screenplay record SignIn/wrong-password
        """)
  }

  @Test func aChangedInitialStepPointsAtTheFirstLineOfTheLog() {
    var actual = replayed
    actual.steps[0].lines[0] = "Sign in"
    #expect(
      report(actual) == """
        Tests/EventLogs/SignIn/wrong-password.log:1:1: error: history differs from Snapshots/SignIn/wrong-password.txt at step 0 of 6 (changed)
          step 0 · 0.000s · initial
          @@ -1,3 +1,3 @@
          -  Sign In
          +  Sign in
               Email: (placeholder "Email")
               [Sign In] (disabled)
          to accept it: swift run screenplay record SignIn/wrong-password
        """)
  }

  @Test func aDifferentHeaderIsReportedBeforeTheSteps() {
    var actual = replayed
    actual.header.fixtures = ["sign-in-success", "profile"]
    actual.steps[1].lines = ["Sign In"]
    #expect(
      report(actual) == """
        Tests/EventLogs/SignIn/wrong-password.log:1:1: error: history header differs from Snapshots/SignIn/wrong-password.txt
          - fixtures: sign-in-wrong-password
          + fixtures: sign-in-success, profile
        Tests/EventLogs/SignIn/wrong-password.log:6:1: error: history differs from Snapshots/SignIn/wrong-password.txt at step 1 of 6 (changed)
          step 1 · 0.000s · email.type text="johnny@gmail.com"
          @@ -1,3 +1,1 @@
             Sign In
          -    Email: "johnny@gmail.com"
          -    [Sign In] (disabled)
          to accept it: swift run screenplay record SignIn/wrong-password
        """)
  }

  @Test func aDifferentHeaderAloneIsReportedAtTheFirstLineOfTheLog() {
    var actual = replayed
    actual.header.fixtures = ["sign-in-success", "profile"]
    #expect(
      report(actual) == """
        Tests/EventLogs/SignIn/wrong-password.log:1:1: error: history header differs from Snapshots/SignIn/wrong-password.txt
          - fixtures: sign-in-wrong-password
          + fixtures: sign-in-success, profile
          to accept it: swift run screenplay record SignIn/wrong-password
        """)
  }

  @Test func manyOtherDivergencesAreCountedAndTheFirstTenListed() {
    var actual = replayed
    for index in 1...4 { actual.steps[index].lines.append("  footer") }
    for index in 0..<8 {
      actual.steps.append(
        Step(
          index: 6 + index, time: .seconds(3 + index), trigger: .effect("tick"), lines: ["x"]))
    }
    let summary = report(actual)?.split(separator: "\n").map(String.init).first {
      $0.contains("other steps")
    }
    #expect(
      summary
        == "  11 other steps differ: 2 (changed), 3 (changed), 4 (changed), 6 (inserted), "
        + "7 (inserted), 8 (inserted), 9 (inserted), 10 (inserted), 11 (inserted), "
        + "12 (inserted), …")
  }
}
