/// Explores a screen: replays random event sequences from its vocabulary, checks its invariants
/// after every step and the harness's rules at the end, and shrinks the first sequence that
/// breaks one into a small log (see `Docs/Design.md`, "Exploring").
///
/// Everything follows from the seed: the same options give the same runs, report and log.
/// Runs replay in this process, one after another.
package struct Explorer: Sendable {
  /// Where the files are.
  package var project: Project
  /// The screen explored.
  package var scene: SceneDescriptor
  /// Bounds on runaway apps.
  package var limits = ReplayLimits()

  /// An explorer of `scene` in `project`.
  package init(project: Project, scene: SceneDescriptor) {
    self.project = project
    self.scene = scene
  }

  /// Runs up to `options.runs` sequences, stopping at the first that breaks a rule, and shrinks
  /// it. Throws when the screen's fixtures cannot be read.
  @MainActor
  package func explore(_ options: ExploreOptions) async throws(Diagnostic) -> ExploreReport {
    let pool = try FixturePool.load(project, screen: scene.name)
    // The scene's probe and events are made when asked for (see ``SceneDescriptor``): once here.
    let probe = scene.probe
    let events = scene.events
    let values = FieldValues(declared: probe.declaredValues, logs: corpus())
    var report = emptyReport(options)
    report.secretNames = pool.secretNames
    for run in 1...max(options.runs, 1) {
      let seed = options.seed(ofRun: run)
      let generator = ExploreGenerator(seed: seed, events: events, values: values)
      // A crash names the run, and the event it was sending as its "line".
      TrapBeacon.enter(.replay, path: Self.rerun(scene.name, seed: seed, steps: options.steps))
      let (trial, outcome, reached) = await probe.generate(
        generator, pool, options.steps, limits)
      TrapBeacon.leave(.replay)
      report.runs = run
      report.events += trial.entries.count
      report.reached.formUnion(reached)
      guard case .broke(let finding) = outcome else { continue }
      let (shrunk, final) = await shrink(trial, finding, pool: pool, values: values)
      report.failure = .init(
        run: run, seed: seed, original: trial, shrunk: shrunk, finding: final)
      break
    }
    return report
  }

  /// A report of no runs yet, whose ``ExploreReport/headerLines`` say what `options` explore.
  package func emptyReport(_ options: ExploreOptions) -> ExploreReport {
    ExploreReport(
      screen: scene.name, options: options, invariants: scene.probe.invariants,
      declared: scene.transitions)
  }

  /// The command that runs one run again alone.
  static func rerun(_ screen: String, seed: UInt64, steps: Int) -> String {
    "screenplay explore \(screen) --seed \(seed) --steps \(steps) --runs 1"
  }

  @MainActor
  private func shrink(
    _ trial: ExploreCase, _ finding: ExploreFinding, pool: FixturePool, values: FieldValues
  ) async -> (ExploreCase, ExploreFinding) {
    let probe = scene.probe
    let limits = limits
    let shrinker = Shrinker(
      reproduces: { candidate in
        guard case .broke(let again) = await probe.replay(candidate, pool, limits) else {
          return false
        }
        return again.rule == finding.rule
          && (finding.rule != ExploreFinding.declaredTransitions || again.detail == finding.detail)
      }, values: values, events: scene.events)
    let shrunk = await shrinker.shrink(trial)
    guard case .broke(let final) = await probe.replay(shrunk, pool, limits) else {
      return (trial, finding)
    }
    return (shrunk, final)
  }

  /// The screen's own logs, whose field values exploration tries too; unreadable ones are
  /// left out.
  private func corpus() -> [EventLog] {
    let verifier = Verifier(project: project, scenes: [scene], mode: .never, limits: limits)
    return project.logCases().filter { $0.screen == scene.name }.compactMap { logCase in
      try? verifier.loadLog(logCase)
    }
  }

  /// Writes the shrunk log of `report`, and the answers its run gave requests no fixture
  /// matched (see ``ExploreReport/fixturePath(in:)``); returns the paths written, the answers'
  /// first. Never under the snapshots folder.
  package func save(_ report: ExploreReport) throws(Diagnostic) -> [String] {
    let layout = project.layout
    guard let path = report.logPath(in: layout), let text = report.logText(in: layout) else {
      return []
    }
    precondition(path.hasPrefix(layout.eventLogs + "/"))
    var written: [String] = []
    if let fixturePath = report.fixturePath(in: layout), let fixtures = report.fixtureText {
      try write(fixtures, to: fixturePath, what: "the explored run's answers")
      written.append(fixturePath)
    }
    try write(text, to: path, what: "the explored log")
    return written + [path]
  }

  private func write(_ text: String, to path: String, what: String) throws(Diagnostic) {
    do {
      try FileSystem.writeAtomically(
        text, to: project.absolute(path), temporaryFolder: project.temporaryFolder)
    } catch {
      throw Diagnostic(path: path, line: 1, column: 1, message: "cannot write \(what): \(error)")
    }
  }
}
