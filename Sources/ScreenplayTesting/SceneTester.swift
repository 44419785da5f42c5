public import Screenplay

/// One scene under a unit test, driven as a replay drives it: its requests answered by fixtures
/// on virtual time, and every task it starts run to where it waits before each call returns. No
/// polling, no real clock, no hand-written transport or spawner.
///
/// ```swift
/// @MainActor @Test func signingIn() throws {
///   let tester = try SceneTester(SignInScene.self, fixtureFiles: ["sign-in-success"])
///   tester.send(.typeEmail("johnny@gmail.com"), .typePassword("password"), .tapSignIn)
///   #expect(tester.lines.last == "  (spinner: signing in)")
///   tester.advance(by: .milliseconds(1500))
///   #expect(tester.requestCount == 1)
///   #expect(tester.problems.isEmpty)
/// }
/// ```
@MainActor
public final class SceneTester<S: Scene> {
  /// The replay's doubles: its clock, transport and environment.
  public let harness: Harness
  /// The scene, started.
  public let scene: S

  /// Starts a scene whose requests `fixtures` answer (and whose store `store` fills).
  public convenience init(
    _ type: S.Type = S.self, fixtures: [Fixture] = [], store: StoreFixture? = nil
  ) {
    self.init(fixtures: fixtures, store: store) { S(environment: $0.environment()) }
  }

  /// Starts the scene `make` builds on the harness, for a scene that takes a double of its own
  /// beside the harness's environment, such as a service that holds its answer until the test
  /// lets it go:
  ///
  /// ```swift
  /// let service = HoldingWordService()
  /// let tester = SceneTester { harness in
  ///   CollexionScene(dependencies: CollexionDependencies(
  ///     environment: harness.environment(), collexionService: service))
  /// }
  /// ```
  public convenience init(
    fixtures: [Fixture] = [], store: StoreFixture? = nil, _ make: (Harness) -> S
  ) {
    self.init(fixtures: FixtureSet(http: fixtures, store: store), make)
  }

  /// Starts the scene `make` builds on a harness answering from `set`, whose messages hide the
  /// values its secret names name.
  init(fixtures set: FixtureSet, _ make: (Harness) -> S) {
    let harness = Harness(
      fixtures: set.http, store: set.store, secretNames: set.secretNames, limits: ReplayLimits())
    self.harness = harness
    scene = harness.run {
      let scene = make(harness)
      scene.start()
      return scene
    }
  }

  /// Starts a scene answered by the fixture files `names` of its screen, read from the project's
  /// fixtures folder (`Tests/Fixtures/<Screen>/<name>.json` by default) as a log's `fixtures:`
  /// header would name them. A missing or malformed file is a diagnostic pointing at the
  /// caller's line.
  public convenience init(
    _ type: S.Type = S.self, fixtureFiles names: [String],
    project: Project? = Project.locate(), filePath: String = #filePath, line: Int = #line
  ) throws(Diagnostic) {
    guard let project else {
      throw Diagnostic(
        path: filePath, line: line, column: 1,
        message: "no Screenplay project here to read fixtures from",
        hint: "run swift test from the package root, or set SCREENPLAY_ROOT")
    }
    let folder = project.fixturesPath(for: S.name)
    let log = EventLog(path: filePath, screen: S.name, fixtures: names, fixturesLine: line)
    var set = try FixtureLoader.loadSet(
      log: log, fixturesDirectory: project.absolute(folder), displayDirectory: folder)
    set.secretNames = try SecretNames.load(project)
    self.init(fixtures: set) { S(environment: $0.environment()) }
  }

  /// Sends `events` in order, each with all the work it causes, as a log's events at one
  /// instant.
  public func send(_ events: S.Event...) {
    harness.run {
      for event in events { scene.send(event) }
    }
  }

  /// Moves virtual time forward by `duration`, waking (and running the work of) every sleep and
  /// fixture response due by then, in order.
  public func advance(by duration: Duration) {
    harness.advance(by: duration)
  }

  /// The screen now, one line per element, as a golden shows a step.
  public var lines: [String] { scene.renderedLines() }

  /// How many requests the scene has sent.
  public var requestCount: Int { harness.transport.requestCount }

  /// What went wrong so far, each with its fix: work that escaped the harness, then what the
  /// transport reports (requests no fixture answered, answers that would come after the latest
  /// virtual time), each once.
  public var problems: [String] {
    harness.problems + harness.transport.problems + harness.storeProblems
  }
}
