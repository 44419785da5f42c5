import Testing

@testable import Screenplay

@Suite("Explore report")
struct ExploreReportTests {
  @Test("a request answered offline is named with its secret query values hidden")
  func offlineAnswerHidesSecrets() {
    var finding = ExploreFinding(rule: "a rule", afterEvents: 1)
    finding.offlineAnswers = [
      Fixture.Request(
        method: "GET", path: "/feed",
        query: [
          Fixture.QueryItem(name: "auth_token", value: "abc123"),
          Fixture.QueryItem(name: "page", value: "2"),
        ])
    ]
    let trial = ExploreCase(fixtures: [], entries: [LogEntry(time: .zero, event: "feed.load")])
    var report = ExploreReport(
      screen: "Feed", options: ExploreOptions(), invariants: [], declared: [])
    report.failure = .init(run: 1, seed: 7, original: trial, shrunk: trial, finding: finding)
    #expect(
      report.resultLines.contains(
        "answered offline, as no fixture matched: GET /feed?auth_token=•••&page=2 "
          + "(saved as fixture explored-7)"))
    #expect(!report.resultLines.joined().contains("abc123"))
  }
}
