/// What exploration needs of a scene, erased so a ``SceneDescriptor`` can hold it: its
/// invariants' names and declared values, and two ways to try a sequence on it.
struct ExploreProbe: Sendable {
  /// The names of the scene's invariants.
  let invariants: [String]
  /// The values the scene declares for fields (see ``Scene/exploreValues``).
  let declaredValues: [String: [LogValue]]
  /// Generates and tries a random sequence of at most `steps` events; also says what it
  /// reached.
  let generate:
    @MainActor @Sendable (ExploreGenerator, FixturePool, Int, ReplayLimits) async -> (
      ExploreCase, TrialOutcome, LogCoverage
    )
  /// Tries a given sequence; `.invalid` if the screen refuses one of its events.
  let replay: @MainActor @Sendable (ExploreCase, FixturePool, ReplayLimits) async -> TrialOutcome

  /// The probe of `scene`.
  init<S: Scene>(_ scene: S.Type) {
    invariants = S.invariants.map(\.name)
    declaredValues = S.exploreValues
    generate = { generator, pool, steps, limits in
      await Self.generate(S.self, generator, pool, steps, limits)
    }
    replay = { trialCase, pool, limits in
      await Self.replay(S.self, trialCase, pool, limits)
    }
  }

  @MainActor
  private static func generate<S: Scene>(
    _: S.Type, _ generator: ExploreGenerator, _ pool: FixturePool, _ steps: Int,
    _ limits: ReplayLimits
  ) async -> (ExploreCase, TrialOutcome, LogCoverage) {
    let names = generator.fixtures(pool)
    let trial = ExploreTrial<S>(
      names: names, fixtures: pool.set(names), pool: pool.http, limits: limits)
    await trial.start()
    var entries: [LogEntry] = []
    var time = Duration.zero
    for _ in 0..<steps where !trial.isBroken {
      time = generator.time(after: time)
      await trial.advance(to: time)
      guard !trial.isBroken else { break }
      for _ in 0..<10 {
        var entry = generator.entry(at: time)
        entry.line = entries.count + 1
        guard let event = trial.accepted(entry) else { continue }
        entries.append(entry)
        await trial.send(event, entry)
        break
      }
    }
    let outcome = await trial.finish()
    return (ExploreCase(fixtures: names, entries: entries), outcome, trial.coverage)
  }

  @MainActor
  private static func replay<S: Scene>(
    _: S.Type, _ trialCase: ExploreCase, _ pool: FixturePool, _ limits: ReplayLimits
  ) async -> TrialOutcome {
    let trial = ExploreTrial<S>(
      names: trialCase.fixtures, fixtures: pool.set(trialCase.fixtures), pool: pool.http,
      limits: limits)
    await trial.start()
    for entry in trialCase.entries where !trial.isBroken {
      await trial.advance(to: entry.time)
      guard !trial.isBroken else { break }
      guard let event = trial.accepted(entry) else {
        _ = await trial.finish()
        return .invalid
      }
      await trial.send(event, entry)
    }
    return await trial.finish()
  }
}
