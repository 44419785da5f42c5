import ScreenplaySeams

/// A scene running on a replay's doubles, recording a step whenever its rendered screen changes.
///
/// A replay drives a session from a log; a ``EventRecorder`` drives one from code and writes the
/// log. Either way: ``start()`` renders step 0; ``advance(to:)`` fires every timer due by then
/// (each firing that changes the screen is an `effect` step); ``send(_:as:line:)`` applies an event
/// and always records a step, changed or not; ``finish()`` fires the remaining timers, cancels
/// what still runs and returns the history.
///
/// Each of these runs the app's work to the end before it records: every job the app queued,
/// and every job those queued, until none is left (see ``ReplayDoubles``). Nothing is guessed
/// and nothing waits for real time.
@MainActor
package final class Session<S: Scene> {
  /// The scene under test.
  package let scene: S
  private let log: EventLog
  private let doubles: ReplayDoubles
  private let limits: ReplayLimits
  private var steps: [Step] = []
  private var stepCount = 0
  /// Where steps go as they are recorded, instead of into ``history`` (a streamed replay).
  var stepSink: ((Step) -> Void)?
  /// Called after every event and every effect, whether or not the screen changed, and after
  /// the first render: coverage and exploration watch the scene through it.
  var observer: ((Trigger) -> Void)?
  private var lastLines: [String] = []
  private var problems: [Diagnostic] = []
  private var reportedTransportProblems = 0
  private var reportedStoreProblems = 0
  private var reportedEscapes: Set<Escape> = []
  /// Whether the scene's invariants (``Scene/invariants``) are checked after every event and
  /// effect, each broken one a problem at the log line whose work broke it. Exploration checks
  /// them itself, and turns this off.
  var checksInvariants = true
  /// The scene's invariants, read once: a scene computes its list on each read.
  private let invariants = S.invariants
  private var brokenInvariants: Set<String> = []

  /// Builds the scene on fresh doubles answering requests from `fixtures`, its store seeded by
  /// `store`. `log` supplies the header and the paths messages point at; messages hide the
  /// values `secretNames` names.
  package init(
    log: EventLog, fixtures: [Fixture], store: StoreFixture? = nil,
    secretNames: SecretNames = SecretNames(), limits: ReplayLimits = ReplayLimits()
  ) {
    self.log = log
    self.limits = limits
    let doubles = ReplayDoubles(fixtures: fixtures, store: store, secretNames: secretNames)
    self.doubles = doubles
    scene = doubles.enter { S(environment: doubles.environment) }
  }

  /// The current virtual time.
  package var now: Duration { doubles.clock.now.offset }

  /// The steps recorded so far (none when they went to a step sink).
  package var history: History {
    History(
      header: HistoryHeader(log: log.path, screen: log.screen, fixtures: log.fixtures), steps: steps
    )
  }

  /// Starts the scene and records the first render as step 0.
  package func start() async {
    // Every event is a step, after the initial one: room made once, not grown step by step
    // (one more for an effect, as most logs end with a response).
    if stepSink == nil { steps.reserveCapacity(log.entries.count + 2) }
    run { scene.start() }
    record(.initial, line: nil, always: true)
  }

  /// Fires every timer due up to `time`, in order, then moves the clock to `time`.
  package func advance(to time: Duration) async {
    let limit = VirtualClock.Instant(offset: time)
    while let wakeups = run({ doubles.clock.wakeNext(notAfter: limit) }) {
      recordEffect(of: wakeups)
    }
    doubles.clock.advance(to: limit)
  }

  /// Sends `event` now and records it as a step described by `text` (secrets masked) and `line`.
  ///
  /// An event the scene refuses (see ``Scene/refusal(of:)``) is reported at `line` and `column`
  /// and recorded as an unchanged step.
  package func send(_ event: S.Event, as text: String, line: Int, column: Int = 1) async {
    doubles.clock.cause = VirtualClock.Cause(line: line, step: stepCount)
    if let refusal = doubles.enter({ scene.refusal(of: event) }) {
      problems.append(
        Diagnostic(
          path: log.path, line: max(line, 1), column: max(column, 1), message: refusal.message,
          hint: refusal.hint))
    } else {
      run { scene.send(event) }
    }
    record(.event(text), line: line, always: true)
  }

  /// Fires the remaining timers, cancels every task still running, and returns the history with
  /// any problems (unmatched requests, unused fixtures, runaway timers or tasks, app work that
  /// escaped the harness).
  package func finish() async -> ReplayResult {
    await end().result()
  }

  /// Fires the remaining timers and cancels every task still running; the history is final once
  /// the returned replay is confirmed after a turn of the main queue (see ``FinishingReplay``).
  func end() -> FinishingReplay {
    fireRemainingTimers()
    run { doubles.spawner.cancelAll() }
    if doubles.jobs.timers?.end() == true {
      report(Escape(kind: .unseenTimer, line: doubles.clock.cause?.line))
    }
    let settled = render()
    doubles.storage.suspend()
    return FinishingReplay { self.confirm(settled: settled) }
  }

  /// Ends a replay that cannot go on (its log turned out malformed halfway): cancels what
  /// still runs and closes its queue, recording nothing more.
  func abandon() {
    run { doubles.spawner.cancelAll() }
    _ = doubles.jobs.timers?.end()
    doubles.jobs.close()
    _ = doubles.storage.end()
  }

  /// After the main queue's turn: runs what came back to the replay, and reports a screen that
  /// no longer shows `settled`, since that change escaped the history.
  private func confirm(settled: [String]) -> ReplayResult {
    run { doubles.storage.resume() }
    if render() != settled {
      report(Escape(kind: .changedAfterLastStep, line: doubles.clock.cause?.line))
    }
    run { doubles.store.report(doubles.storage.end()) }
    doubles.jobs.close()
    reportUnusedFixtures()
    return ReplayResult(history: history, problems: problems)
  }

  private func fireRemainingTimers() {
    let horizon = doubles.clock.now.advanced(by: limits.horizonAfterLastEvent)
    var count = 0
    while doubles.clock.nextDeadline != nil {
      guard count < limits.maxWakeupsAfterLastEvent else {
        return reportEndlessTimers(wakeups: count)
      }
      guard let wakeups = run({ doubles.clock.wakeNext(notAfter: horizon) }) else {
        // The last sleepers woke to nothing (an answer to a cancelled request), or the next
        // one is beyond the horizon.
        if doubles.clock.nextDeadline == nil { return }
        return reportEndlessTimers(wakeups: count)
      }
      count += 1
      recordEffect(of: wakeups)
    }
  }

  /// Runs `body` as part of the replay and then all the work it caused; reports what went wrong.
  private func run<T>(_ body: () -> T) -> T {
    var quiet = true
    let result = doubles.perform(limits: limits, quiet: &quiet, body)
    if !quiet { report(Escape(kind: .neverQuiet, line: doubles.clock.cause?.line)) }
    let slept = VirtualClocks.takeSleep()
    if slept > .zero { report(Escape(kind: .threadSleep(slept), line: doubles.clock.cause?.line)) }
    // Hot path: see "Performance idioms" in Docs/Design.md.
    let escapes = doubles.jobs.takeEscapes()
    var index = 0
    while index < escapes.count {
      report(escapes[index])
      index += 1
    }
    reportNewFixtureProblems()
    return result
  }

  /// Records the step of timers that fired at one instant, when the screen changed: `response
  /// 200 GET /count (count)`, traced to the first wake-up's cause; several wake-ups at one
  /// instant are joined with `; `.
  private func recordEffect(of wakeups: [VirtualClock.Wakeup]) {
    // Hot path: see "Performance idioms" in Docs/Design.md.
    guard wakeups.count > 0 else { return record(.effect(""), line: nil, always: false) }
    var labels = wakeups[0].label
    var index = 1
    while index < wakeups.count {
      labels += "; "
      labels += wakeups[index].label
      index += 1
    }
    let cause = wakeups[0].cause
    record(.effect(labels, cause: cause?.step), line: cause?.line, always: false)
  }

  /// Appends a step when the screen changed, or always for the initial render and events;
  /// `line` is the log line behind it (see ``Step/logLine``).
  private func record(_ trigger: Trigger, line: Int?, always: Bool) {
    defer {
      checkInvariants(after: line)
      observe(trigger)
    }
    let lines = render()
    let changed = lines != lastLines || stepCount == 0
    guard changed || always else { return }
    // Histories keep whole milliseconds, as goldens write them.
    let time = TimeFormat.duration(milliseconds: TimeFormat.milliseconds(now))
    let step = Step(
      index: stepCount, time: time, trigger: trigger, lines: changed ? lines : [],
      changed: changed, logLine: line)
    if let stepSink { stepSink(step) } else { steps.append(step) }
    stepCount += 1
    lastLines = lines
  }

  /// Reports each of the scene's invariants that no longer holds, the first time it breaks, at
  /// the log line of the event whose work broke it.
  private func checkInvariants(after line: Int?) {
    guard checksInvariants, !invariants.isEmpty else { return }
    // An index loop that builds no array while every invariant holds, as after nearly every
    // step.
    var broken: [String] = []
    inspect { scene in
      var index = 0
      while index < invariants.count {
        if !invariants[index].holds(for: scene) { broken.append(invariants[index].name) }
        index += 1
      }
    }
    for name in broken where brokenInvariants.insert(name).inserted {
      problems.append(
        Diagnostic(
          path: log.path, line: max(line ?? 1, 1), column: 1,
          message:
            "the invariant '\(name)' of \(S.name) does not hold after step \(max(stepCount - 1, 0))",
          hint:
            "the screen broke a rule its scene declares (\(S.name).invariants): fix the view model, or the invariant if the rule is wrong"
        ))
    }
  }

  /// Tells the observer about a step, recorded or not.
  private func observe(_ trigger: Trigger) {
    observer?(trigger)
  }

  /// Reads the scene on its doubles, as a render does.
  func inspect<T>(_ body: (S) -> T) -> T {
    doubles.enter { body(scene) }
  }

  /// Whether the scene refuses `event` now (see ``Screen/refusal(of:)``).
  func refuses(_ event: S.Event) -> Bool {
    doubles.enter { scene.refusal(of: event) } != nil
  }

  /// The requests no fixture matched so far.
  var unmatchedRequests: [UnmatchedRequestReport] { doubles.transport.unmatchedRequests }

  /// Chooses what a request no fixture matches gets (see
  /// ``FixtureTransport/answerUnmatched(with:)``).
  func answerUnmatched(
    with answer: @escaping @Sendable (UnmatchedRequest) -> UnmatchedRequest.Answer?
  ) {
    doubles.transport.answerUnmatched(with: answer)
  }

  private func render() -> [String] {
    doubles.enter { scene.renderedLines(following: lastLines) }
  }
}

