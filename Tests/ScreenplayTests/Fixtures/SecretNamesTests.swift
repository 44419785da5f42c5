import Foundation
import ScreenplaySeams
import ScreenplayTestSupport
import Testing

@testable import Screenplay

/// The events of ``WeatherScene``.
enum WeatherEvent: LoggableEvent {
  case load

  static let vocabulary = [
    EventSpec<WeatherEvent>("weather.load", summary: "asks for the weather") { _ in .load }
  ]

  var logged: LoggedEvent { LoggedEvent("weather.load") }
}

/// A screen that asks a weather service with its key in the query, as OpenWeatherMap's clients do.
@MainActor
final class WeatherScene: Scene {
  nonisolated static let name = "Weather"
  private let environment: AppEnvironment
  private var status = "idle"

  init(environment: AppEnvironment) {
    self.environment = environment
  }

  func send(_ event: WeatherEvent) {
    status = "loading"
    let url = URL(
      string:
        "https://api.example.com/weather?q=London&appid=abc123&key=k-42&monkey=bananas&access_token=t-9&AppID_hint=visible"
    )!
    Task {
      let answer = try? await environment.transport.send(HTTPRequest(method: .get, url: url))
      status = answer == nil ? "failed" : "loaded"
    }
  }

  func render(into canvas: inout Canvas) {
    canvas.value("weather", status)
  }
}

/// Names a project adds in `<fixtures>/secret-names.txt` are hidden, on top of the built-in
/// words, in every message about a request; they match a whole name, ignoring case.
@MainActor
@Suite("Secret names")
struct SecretNamesTests {
  @Test("an added name matches a whole name, ignoring case; a built-in word matches anywhere")
  func matching() {
    let names = SecretNames(["appid", "Key", "access_token", "appid"])
    #expect(names.added == ["appid", "key", "access_token"])
    for name in ["appid", "AppID", "KEY", "key", "refresh_token", "X-Session-Id"] {
      #expect(names.isSecret(name), "\(name)")
    }
    for name in ["monkey", "keyboard", "appid_hint", "q"] {
      #expect(!names.isSecret(name), "\(name)")
    }
    #expect(!SecretNames().isSecret("appid"))
  }

  @Test("the file holds a name a line; blank lines, comments and spaces around names are ignored")
  func parsing() throws {
    let text = "# OpenWeatherMap\n\n  appid \r\nkey\t\n# more\naccess_token"
    let names = try SecretNames.parse(Array(text.utf8), path: "Tests/Fixtures/secret-names.txt")
    #expect(names.added == ["appid", "key", "access_token"])
  }

  @Test(
    "a malformed line is an error at its line and column",
    arguments: [
      (
        "appid\n  api key\n",
        "Tests/Fixtures/secret-names.txt:2:6: error: a secret name is one word, without spaces or '='\n  hint: write the name alone, such as 'appid' for ?appid=…; put each name on a line of its own"
      ),
      (
        "appid=abc123\n",
        "Tests/Fixtures/secret-names.txt:1:6: error: a secret name is one word, without spaces or '='\n  hint: write the name alone, such as 'appid' for ?appid=…; put each name on a line of its own"
      ),
      (
        "ok\nap\u{1B}pid\n",
        "Tests/Fixtures/secret-names.txt:2:3: error: a secret name holds a control character\n  hint: write the name as the request spells it, in visible characters"
      ),
    ])
  func malformed(text: String, message: String) {
    #expect(throws: Diagnostic.self) {
      try SecretNames.parse(Array(text.utf8), path: "Tests/Fixtures/secret-names.txt")
    }
    do {
      _ = try SecretNames.parse(Array(text.utf8), path: "Tests/Fixtures/secret-names.txt")
    } catch {
      #expect(error.description == message)
    }
  }

  /// A project with the weather log, a fixture its request does not match, and `names` as its
  /// `secret-names.txt` (none when `nil`).
  private func project(names: String?) throws -> ScratchProject {
    let scratch = try ScratchProject("secret-names")
    try scratch.writeLog(
      "screenplay-log 1\nscreen: Weather\nfixtures: paris\n\n0.000s  weather.load\n",
      screen: "Weather", name: "london")
    try scratch.writeFixture(
      #"{"request": {"method": "GET", "path": "/weather", "query": {"q": "Paris", "appid": "zzz", "key": "k-1"}}, "response": {"status": 200}}"#,
      screen: "Weather", name: "paris")
    if let names { try scratch.write(names, to: "Tests/Fixtures/secret-names.txt") }
    return scratch
  }

  private func verify(_ scratch: ScratchProject) async -> CaseOutcome {
    let verifier = Verifier(
      project: scratch.project, scenes: [SceneDescriptor(WeatherScene.self)], mode: .never)
    return await verifier.verify(LogCase(screen: "Weather", name: "london"))
  }

  @Test("the names the project adds are hidden in an unmatched request's report, exactly")
  func masked() async throws {
    let scratch = try project(names: "# OpenWeatherMap's key\nappid\nkey\naccess_token\n")
    let outcome = await verify(scratch)
    #expect(outcome.status == .failed)
    #expect(
      outcome.message == """
        Tests/EventLogs/Weather/london.log:5:1: error: no fixture matches request #1: GET /weather?q=London&appid=•••&key=•••&monkey=bananas&access_token=•••&AppID_hint=visible
        fixtures in use: paris
        closest fixture: paris (Tests/Fixtures/Weather/paris.json)
          query item 'AppID_hint': expected none, got "visible"
          query item 'access_token': expected none, got •••
          query item 'appid': expected •••, got ••• (secret values differ)
          query item 'key': expected •••, got ••• (secret values differ)
          query item 'monkey': expected none, got "bananas"
          query item 'q': expected "Paris", got "London"
        fixes:
          1. add a fixture for this request to Tests/Fixtures/Weather and list it under `fixtures:` in the log
          2. if the app is right and 'paris' is out of date, update Tests/Fixtures/Weather/paris.json to match this request
          3. if the app should not send this request, fix the app
        Tests/EventLogs/Weather/london.log:3:1: error: fixture 'paris' was never requested
          hint: remove it from 'fixtures:' or add the events that make the app request it
        """)
    let unreferenced = UnreferencedFiles.find(in: scratch.project, outcomes: [outcome])
    #expect(unreferenced.all == [], "secret-names.txt is no fixture")
  }

  @Test("a harness given the project's names hides them in its transport's messages")
  func harness() {
    let harness = Harness(
      fixtures: [], store: nil, secretNames: SecretNames(["appid"]), limits: ReplayLimits())
    let transport = harness.transport
    harness.runTask {
      let url = URL(string: "https://api.example.com/weather?appid=abc123&q=Paris")!
      _ = try? await transport.send(HTTPRequest(method: .get, url: url))
    }
    #expect(
      transport.problems.first?.hasPrefix(
        "no fixture matches request #1: GET /weather?appid=•••&q=Paris\n") == true)
  }

  @Test("without the file, only the built-in words are hidden")
  func builtInOnly() async throws {
    let outcome = await verify(try project(names: nil))
    #expect(outcome.message.contains("appid=abc123&key=k-42&monkey=bananas&access_token=•••"))
  }

  @Test("a malformed file fails the log at its line and column")
  func malformedFile() async throws {
    let outcome = await verify(try project(names: "appid\napi key\n"))
    #expect(outcome.status == .failed)
    #expect(
      outcome.message
        == "Tests/Fixtures/secret-names.txt:2:4: error: a secret name is one word, without spaces or '='\n  hint: write the name alone, such as 'appid' for ?appid=…; put each name on a line of its own"
    )
  }
}
