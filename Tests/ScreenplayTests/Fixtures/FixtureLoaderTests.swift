import Foundation
import Testing

@testable import Screenplay

/// Loading the fixtures a log names, from a package laid out on disk.
@Suite final class FixtureLoaderTests {
  private let root: String
  private let log = EventLog(
    path: "Tests/EventLogs/SignIn/sign-in.log", screen: "SignIn",
    fixtures: ["sign-in-success", "wrong-pasword"], fixturesLine: 3)

  init() throws {
    root = try FixtureTestSupport.temporaryDirectory()
    try FixtureTestSupport.write(
      "screenplay-log 1\nscreen: SignIn\nfixtures: sign-in-success, wrong-pasword\n",
      to: root + "/Tests/EventLogs/SignIn/sign-in.log")
    let success = #"{"request": {"method": "POST", "path": "/login"}, "response": {"status": 200}}"#
    let wrong = #"{"request": {"method": "POST", "path": "/login"}, "response": {"status": 401}}"#
    try FixtureTestSupport.write(success, to: root + "/Tests/Fixtures/SignIn/sign-in-success.json")
    try FixtureTestSupport.write(wrong, to: root + "/Tests/Fixtures/SignIn/wrong-password.json")
  }

  deinit {
    try? FileManager.default.removeItem(atPath: root)
  }

  private func load(_ log: EventLog) throws(Diagnostic) -> [Fixture] {
    try FixtureLoader.load(
      log: log, fixturesDirectory: root + "/Tests/Fixtures/SignIn",
      displayDirectory: "Tests/Fixtures/SignIn")
  }

  private func loadError(_ log: EventLog) -> String? {
    do {
      _ = try load(log)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func fixturesLoadInTheOrderTheLogListsThem() throws {
    var log = log
    log.fixtures = ["wrong-password", "sign-in-success"]
    let fixtures = try load(log)
    #expect(fixtures.map(\.name) == ["wrong-password", "sign-in-success"])
    #expect(
      fixtures.map(\.path) == [
        "Tests/Fixtures/SignIn/wrong-password.json", "Tests/Fixtures/SignIn/sign-in-success.json",
      ])
  }

  @Test func aMissingFixturePointsAtItsNameInTheLogAndSuggestsTheNearest() {
    #expect(
      loadError(log) == """
        Tests/EventLogs/SignIn/sign-in.log:3:28: error: no fixture named 'wrong-pasword': \
        Tests/Fixtures/SignIn/wrong-pasword.json does not exist
          hint: did you mean 'wrong-password'?
        """)
  }

  @Test func aMissingFixtureFarFromAnyNameListsTheExistingOnes() {
    var log = log
    log.fixtures = ["offline"]
    log.path = "Tests/EventLogs/SignIn/not-on-disk.log"
    #expect(
      loadError(log) == """
        Tests/EventLogs/SignIn/not-on-disk.log:3:1: error: no fixture named 'offline': \
        Tests/Fixtures/SignIn/offline.json does not exist
          hint: create Tests/Fixtures/SignIn/offline.json, or use one of: sign-in-success, wrong-password
        """)
  }

  @Test func aNameWrittenWithItsExtensionIsCorrected() {
    var log = log
    log.fixtures = ["sign-in-success.json"]
    #expect(
      loadError(log)?.hasSuffix("hint: write the name without '.json': sign-in-success") == true)
  }

  @Test func aMalformedFixtureFilePointsIntoTheFile() throws {
    try FixtureTestSupport.write(
      "{\n  \"request\": {\"method\": \"GET\" \"path\": \"/\"}\n}",
      to: root + "/Tests/Fixtures/SignIn/broken.json")
    var log = log
    log.fixtures = ["broken"]
    #expect(
      loadError(log) == """
        Tests/Fixtures/SignIn/broken.json:2:31: error: expected ',' or '}' after the value of 'method', found '"'
          hint: add a ',' after the value of 'method' to start the next member
        """)
  }

  @Test func aLogWithoutFixturesLoadsNone() throws {
    let log = EventLog(path: "Tests/EventLogs/SignIn/a.log", screen: "SignIn")
    #expect(try load(log).isEmpty)
  }

  @Test func theNameColumnIsFoundAsAWholeToken() {
    #expect(FixtureLoader.column(of: "a", inLine: "fixtures: ab, a") == 15)
    #expect(FixtureLoader.column(of: "b", inLine: "fixtures: a") == nil)
  }
}
