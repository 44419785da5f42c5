import Testing

@testable import Screenplay

/// View models written the ordinary way replay exactly; what the harness cannot run fails loudly.
@MainActor
@Suite("Exact replay of ordinary view models")
struct ExactReplayTests {
  private func replay(_ events: String, limits: ReplayLimits = ReplayLimits()) async throws
    -> ReplayResult
  {
    let log = try EventLogParser.parse(
      "screenplay-log 1\nscreen: Ordinary\n\n" + events, path: "Tests/EventLogs/Ordinary/a.log")
    return try await SceneDescriptor(OrdinaryScene.self).replay(log, fixtures: [], limits: limits)
  }

  private func problems(_ result: ReplayResult) -> [String] {
    result.problems.map(\.description)
  }

  @Test("plain, detached and nested tasks, and an actor-fed stream, land in their event's step")
  func ordinaryTasks() async throws {
    let result = try await replay(
      """
      0.000s count
      0.100s count.detached
      0.200s count.nested
      0.300s publish value="first"
      0.400s publish value="second"
      0.500s remind

      """)
    #expect(problems(result) == [])
    #expect(HistoryFormat.encode(result.history) == Self.ordinaryHistory)
  }

  @Test("every replay of the same log gives the same history")
  func sameHistoryEveryTime() async throws {
    let events = """
      0.000s count
      0.000s count.nested
      0.000s count.detached
      0.000s publish value="x"

      """
    let first = HistoryFormat.encode(try await replay(events).history)
    for _ in 0..<50 {
      #expect(HistoryFormat.encode(try await replay(events).history) == first)
    }
  }

  @Test("a task cancelled as the replay ends may change the screen: not a step, and no escape")
  func cancelledAtTheEnd() async throws {
    let result = try await replay("0.000s hold\n")
    #expect(problems(result) == [])
    #expect(
      HistoryFormat.encode(result.history) == """
        screenplay-history 2
        log: Tests/EventLogs/Ordinary/a.log
        screen: Ordinary
        fixtures: (none)
        steps: 2

        ── step 0 · 0.000s · initial
          Ordinary
            status: idle

        ── step 1 · 0.000s · hold
          (unchanged)

        """)
  }

  @Test(
    "a change sent to DispatchQueue.main from a thread fails the replay, not going unrecorded")
  func dispatchMain() async throws {
    let result = try await replay("0.000s dispatch.main\n")
    #expect(
      problems(result) == [
        """
        Tests/EventLogs/Ordinary/a.log:4:1: error: the screen changed after the last step, from work the harness does not run (a Thread of the app's own, a DispatchSource timer, or, with --static-swift-stdlib, a queue or a Timer)
          hint: start the work with Task { } or on a DispatchQueue rather than on a Thread of the app's own: the harness runs every task, and the work the app's code sends to dispatch queues
        """
      ])
  }

  @Test("a batch of replays shares one main-queue turn and still blames the replay that changed")
  func dispatchMainInABatch() async throws {
    let verifier = Verifier(
      project: Project(root: "/nonexistent"), scenes: [SceneDescriptor(OrdinaryScene.self)],
      mode: .never)
    let cases = try ["count", "dispatch.main", "count"].enumerated().map { index, event in
      let path = "Tests/EventLogs/Ordinary/\(index).log"
      let log = try EventLogParser.parse(
        "screenplay-log 1\nscreen: Ordinary\n\n0.000s \(event)\n", path: path)
      return PreparedCase(
        logCase: LogCase(screen: "Ordinary", name: "\(index)"),
        plan: .replay(.init(log: log, scene: verifier.scenes[0], fixtures: FixtureSet())))
    }
    let results = await verifier.replay(cases).compactMap { replayed -> ReplayResult? in
      guard case .replayed(let result) = replayed else { return nil }
      return result
    }
    #expect(
      results.map(problems) == [
        [],
        [
          """
          Tests/EventLogs/Ordinary/1.log:4:1: error: the screen changed after the last step, from work the harness does not run (a Thread of the app's own, a DispatchSource timer, or, with --static-swift-stdlib, a queue or a Timer)
            hint: start the work with Task { } or on a DispatchQueue rather than on a Thread of the app's own: the harness runs every task, and the work the app's code sends to dispatch queues
          """
        ],
        [],
      ])
  }

  @Test("a task that never stops yielding fails the replay instead of hanging it")
  func endlessYielding() async throws {
    // The second event ends the loop, so the test leaves no task behind.
    let result = try await replay(
      "0.000s spin\n0.000s spin.stop\n", limits: ReplayLimits(maxJobsPerStep: 1_000))
    #expect(
      problems(result).first
        == """
        Tests/EventLogs/Ordinary/a.log:4:1: error: the app never went quiet: its tasks kept queueing work
          hint: look for a loop that awaits without sleeping on the injected clock
        """)
    #expect(problems(result).count == 1)
  }

  static let ordinaryHistory = """
    screenplay-history 2
    log: Tests/EventLogs/Ordinary/a.log
    screen: Ordinary
    fixtures: (none)
    steps: 8

    ── step 0 · 0.000s · initial
      Ordinary
        status: idle

    ── step 1 · 0.000s · count
      Ordinary
        status: counted to 5

    ── step 2 · 0.100s · count.detached
      Ordinary
        status: detached counted to 15

    ── step 3 · 0.200s · count.nested
      Ordinary
        status: nested [115, 215] [216, 217, 218]

    ── step 4 · 0.300s · publish value="first"
      Ordinary
        status: nested [115, 215] [216, 217, 218]
        first

    ── step 5 · 0.400s · publish value="second"
      Ordinary
        status: nested [115, 215] [216, 217, 218]
        first
        second

    ── step 6 · 0.500s · remind
      (unchanged)

    ── step 7 · 0.800s · effect of step 6 · timer 0.300s
      Ordinary
        status: reminded
        first
        second

    """
}
