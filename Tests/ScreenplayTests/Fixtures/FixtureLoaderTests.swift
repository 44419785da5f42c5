import Foundation
import ScreenplayTestSupport
import Testing

@testable import Screenplay

/// Loading the fixtures a log names, from a package laid out on disk.
@Suite final class FixtureLoaderTests {
  private let folder: ScratchFolder
  private let root: String
  private let log = EventLog(
    path: "Tests/EventLogs/SignIn/sign-in.log", screen: "SignIn",
    fixtures: ["sign-in-success", "wrong-pasword"], fixturesLine: 3)

  init() throws {
    folder = try ScratchFolder("fixtures")
    root = folder.root
    try folder.write(
      "screenplay-log 1\nscreen: SignIn\nfixtures: sign-in-success, wrong-pasword\n",
      to: "Tests/EventLogs/SignIn/sign-in.log")
    let success = #"{"request": {"method": "POST", "path": "/login"}, "response": {"status": 200}}"#
    let wrong = #"{"request": {"method": "POST", "path": "/login"}, "response": {"status": 401}}"#
    try folder.write(success, to: "Tests/Fixtures/SignIn/sign-in-success.json")
    try folder.write(wrong, to: "Tests/Fixtures/SignIn/wrong-password.json")
  }

  private func load(_ log: EventLog, folder: String = "SignIn") throws(Diagnostic) -> [Fixture] {
    try FixtureLoader.load(
      log: log, fixturesDirectory: root + "/Tests/Fixtures/" + folder,
      displayDirectory: "Tests/Fixtures/" + folder)
  }

  /// The load's error, the same whether the files were opened by a verify's read-ahead (as a
  /// run reads them) or by the loader itself.
  private func loadError(_ log: EventLog, folder: String = "SignIn") -> String? {
    let directory = root + "/Tests/Fixtures/" + folder
    let readAhead = ReadAhead(
      FixtureLoader.files(of: log, in: directory), flags: ReadAhead.fixtureFlags)
    var errors: [String?] = []
    for ahead in [nil, readAhead] {
      do {
        _ = try FixtureLoader.loadSet(
          log: log, fixturesDirectory: directory, displayDirectory: "Tests/Fixtures/" + folder,
          readAhead: ahead)
        errors.append(nil)
      } catch {
        errors.append(error.description)
      }
    }
    #expect(errors[0] == errors[1], "the read-ahead changes no message")
    return errors[0]
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
    try folder.write(
      "{\n  \"request\": {\"method\": \"GET\" \"path\": \"/\"}\n}",
      to: "Tests/Fixtures/SignIn/broken.json")
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

  /// A log naming `name` as its only fixture.
  private func naming(_ name: String) -> EventLog {
    var log = log
    log.fixtures = [name]
    return log
  }

  @Test func aSymbolicLinkToAFileOutsideIsNeverRead() throws {
    let token = root + "/token.txt"
    try folder.write("ghp_secretToken123", to: "token.txt")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/Tests/Fixtures/SignIn/token.json", withDestinationPath: token)
    #expect(
      loadError(naming("token")) == """
        Tests/Fixtures/SignIn/token.json:1:1: error: the fixture is a symbolic link; a fixture must be a regular file in Tests/Fixtures/SignIn
          hint: replace the link with the fixture's own JSON file (links are not followed: what it points to was not read)
        """)
  }

  @Test func aSymbolicLinkInsideTheFolderIsNotFollowedEither() throws {
    try FileManager.default.createSymbolicLink(
      atPath: root + "/Tests/Fixtures/SignIn/alias.json",
      withDestinationPath: "sign-in-success.json")
    #expect(loadError(naming("alias"))?.contains("error: the fixture is a symbolic link") == true)
  }

  @Test func aDanglingSymbolicLinkIsALinkNotAMissingFixture() throws {
    try FileManager.default.createSymbolicLink(
      atPath: root + "/Tests/Fixtures/SignIn/gone.json", withDestinationPath: root + "/nothing")
    #expect(loadError(naming("gone"))?.contains("error: the fixture is a symbolic link") == true)
  }

