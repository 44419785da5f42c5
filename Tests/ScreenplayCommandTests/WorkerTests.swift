import Foundation
import Screenplay
import ScreenplayTestSupport
import Testing

@testable import ScreenplayCommand
@testable import ScreenplayTesting

/// `verify` in worker processes: a log whose replay crashes fails alone, with the signal, the log
/// line and the runtime's message, and every other log is still verified, in order.
///
/// These run the `screenplay-worker-probe` executable (Tests/WorkerProbe), a command line whose one
/// scene crashes on purpose, over scratch projects of its logs.
@Suite("Worker processes")
struct WorkerTests {
  private static let hint =
    "    hint: a trap in the app's code (fatalError or precondition, a force unwrap of nil, an arithmetic overflow, an index out of range) ends the replay; the other logs went on in a new process; to see it alone: screenplay-worker-probe replay"

  @Test("explore prints its seed first, and a crash names the run to find it again")
  func exploreCrash() async throws {
    let ran = try await ProbeProject([]).run(["explore", "Probe", "--seed", "5"])
    #expect(ran.status != 0)
    #expect(
      ran.output.hasPrefix(
        "exploring Probe with seed 5: up to 100 runs of up to 20 events, 0 invariants declared\n"))
    // Its second event is fatal.tap, which calls fatalError: the runtime prints that first.
    #expect(
      ran.errors.hasPrefix(
        """
        screenplay_worker_probe/main.swift:57: Fatal error: the probe crashed on purpose
        screenplay explore Probe --seed 5 --steps 20 --runs 1:2:1: error: the app crashed (SIGILL) while replaying line 2
        """
      ))
  }

  @Test("each crashing log fails alone, at its line, and the others pass in order")
  func crashes() async throws {
    #expect(
      FileManager.default.isExecutableFile(atPath: ProbeProject.probe.path),
      "swift build builds the probe at \(ProbeProject.probe.path)")
    let scratch = try ProbeProject([
      ("a-ok", ""), ("b-fatal", "0.500s  fatal.tap"), ("c-ok", ""),
      ("d-overflow", "0.500s  overflow.tap"), ("e-unwrap", "0.500s  unwrap.tap"),
      ("f-later", "0.500s  later.tap"), ("g-ok", ""),
    ])
    #expect(await scratch.run(["record"]).status == 1)
    let ran = await scratch.run(["verify"])
    #expect(ran.status == 1)
    #expect(ran.errors == "")
    #expect(
      ran.output == """
        PASS Probe/a-ok (3 steps)
        FAIL Probe/b-fatal (0 steps)
          Tests/EventLogs/Probe/b-fatal.log:6:1: error: the app crashed (SIGILL) while replaying line 6: screenplay_worker_probe/main.swift:57: Fatal error: the probe crashed on purpose
        \(Self.hint) Probe/b-fatal
        PASS Probe/c-ok (3 steps)
        FAIL Probe/d-overflow (0 steps)
          Tests/EventLogs/Probe/d-overflow.log:7:1: error: the app crashed (SIGILL) while replaying line 7
        \(Self.hint) Probe/d-overflow
        FAIL Probe/e-unwrap (0 steps)
          Tests/EventLogs/Probe/e-unwrap.log:6:1: error: the app crashed (SIGILL) while replaying line 6: screenplay_worker_probe/main.swift:58: Fatal error: Unexpectedly found nil while unwrapping an Optional value
        \(Self.hint) Probe/e-unwrap
        FAIL Probe/f-later (0 steps)
          Tests/EventLogs/Probe/f-later.log:6:1: error: the app crashed (SIGILL) while replaying line 6: screenplay_worker_probe/main.swift:63: Fatal error: the probe crashed later, in a task
        \(Self.hint) Probe/f-later
        PASS Probe/g-ok (3 steps)
        failed:
          FAIL Probe/b-fatal at Tests/EventLogs/Probe/b-fatal.log:6:1: the app crashed (SIGILL) while replaying line 6: screenplay_worker_probe/main.swift:57: Fatal error: the probe crashed on purpose
          FAIL Probe/d-overflow at Tests/EventLogs/Probe/d-overflow.log:7:1: the app crashed (SIGILL) while replaying line 7
          FAIL Probe/e-unwrap at Tests/EventLogs/Probe/e-unwrap.log:6:1: the app crashed (SIGILL) while replaying line 6: screenplay_worker_probe/main.swift:58: Fatal error: Unexpectedly found nil while unwrapping an Optional value
          FAIL Probe/f-later at Tests/EventLogs/Probe/f-later.log:6:1: the app crashed (SIGILL) while replaying line 6: screenplay_worker_probe/main.swift:63: Fatal error: the probe crashed later, in a task
        3 passed, 4 failed, 0 recorded, 0 unreferenced, 0 pending

        """)
  }

  @Test("under swift test, an EventLogSuite with a worker fails a crashing log alone, at its line")
  @MainActor
  func suiteWithWorker() async throws {
    let scratch = try ProbeProject([("a-ok", ""), ("b-fatal", "0.500s  fatal.tap")])
    #expect(await scratch.run(["record"]).status == 1)
    let suite = EventLogSuite(
      scenes: [], cli: "screenplay-worker-probe", worker: ProbeProject.probe.path,
      environment: ["SCREENPLAY_ROOT": scratch.root, "PATH": "/usr/bin:/bin"])
    #expect(suite.cases.map(\.description) == ["Probe/a-ok", "Probe/b-fatal"])
    #expect(await suite.outcome(of: suite.cases[0]) == nil)
    let failure = try #require(await suite.outcome(of: suite.cases[1]))
    #expect(failure.path == scratch.root + "/Tests/EventLogs/Probe/b-fatal.log")
    #expect(failure.line == 6)
    #expect(
      failure.message == """
        Tests/EventLogs/Probe/b-fatal.log:6:1: error: the app crashed (SIGILL) while replaying line 6: screenplay_worker_probe/main.swift:57: Fatal error: the probe crashed on purpose
        \(Self.hint.dropFirst(2)) Probe/b-fatal
        """)
  }

  @Test("an EventLogSuite's own record mode decides over SCREENPLAY_RECORD, and CI over both")
  @MainActor
  func suiteRecordMode() async throws {
    let scratch = try ProbeProject([("a-ok", "")])
    func outcome(_ mode: RecordMode?, _ environment: [String: String]) async throws -> String {
      let suite = EventLogSuite(
        scenes: [], cli: "screenplay-worker-probe", worker: ProbeProject.probe.path,
        recordMode: mode,
        environment: environment.merging(["SCREENPLAY_ROOT": scratch.root, "PATH": "/usr/bin:/bin"])
        { $1 })
      return try #require(await suite.outcome(of: suite.cases[0])).message
    }
    let never =
      "Tests/EventLogs/Probe/a-ok.log:1:1: error: no golden at Snapshots/Probe/a-ok.txt, and record mode 'never' never writes one"
    #expect(try await outcome(.never, ["SCREENPLAY_RECORD": "failed"]).hasPrefix(never))
    #expect(try await outcome(.failed, ["CI": "true"]).hasPrefix(never))
    #expect(
      try await outcome(.missing, ["SCREENPLAY_RECORD": "never"])
        == "Tests/EventLogs/Probe/a-ok.log:1:1: recorded Snapshots/Probe/a-ok.txt (no golden existed; 3 steps); review it and run again to verify"
    )
  }

  @Test("a worker that isn't there fails the case, saying where it looked and what to build")
  @MainActor
  func suiteWithMissingWorker() async throws {
    let scratch = try ProbeProject([("a-ok", "")])
    let suite = EventLogSuite(
      scenes: [], worker: "/no/such/screenplay",
      environment: ["SCREENPLAY_ROOT": scratch.root])
    let failure = try #require(await suite.outcome(of: suite.cases[0]))
    #expect(
      failure.message
        == "the worker executable '/no/such/screenplay' is not there (looked in /no/such/screenplay): build it, or leave worker out of the EventLogSuite to replay in the test process"
    )
  }

  @Test("the output is the same whatever the number of workers, over batches dealt as they go")
  func sameForAnyNumberOfWorkers() async throws {
    // 11 batches: more than two workers hold at first (WorkerDealer.ahead each), so the later ones
    // are dealt as outcomes come back, one of them to a worker started after a crash.
    var logs = (0..<520).map { (name: String(format: "log-%03d", $0), middle: "") }
    logs[7].middle = "0.500s  fatal.tap"
    logs[64].middle = "0.500s  unwrap.tap"
    logs[480].middle = "0.500s  overflow.tap"
    let scratch = try ProbeProject(logs)
    _ = await scratch.run(["record"], jobs: 2)
    let one = await scratch.run(["verify", "--json"], jobs: 1)
    #expect(one.status == 1)
    #expect(one.output.contains("\"failed\" : 3,"))
    #expect(one.output.contains("\"passed\" : 517,"))
    for jobs in [2, 3] {
      #expect(await scratch.run(["verify", "--json"], jobs: jobs) == one)
    }
  }

  @Test("in one process (SCREENPLAY_JOBS=0) a crash names its log and line before the process dies")
  func inOneProcess() async throws {
    let scratch = try ProbeProject([("a-ok", ""), ("b-fatal", "0.500s  fatal.tap"), ("c-ok", "")])
    let ran = await scratch.run(["verify", "b-fatal"], jobs: 0)
    #expect(ran.status == SIGILL, "the trap ends the process with its signal")
    #expect(ran.output == "")
    #expect(
      ran.errors.hasSuffix(
        """
        Tests/EventLogs/Probe/b-fatal.log:6:1: error: the app crashed (SIGILL) while replaying line 6
          hint: the process ends here, so no later log runs; 'screenplay-worker-probe verify' replays in worker processes and reports the rest

        """))
  }

  @Test("a worker's replays start with empty UserDefaults and files, all under .screenplay")
  func storage() async throws {
    let scratch = try ProbeProject([
      ("a-defaults", "0.500s  defaults.tap"), ("b-defaults", "0.500s  defaults.tap"),
    ])
    let home = scratch.root + "/user-home"
    try scratch.folder.makeFolder("user-home")
    // One worker replays both logs, each three times: each sees one tap of its own.
    let recorded = await scratch.run(["record"], jobs: 1, environment: ["HOME": home])
    #expect(recorded.status == 0)
    let golden = try String(
      contentsOfFile: scratch.root + "/Snapshots/Probe/b-defaults.txt", encoding: .utf8)
    #expect(
      golden.hasSuffix(
        "step 2 · 0.500s · defaults.tap\n  count: 2\n\n── step 3 · 1.000s · count.tap\n  count: 3\n"
      ))
    let repeated = await scratch.run(
      ["verify", "--repeat", "3"], jobs: 1, environment: ["HOME": home])
    #expect(
      repeated.output.hasSuffix("2 passed, 0 failed, 0 recorded, 0 unreferenced, 0 pending\n"))
    // Nothing in the user's home, nothing left in the project's storage folder.
    #expect(try FileManager.default.contentsOfDirectory(atPath: home) == [])
    #expect(!FileManager.default.fileExists(atPath: scratch.root + "/.screenplay/storage"))
    // In the command's own process the preferences folder is the user's: what the app saved
    // there (synchronize()) is removed when the replay ends, and the verdict is the workers'.
    // (Its temporary folder stays the process's, here the scratch project's.)
    let inProcess = await scratch.run(
      ["verify", "a-defaults"], jobs: 0, environment: ["HOME": home, "TMPDIR": scratch.root])
    #expect(
      inProcess
        == Ran(
          status: 0,
          output: "PASS Probe/a-defaults (4 steps)\n"
            + "1 passed, 0 failed, 0 recorded, 0 unreferenced, 0 pending\n",
          errors: ""))
    #expect(try FileManager.default.contentsOfDirectory(atPath: home) == [])
  }

  @Test("a view model that calls synchronize() gets the same verdict from replay as from verify")
  func synchronizeInEveryCommand() async throws {
    let scratch = try ProbeProject([("a-defaults", "0.500s  defaults.tap")])
    let home = scratch.root + "/user-home"
    try scratch.folder.makeFolder("user-home")
    let environment = ["HOME": home, "TMPDIR": scratch.root]
    #expect(await scratch.run(["record"], jobs: 1, environment: environment).status == 0)
    let verified = await scratch.run(["verify"], jobs: 1, environment: environment)
    #expect(verified.status == 0)
    let replayed = await scratch.run(["replay", "Probe/a-defaults"], environment: environment)
    #expect(replayed.status == 0, "\(replayed.errors)")
    #expect(replayed.errors == "")
    let golden = try String(
      contentsOfFile: scratch.root + "/Snapshots/Probe/a-defaults.txt", encoding: .utf8)
    #expect(replayed.output == golden, "replay prints the history verify compared")
    #expect(try FileManager.default.contentsOfDirectory(atPath: home) == [])
  }

  @Test("a default the app registers fails its replay, and every later one in the process")
  func registeredDefaults() async throws {
    let scratch = try ProbeProject([("a-register", "0.500s  register.tap"), ("b-plain", "")])
    // One worker replays both: the default outlives the replay that registered it.
    let ran = await scratch.run(["verify"], jobs: 1)
    #expect(ran.status == 1)
    #expect(
      ran.output == """
        FAIL Probe/a-register (4 steps)
          Tests/EventLogs/Probe/a-register.log:7:1: error: the app registered UserDefaults defaults ('probe.theme'): Foundation keeps register(defaults:) for the whole process, so later replays would see them
          fix: state the values in the log's 'defaults:' header or a store fixture instead
        FAIL Probe/b-plain (3 steps)
          Tests/EventLogs/Probe/b-plain.log:1:1: error: UserDefaults holds defaults registered before this replay began ('probe.theme'): Foundation keeps register(defaults:) for the whole process
          fix: state the values in the log's 'defaults:' header or a store fixture instead of registering them; a replay that registered them fails too
        failed:
          FAIL Probe/a-register at Tests/EventLogs/Probe/a-register.log:7:1: the app registered UserDefaults defaults ('probe.theme'): Foundation keeps register(defaults:) for the whole process, so later replays would see them
          FAIL Probe/b-plain at Tests/EventLogs/Probe/b-plain.log:1:1: UserDefaults holds defaults registered before this replay began ('probe.theme'): Foundation keeps register(defaults:) for the whole process
        0 passed, 2 failed, 0 recorded, 0 unreferenced, 0 pending

        """)
  }

  @Test("a request the app sends from a thread of its own is reported at its line, never sent")
  func requestFromAnotherThread() async throws {
    let scratch = try ProbeProject([("a-thread", "0.500s  thread.tap")])
    let ran = await scratch.run(["verify"], jobs: 1)
    #expect(ran.status == 1)
    #expect(
      ran.output == """
        FAIL Probe/a-thread (4 steps)
          Tests/EventLogs/Probe/a-thread.log:6:1: error: GET /escape?appid=k3y was sent from a thread outside the replay (a Thread of the app's own, or a callback the replay does not run), whose timing the replay cannot know; it was not sent
          fix: send it from the view model's code, or from a task or a DispatchQueue it starts, which the replay runs
        failed:
          FAIL Probe/a-thread at Tests/EventLogs/Probe/a-thread.log:6:1: GET /escape?appid=k3y was sent from a thread outside the replay (a Thread of the app's own, or a callback the replay does not run), whose timing the replay cannot know; it was not sent
        0 passed, 1 failed, 0 recorded, 0 unreferenced, 0 pending

        """)
  }

  /// What `verify` prints for a log named `name` whose middle event sends through an
  /// `.ephemeral` session (from a thread of its own with `fromThread`) to a server on loopback,
  /// which must receive nothing.
  private func verifyEphemeral(_ name: String, fromThread: Bool) async throws -> String {
    let server = try LoopbackServer { _ in .json(200, #"{"leaked": true}"#) }
    defer { server.stop() }
    let scratch = try ProbeProject([(name, "0.500s  ephemeral.tap")])
    var environment = ["PROBE_URL": server.baseURL + "/forecast?city=Paris"]
    if fromThread { environment["PROBE_THREAD"] = "1" }
    let ran = await scratch.run(["verify"], jobs: 1, environment: environment)
    #expect(server.received.isEmpty, "the request reached the server")
    return ran.output
  }

  @Test("an .ephemeral session is answered from the fixtures, and nothing leaves")
  func ephemeralSessionIsAnswered() async throws {
    #expect(
      try await verifyEphemeral("a-ephemeral", fromThread: false) == """
        FAIL Probe/a-ephemeral (4 steps)
          Tests/EventLogs/Probe/a-ephemeral.log:6:1: error: no fixture matches request #1: GET /forecast?city=Paris
          fixtures in use: none (the log lists no `fixtures:`)
          fixes:
            1. add a fixture for this request to Tests/Fixtures/<Screen> and list it under `fixtures:` in the log
            2. if the app should not send this request, fix the app
        failed:
          FAIL Probe/a-ephemeral at Tests/EventLogs/Probe/a-ephemeral.log:6:1: no fixture matches request #1: GET /forecast?city=Paris
        0 passed, 1 failed, 0 recorded, 0 unreferenced, 0 pending

        """)
  }

  @Test("a request from a thread outside the replay never leaves: stopped and reported at its line")
  func outsideRequestNeverLeaves() async throws {
    #expect(
      try await verifyEphemeral("a-outside", fromThread: true) == """
        FAIL Probe/a-outside (4 steps)
          Tests/EventLogs/Probe/a-outside.log:6:1: error: GET /forecast?city=Paris was about to leave for the network from a thread outside the replay (a Thread of the app's own, or a callback the replay does not run); it was stopped, and the app got an error
          fix: send it from the view model's code, or from a task or a DispatchQueue it starts, which the replay runs
        failed:
          FAIL Probe/a-outside at Tests/EventLogs/Probe/a-outside.log:6:1: GET /forecast?city=Paris was about to leave for the network from a thread outside the replay (a Thread of the app's own, or a callback the replay does not run); it was stopped, and the app got an error
        0 passed, 1 failed, 0 recorded, 0 unreferenced, 0 pending

        """)
  }

  @Test(
    "a worker's environment adds the root, no backtraces, malloc's cache and its storage folder"
  )
  func workerEnvironment() throws {
    let plain = WorkerProcess.workerEnvironment(
      ["HOME": "/h", "SWIFT_BACKTRACE": "enable=yes"], root: "/p")
    let storage = try #require(plain["SCREENPLAY_STORAGE"])
    #expect(storage.hasPrefix("/p/.screenplay/storage/\(getpid())-"))
    #expect(
      plain == [
        "HOME": storage + "/home", "SCREENPLAY_ROOT": "/p", "SWIFT_BACKTRACE": "enable=no",
        "GLIBC_TUNABLES": "glibc.malloc.tcache_count=1000", "SCREENPLAY_STORAGE": storage,
        "XDG_CONFIG_HOME": storage + "/config", "CFFIXED_USER_HOME": storage + "/home",
        "XDG_CACHE_HOME": storage + "/home/.cache", "XDG_DATA_HOME": storage + "/home/.local/share",
      ])
    #expect(WorkerProcess.workerEnvironment([:], root: "/p")["SCREENPLAY_STORAGE"] != storage)
    let tunable = "glibc.malloc.tcache_count=1000"
    #expect(WorkerProcess.tunables(adding: tunable, to: "") == tunable)
    #expect(
      WorkerProcess.tunables(adding: tunable, to: "glibc.malloc.mxfast=0")
        == "glibc.malloc.mxfast=0:glibc.malloc.tcache_count=1000")
    #expect(
      WorkerProcess.tunables(
        adding: tunable, to: "glibc.malloc.mxfast=0:glibc.malloc.tcache_count=7")
        == "glibc.malloc.mxfast=0:glibc.malloc.tcache_count=7")
    #expect(
      WorkerProcess.tunables(adding: tunable, to: "glibc.malloc.tcache_count_x=1")
        == "glibc.malloc.tcache_count_x=1:glibc.malloc.tcache_count=1000")
  }

  @Test("a failing log's HTML section is the same bytes whether a worker replayed it or not")
  func htmlSectionAlikeInAWorker() async throws {
    let scratch = try ProbeProject([("a-ok", ""), ("b-changed", "0.500s  count.tap")])
    #expect(await scratch.run(["record"]).status == 0)
    _ = try scratch.folder.replace(
      "count: 2", with: "count: two", in: "Snapshots/Probe/b-changed.txt")
    let report = scratch.root + "/report.html"
    var pages: [String] = []
    for jobs in [2, 0] {
      let ran = await scratch.run(["verify", "--html", report], jobs: jobs)
      #expect(ran.status == 1)
      #expect(ran.errors == "wrote the HTML report to \(report)\n")
      pages.append(try String(contentsOfFile: report, encoding: .utf8))
    }
    let sections = pages.map { page in
      page.components(separatedBy: "<section class=\"log failed\"").dropFirst().first?
        .components(separatedBy: "</section>").first
    }
    #expect(
      sections[0]?.contains("<tr class=\"row changed\" id=\"log-Probe_2Fb-changed-first\">") == true
    )
    #expect(sections[0] == sections[1])
    #expect(pages[0] == pages[1])
  }

  @Test("an outcome crosses the wire unchanged, every part of it; a trap is a frame too")
  func wireRoundTrip() throws {
    let logCase = LogCase(screen: "SignIn", name: "offline")
    let problem = Diagnostic(
      path: "Tests/Fixtures/SignIn/a.json", line: 3, column: 9, message: "line one\n12\n-\n",
      hint: "outcome 13")
    let unwritten = Diagnostic(
      path: logCase.pendingPath, line: 1, column: 1, message: "cannot write", hint: nil)
    var failure = CaseFailure(
      [
        ReportedProblem(problem, details: ["", "  received: x", "-", .diagnostic(unwritten)]),
        ReportedProblem(Diagnostic(path: logCase.logPath, line: 7, column: 1, message: "é")),
      ], path: logCase.logPath, line: 7)
    failure.firstDivergence = DivergentStep(
      index: 1, title: "step 1 · 0.800s · signIn.tap", diff: ["@@ -1 +1 @@", "-  a", "+  b", ""])
    failure.pendingPath = logCase.pendingPath
    failure.unwrittenPath = logCase.goldenPath
    failure.flakyReplay = 3
    var outcome = CaseOutcome(
      logCase: logCase, steps: 2, result: .failed(failure), fixtures: ["a", "b c"])
    var coverage = LogCoverage()
    coverage.events = ["signIn.tap", "email.type"]
    coverage.states = ["idle", "failed"]
    coverage.pairs = [StateEvent(state: "idle", event: "signIn.tap")]
    coverage.transitions = [Transition("idle", "signIn.tap", "failed"), Transition("a", "b", "")]
    outcome.coverage = coverage
    outcome.section = "<section>\n</section>\n"
    let frame = frame(index: 0, outcome)
    var reader = WorkerWire.Reader(cases: [logCase])
    // What ``TrapBeacon`` writes from its signal handler.
    let trap = "40\n4\ntrap6\nSIGILL6\nreplay2\n1211\nTests/x.log"
    let bytes = frame + Array(trap.utf8)
    reader.append(bytes.prefix(10))
    #expect(try reader.next() == nil)
    reader.append(bytes.dropFirst(10))
    #expect(try reader.next() == .outcome(index: 0, outcome))
    #expect(
      try reader.next()
        == .trap(signal: "SIGILL", stage: "replay", line: 12, path: "Tests/x.log"))
    #expect(try reader.next() == nil)
    reader.append(Array("Fatal error: oops\n".utf8))
    #expect(throws: WorkerWireError(text: "Fatal error: oops")) { try reader.next() }
  }

  @Test("a pass crosses with its steps and fixtures, or with none when the log did not replay")
  func wirePasses() throws {
    let logCase = LogCase(screen: "SignIn", name: "success")
    let passed = CaseOutcome(
      logCase: logCase, steps: 5, result: .passed, fixtures: ["sign-in-200", "é-store"])
    let bytes = frame(index: 12, passed)
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == "55\n7\noutcome2\n121\n56\npassed1\n211\nsign-in-2008\né-store-\n-\n")
    let cases = Array(repeating: LogCase(screen: "SignIn", name: "other"), count: 12) + [logCase]
    var reader = WorkerWire.Reader(cases: cases)
    let unreplayed = CaseOutcome(logCase: cases[0], steps: 0, result: .passed)
    reader.append(bytes + frame(index: 0, unreplayed))
    #expect(try reader.next() == .outcome(index: 12, passed))
    #expect(try reader.next() == .outcome(index: 0, unreplayed))
  }

  @Test("a frame read a byte at a time is whole only at its last byte; a bad count is garbage")
  func wireCountsAtEverySplit() throws {
    let logCase = LogCase(screen: "SignIn", name: "offline")
    let outcome = CaseOutcome(
      logCase: logCase, steps: 123_456, result: .recorded(because: "no golden existed"))
    let bytes = frame(index: 0, outcome)
    var reader = WorkerWire.Reader(cases: [logCase])
    for byte in bytes.dropLast() {
      reader.append([byte])
      #expect(try reader.next() == nil)
    }
    reader.append([bytes[bytes.count - 1]])
    #expect(try reader.next() == .outcome(index: 0, outcome))
    for (garbage, quoted) in [
      ("4\n12a\n", "12a"), ("-1\n", "-1"), ("x\n", "x"), ("5\n1\n0-\n", "0"),
      ("6\n1\nz1\n0", "z"), ("4\n99\n1", "99"), ("12\n7\noutcome1\n1", "no log 1"),
      ("13\n7\noutcome1\n0-\n", "-"), ("21\n4\ntrap1\nS1\nr1\n11\np1\nx", "more than a message"),
    ] {
      var reader = WorkerWire.Reader(cases: [logCase])
      reader.append(Array(garbage.utf8))
      #expect(throws: WorkerWireError(text: quoted)) { try reader.next() }
    }
  }

  /// The frame of `outcome`, the worker's `index`th log, as a worker writes it.
  private func frame(index: Int, _ outcome: CaseOutcome) -> [UInt8] {
    var bytes: [UInt8] = []
    WorkerWire.appendFrame(index: index, outcome, to: &bytes)
    return bytes
  }
}
