public import ScreenplaySeams

/// Runs app code the way a replay does, for unit tests of view models: on virtual time, and
/// every task the code starts runs as far as it can before ``run(_:)`` returns. No polling, no
/// real clock, nothing to wait for.
///
/// Reach the app only inside ``run(_:)`` or ``runTask(_:)``: an `await` on one of the app's actors
/// from the test's own task runs that actor on the process's pool, and whatever it resumes then
/// escapes the harness (``problems`` says so).
///
/// ```swift
/// @MainActor @Test func savingShowsTheSpinnerThenTheStatus() {
///   let harness = Harness(fixtures: [saveOK])            // answers after 300 ms
///   let model = harness.run { SettingsViewModel(environment: harness.environment()) }
///   harness.run { model.save() }
///   #expect(model.isSaving)
///   harness.advance(by: .milliseconds(300))
///   #expect(model.status == "Saved")
///   #expect(harness.problems.isEmpty)
/// }
/// ```
@MainActor
public final class Harness {
  private let doubles: ReplayDoubles
  private let limits: ReplayLimits
  private var reported: [String] = []

  /// A harness whose transport answers from `fixtures` and whose store starts as `store` says;
  /// `limits.maxJobsPerStep` bounds each ``run(_:)``.
  public convenience init(
    fixtures: [Fixture] = [], store: StoreFixture? = nil, limits: ReplayLimits = ReplayLimits()
  ) {
    self.init(fixtures: fixtures, store: store, secretNames: SecretNames(), limits: limits)
  }

  /// A harness as ``init(fixtures:store:limits:)`` makes one, whose messages also hide the
  /// values `secretNames` names (a project's own, from its fixtures folder).
  package init(
    fixtures: [Fixture], store: StoreFixture?, secretNames: SecretNames, limits: ReplayLimits
  ) {
    doubles = ReplayDoubles(fixtures: fixtures, store: store, secretNames: secretNames)
    self.limits = limits
  }

  /// Cancels what still runs, as the end of a replay does, and ends every sleep on the clock,
  /// which nothing can move any more: no task the test started is left waiting forever.
  isolated deinit {
    var quiet = true
    doubles.perform(limits: limits, quiet: &quiet) {
      doubles.spawner.cancelAll()
      doubles.clock.cancelSleepers()
    }
    doubles.jobs.close()
    _ = doubles.storage.end()
  }

  /// The virtual clock: time starts at zero and moves only by ``advance(by:)``.
  public var clock: VirtualClock { doubles.clock }

  /// The fixture transport.
  package var transport: FixtureTransport { doubles.transport }

  /// The environment to build view models with: the fixture transport (or `transport`), the
  /// virtual clock, plain tasks, an in-memory store (or `store`), counting ids and dates from
  /// 2026-01-01T00:00:00Z.
  public func environment(
    transport: (any HTTPTransport)? = nil, store: (any KeyValueStore)? = nil
  ) -> AppEnvironment {
    var environment = doubles.environment
    if let transport { environment.transport = transport }
    if let store { environment.store = store }
    return environment
  }

  /// Runs `body`, then every job it queued and every job those queue, until none is left.
  @discardableResult
  public func run<T>(_ body: () -> T) -> T {
    var quiet = true
    let result = doubles.perform(limits: limits, quiet: &quiet, body)
    let escapes = (quiet ? [] : [Escape(kind: .neverQuiet)]) + doubles.jobs.takeEscapes()
    reported += escapes.map { "\($0.message) (\($0.hint))" }
    return result
  }

  /// Starts `operation` as a task and runs it, and all the work it causes, as far as it goes.
  public func runTask(_ operation: @escaping @MainActor @Sendable () async -> Void) {
    run { _ = Task(operation: operation) }
  }

  /// Moves virtual time forward by `duration`, waking every sleeper due on the way, in order,
  /// and running the work each wake-up causes.
  public func advance(by duration: Duration) {
    let limit = doubles.clock.now.advanced(by: duration)
    while run({ doubles.clock.wakeNext(notAfter: limit) }) != nil {}
    doubles.clock.advance(to: limit)
  }

  /// What the code did that the harness cannot control (a sleep on a real clock, work coming
  /// back from another thread, a loop that never stops), as messages with their fix.
  public var problems: [String] { reported }

  /// What the store fixture could not do that the app could not see: a write that would finish
  /// after the latest virtual time, with the fix.
  public var storeProblems: [String] { doubles.store.problems }
}