extension Session {
  fileprivate func report(_ escape: Escape) {
    guard reportedEscapes.insert(escape).inserted else { return }
    problems.append(
      Diagnostic(
        path: log.path, line: max(escape.line ?? 1, 1), column: 1, message: escape.message,
        hint: escape.hint))
  }

  /// Called after every step's work, and almost always with nothing new: index loops (see
  /// `run`).
  fileprivate func reportNewFixtureProblems() {
    let transportProblems = doubles.transport.problems(after: reportedTransportProblems)
    var index = 0
    while index < transportProblems.count {
      problems.append(problem(transportProblems[index], hint: nil))
      reportedTransportProblems += 1
      index += 1
    }
    let storeProblems = doubles.store.problems(after: reportedStoreProblems)
    index = 0
    while index < storeProblems.count {
      problems.append(problem(storeProblems[index], hint: nil))
      reportedStoreProblems += 1
      index += 1
    }
  }

  fileprivate func reportUnusedFixtures() {
    for fixture in doubles.transport.unusedFixtures {
      problems.append(
        Diagnostic(
          path: log.path, line: max(log.fixturesLine, 1), column: 1,
          message: "fixture '\(fixture.name)' was never requested",
          hint: "remove it from 'fixtures:' or add the events that make the app request it"))
    }
    if let (message, hint) = doubles.store.unappliedWrites {
      problems.append(
        Diagnostic(
          path: log.path, line: max(log.fixturesLine, 1), column: 1, message: message, hint: hint))
    }
  }

  fileprivate func reportEndlessTimers(wakeups: Int) {
    let message =
      "timers were still pending after \(wakeups) wake-ups and "
      + "\(TimeFormat.seconds(limits.horizonAfterLastEvent)) past the last event"
    problems.append(
      problem(
        message, hint: "make repeating timers stop, or end the log with the event that stops them"))
  }

  fileprivate func problem(_ message: String, hint: String?) -> Diagnostic {
    Diagnostic(
      path: log.path, line: max(doubles.clock.cause?.line ?? 1, 1), column: 1, message: message,
      hint: hint)
  }
}