  @Test func aFixturesFolderThatIsASymbolicLinkIsNotFollowed() throws {
    let outside = root + "/outside"
    try folder.write("ghp_secretToken123", to: "outside/token.json")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/Tests/Fixtures/Linked", withDestinationPath: outside)
    #expect(
      loadError(naming("token"), folder: "Linked") == """
        Tests/Fixtures/Linked/token.json:1:1: error: the fixtures folder Tests/Fixtures/Linked is a symbolic link; fixtures must be regular files in it
          hint: replace the link with a folder holding the fixture files (links are not followed)
        """)
  }

  @Test func aFolderOrAPipeIsNotAFixture() throws {
    try FileManager.default.createDirectory(
      atPath: root + "/Tests/Fixtures/SignIn/folder.json", withIntermediateDirectories: true)
    #expect(
      loadError(naming("folder")) == """
        Tests/Fixtures/SignIn/folder.json:1:1: error: the fixture is a folder, not a file
          hint: rename the folder or remove it
        """)
    #expect(mkfifo(root + "/Tests/Fixtures/SignIn/pipe.json", 0o600) == 0)
    #expect(
      loadError(naming("pipe")) == """
        Tests/Fixtures/SignIn/pipe.json:1:1: error: the fixture is a named pipe, not a regular file; it was not read
          hint: replace it with a JSON file (see Docs/FixtureFormat.md)
        """)
  }

  @Test(arguments: ["../../token", "/etc/passwd", "a/b", ""])
  func aNameThatLeavesTheFolderIsRefused(name: String) {
    #expect(
      loadError(naming(name)) == """
        Tests/EventLogs/SignIn/sign-in.log:3:1: error: fixture name '\(name)' is not a file name in Tests/Fixtures/SignIn
          hint: name a fixture by its file in Tests/Fixtures/SignIn without '.json', using letters, digits, '.', '_' and '-'
        """)
  }

  /// Store fixtures `a` to `d` in a Settings folder: `a` and `c` give keys, `b` seeds a suite, `d`
  /// says how writes go.
  private func storeLog(_ names: [String]) throws -> EventLog {
    let files = [
      "a": #"{"store": {"values": {"theme": "dark"}}}"#,
      "b": #"{"store": {"suite": "group.example", "values": {"onboarded": true}}}"#,
      "c": #"{"store": {"values": {"taps": 3}}}"#,
      "d": #"{"store": {"writes": "outOfSpace", "latencyMs": 200}}"#,
      "a-again": #"{"store": {"values": {"theme": "light"}}}"#,
      "b-again": #"{"store": {"suite": "group.example", "values": {"other": 1}}}"#,
      "d-again": #"{"store": {"writes": ["succeed"]}}"#,
    ]
    for (name, text) in files {
      try folder.write(text, to: "Tests/Fixtures/Settings/\(name).json")
    }
    return EventLog(
      path: "Tests/EventLogs/Settings/s.log", screen: "Settings", fixtures: names, fixturesLine: 3)
  }

  @Test func aLogsStoreFixturesAddUpAndTheOneThatSaysHowWritesGoNamesThem() throws {
    let log = try storeLog(["a", "b", "d", "c"])
    let store = try #require(
      try FixtureLoader.loadSet(
        log: log, fixturesDirectory: root + "/Tests/Fixtures/Settings",
        displayDirectory: "Tests/Fixtures/Settings"
      ).store)
    #expect(
      store.values.mapValues { String(decoding: $0, as: UTF8.self) } == [
        "theme": #""dark""#, "taps": "3",
      ])
    #expect(store.defaults.standard == ["theme": .string("dark"), "taps": .integer(3)])
    #expect(store.defaults.suites == ["group.example": ["onboarded": .boolean(true)]])
    #expect(store.writes == [.outOfSpace] && store.latency == .milliseconds(200))
    #expect(store.name == "d" && store.path == "Tests/Fixtures/Settings/d.json")
  }

  @Test func twoStoreFixturesSettingOneThingFailAtTheSecond() throws {
    #expect(
      loadError(try storeLog(["a", "c", "a-again"]), folder: "Settings") == """
        Tests/Fixtures/Settings/a-again.json:1:2: error: 'theme' already has a starting value in store fixture 'a'
          hint: give each key its starting value in one of the log's store fixtures
        """)
    #expect(
      loadError(try storeLog(["b", "b-again"]), folder: "Settings") == """
        Tests/Fixtures/Settings/b-again.json:1:2: error: suite 'group.example' is already seeded by store fixture 'b'
          hint: put the suite's values in one of the log's store fixtures
        """)
    #expect(
      loadError(try storeLog(["d", "a", "d-again"]), folder: "Settings") == """
        Tests/Fixtures/Settings/d-again.json:1:2: error: store fixture 'd' already says how writes go
          hint: state "writes" and "latencyMs" in one of the log's store fixtures
        """)
  }

  @Test func aKeyInTheDefaultsHeaderThatAStoreFixtureGivesFailsAtTheKey() throws {
    var log = try storeLog(["a"])
    log.defaults = [
      LogField(name: "seen", value: .bool(true), column: 11),
      LogField(name: "theme", value: .string("light"), column: 21),
    ]
    log.defaultsLine = 4
    #expect(
      loadError(log, folder: "Settings") == """
        Tests/EventLogs/Settings/s.log:4:21: error: 'theme' already has a starting value in store fixture 'a'
          hint: give each key its starting value in one place: the log's 'defaults:' header or one of its store fixtures
        """)
    log.defaults.removeLast()
    let store = try #require(
      try FixtureLoader.loadSet(
        log: log, fixturesDirectory: root + "/Tests/Fixtures/Settings",
        displayDirectory: "Tests/Fixtures/Settings"
      ).store)
    #expect(store.defaults.standard == ["theme": .string("dark"), "seen": .boolean(true)])
    #expect(store.values["seen"] == Data("true".utf8) && store.name == "a")
  }
}
