import Foundation
import Testing

@testable import Screenplay

/// A view model using `UserDefaults` and the documents folder directly replays from empty
/// storage every time: nothing one log stores is there for the next.
@MainActor
@Suite("Run storage", .serialized)
struct RunStorageTests {
  private func replay(_ events: String, name: String = "a", store: StoreFixture? = nil)
    async throws -> ReplayResult
  {
    let log = try EventLogParser.parse(
      "screenplay-log 1\nscreen: Settings\n\n" + events,
      path: "Tests/EventLogs/Settings/\(name).log")
    return try await SceneDescriptor(SettingsScene.self).replay(
      log, fixtures: FixtureSet(store: store))
  }

  private func screens(_ result: ReplayResult) -> [[String]] {
    result.history.steps.map(\.lines)
  }

  private static func screen(
    taps: Int, suite: Int = 0, onboarding: Bool = false, theme: String = "none",
    note: String = "none"
  ) -> [String] {
    [
      "taps: \(taps)", "suite taps: \(suite)", "onboarding seen: \(onboarding)",
      "theme: \(theme)", "note: \(note)",
    ]
  }

  @Test("two logs replayed one after the other see nothing of each other's UserDefaults or files")
  func nothingLeaks() async throws {
    let first = try await replay(
      "0.000s tap\n0.100s tap\n0.200s suite.tap\n0.300s onboarding.see\n0.400s note.save text=\"hi\"\n"
    )
    #expect(first.problems.isEmpty)
    #expect(
      screens(first) == [
        Self.screen(taps: 0), Self.screen(taps: 1), Self.screen(taps: 2),
        Self.screen(taps: 2, suite: 1), Self.screen(taps: 2, suite: 1, onboarding: true),
        Self.screen(taps: 2, suite: 1, onboarding: true, note: "hi"),
      ])
    let second = try await replay("0.000s tap\n0.100s suite.tap\n", name: "b")
    #expect(second.problems.isEmpty)
    #expect(
      screens(second) == [
        Self.screen(taps: 0), Self.screen(taps: 1), Self.screen(taps: 1, suite: 1),
      ]
    )
    // Nothing stays in memory once the replays are done.
    #expect(UserDefaults.standard.object(forKey: "taps") == nil)
    #expect(UserDefaults(suiteName: "group.example.settings")?.object(forKey: "taps") == nil)
  }

  @Test("a store fixture's defaults seed UserDefaults.standard and a suite")
  func seeded() async throws {
    var store = StoreFixture(name: "settings", path: "Tests/Fixtures/Settings/settings.json")
    store.defaults = DefaultsSeed(
      standard: [
        "taps": .integer(5), "hasSeenOnboarding": .boolean(true), "theme": .string("dark"),
      ],
      suites: ["group.example.settings": ["taps": .integer(7)]])
    let result = try await replay("0.000s tap\n", store: store)
    #expect(result.problems.isEmpty)
    #expect(
      screens(result) == [
        Self.screen(taps: 5, suite: 7, onboarding: true, theme: "dark"),
        Self.screen(taps: 6, suite: 7, onboarding: true, theme: "dark"),
      ])
    let unseeded = try await replay("0.000s tap\n", name: "b")
    #expect(screens(unseeded) == [Self.screen(taps: 0), Self.screen(taps: 1)])
  }

  @Test("a store fixture's writes that no write of the app's can take fail the replay, as unused")
  func writesWithoutEffect() async throws {
    let store = StoreFixture(
      name: "disk-full", path: "Tests/Fixtures/Settings/disk-full.json", writes: [.outOfSpace],
      latency: .milliseconds(200))
    let log = try EventLogParser.parse(
      "screenplay-log 1\nscreen: Settings\nfixtures: disk-full\n\n0.000s tap\n"
        + "0.100s note.save text=\"hi\"\n",
      path: "Tests/EventLogs/Settings/a.log")
    let result = try await SceneDescriptor(SettingsScene.self).replay(
      log, fixtures: FixtureSet(store: store))
    #expect(
      result.problems.map(\.description) == [
        """
        Tests/EventLogs/Settings/a.log:3:1: error: store fixture 'disk-full' states "writes" and \
        "latencyMs", but the app wrote nothing through the store they apply to
          hint: writes to UserDefaults cannot fail: send the writes that may fail through the \
        app's KeyValueStore, or remove "writes" and "latencyMs" from \
        Tests/Fixtures/Settings/disk-full.json
        """
      ])
    #expect(screens(result).last == Self.screen(taps: 1, note: "hi"))
  }

  @Test("a log's defaults: header seeds UserDefaults.standard")
  func seededByHeader() async throws {
    let log = try EventLogParser.parse(
      "screenplay-log 1\nscreen: Settings\ndefaults: taps=5 hasSeenOnboarding=true theme=\"dark\"\n\n"
        + "0.000s tap\n",
      path: "Tests/EventLogs/Settings/header.log")
    let fixtures = try FixtureLoader.loadSet(
      log: log, fixturesDirectory: "/nonexistent/Tests/Fixtures/Settings",
      displayDirectory: "Tests/Fixtures/Settings")
    let result = try await SceneDescriptor(SettingsScene.self).replay(log, fixtures: fixtures)
    #expect(result.problems.isEmpty)
    #expect(
      screens(result) == [
        Self.screen(taps: 5, onboarding: true, theme: "dark"),
        Self.screen(taps: 6, onboarding: true, theme: "dark"),
      ])
  }

  @Test("files written to Documents land in the run's storage folder and are gone afterwards")
  func documentsFolder() async throws {
    var written: URL?
    let log = try EventLogParser.parse(
      "screenplay-log 1\nscreen: Settings\n\n0.000s note.save text=\"kept\"\n",
      path: "Tests/EventLogs/Settings/a.log")
    let session = Session<SettingsScene>(log: log, fixtures: [])
    await session.start()
    await session.send(.save("kept"), as: "note.save", line: 4)
    written = SettingsViewModel.noteFile
    let path = try #require(written).path
    #expect(path.contains("/.screenplay/storage/\(getpid())/home"))
    #expect(path.hasSuffix("/Documents/notes.txt"))
    #expect(FileManager.default.fileExists(atPath: path))
    #expect(NSHomeDirectory() + "/Documents/notes.txt" == path)
    let result = await session.finish()
    #expect(result.problems.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("a batch of replays confirmed after one main-queue turn renders each with its own defaults")
  func batch() async throws {
    let verifier = Verifier(
      project: Project(root: "/nonexistent"), scenes: [SceneDescriptor(SettingsScene.self)],
      mode: .never)
    let cases = try ["0.000s tap\n", "0.000s tap\n0.100s tap\n0.200s tap\n"].enumerated().map {
      index, events in
      let log = try EventLogParser.parse(
        "screenplay-log 1\nscreen: Settings\n\n" + events,
        path: "Tests/EventLogs/Settings/\(index).log")
      return PreparedCase(
        logCase: LogCase(screen: "Settings", name: "\(index)"),
        plan: .replay(.init(log: log, scene: verifier.scenes[0], fixtures: FixtureSet())))
    }
    let results = await verifier.replay(cases).compactMap { replayed -> ReplayResult? in
      guard case .replayed(let result) = replayed else { return nil }
      return result
    }
    #expect(results.map { $0.problems.map(\.description) } == [[], []])
    #expect(
      results.map { $0.history.steps.last?.lines } == [Self.screen(taps: 1), Self.screen(taps: 3)])
  }

  @Test("a store fixture file's values seed UserDefaults.standard, or the suite it names")
  func seededFromFiles() async throws {
    func decoded(_ text: String) throws -> StoreFixture {
      try FixtureDecoder(
        tape: try JSONParser.parse(Array(text.utf8)), name: "settings",
        path: "Tests/Fixtures/Settings/settings.json"
      ).storeFixture()
    }
    let standard = try decoded(
      #"{"store": {"values": {"taps": 5, "hasSeenOnboarding": true, "theme": "dark", "ratio": 1.0}}}"#
    )
    #expect(
      standard.defaults.standard == [
        "taps": .integer(5), "hasSeenOnboarding": .boolean(true), "theme": .string("dark"),
        "ratio": .number(1),
      ])
    let suite = try decoded(
      #"{"store": {"suite": "group.example.settings", "values": {"taps": 7, "list": [1, {"a": "b"}]}}}"#
    )
    #expect(suite.values.isEmpty)
    #expect(
      suite.defaults.suites == [
        "group.example.settings": [
          "taps": .integer(7), "list": .array([.integer(1), .dictionary(["a": .string("b")])]),
        ]
      ])
    let result = try await replay("0.000s tap\n", store: standard)
    #expect(screens(result).first == Self.screen(taps: 5, onboarding: true, theme: "dark"))
    #expect {
      try decoded(#"{"store": {"values": {"k": [null]}}}"#)
    } throws: { error in
      (error as? Diagnostic)?.description == """
        Tests/Fixtures/Settings/settings.json:1:29: error: 'values' must be a string, number, Boolean, array or object, found null
          hint: see Docs/FixtureFormat.md for each key's type
        """
    }
  }
}
