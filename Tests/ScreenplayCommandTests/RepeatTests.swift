import Foundation
import Screenplay
import ScreenplayTestSupport
import Testing

@testable import ScreenplayCommand

/// `verify --repeat N`: every log replayed N times, in the worker processes or in one process;
/// a log whose replays disagree fails as flaky, and a repeated run writes nothing.
///
/// The flaky log is the probe's (Tests/WorkerProbe): its `global.tap` adds a counter that lives in
/// the process, not in the replay, so each replay of the log sees a larger one.
@Suite("Repeated runs")
struct RepeatTests {
  private static let flakyReport = """
    PASS Probe/a-ok (3 steps)
    FLAKY Probe/b-global (4 steps)
      Tests/EventLogs/Probe/b-global.log:6:1: error: replay 2 of 3 differs from replay 1 at step 2 of 4 (changed)
        step 2 · 0.500s · global.tap
        @@ -1,1 +1,1 @@
        -  count: 2
        +  count: 3
        1 other step differs: 3 (changed)
        hint: the history depends on something outside the log and its fixtures: state an earlier replay left behind (a global or static variable, a singleton, a cache), the real clock, randomness or the environment
    PASS Probe/c-ok (3 steps)
    failed:
      FLAKY Probe/b-global at Tests/EventLogs/Probe/b-global.log:6:1: replay 2 of 3 differs from replay 1 at step 2 of 4 (changed)
    2 passed, 1 failed, 0 recorded, 0 unreferenced, 0 pending, 1 flaky

    """

  @Test(
    "a log whose history depends on state outliving a replay is reported flaky, alike in workers and in one process"
  )
  func flaky() async throws {
    let scratch = try ProbeProject([("a-ok", ""), ("b-global", "0.500s  global.tap"), ("c-ok", "")])
    #expect(await scratch.run(["record"]).status == 0)
    #expect(await scratch.run(["verify"]).status == 0, "one replay per log agrees with the golden")
    for jobs in [0, 2] {
      let ran = await scratch.run(["verify", "--repeat", "3"], jobs: jobs)
      #expect(ran == Ran(status: 1, output: Self.flakyReport, errors: ""))
    }
    let json = await scratch.run(["verify", "--repeat=3", "--json"], jobs: 2).output
    #expect(json.contains("\"flaky\" : 1,"))
    #expect(json.contains("\"flakyReplay\" : 2,"))
    #expect(json.contains("\"failed\" : 1,"))
  }

  @Test("a repeated run never records: a missing golden fails, asking for it to be recorded first")
  func missingGoldenIsNotRecorded() async throws {
    let scratch = try ProbeProject([("a-ok", "")])
    for jobs in [0, 1] {
      let ran = await scratch.run(
        ["verify", "--repeat", "2"], jobs: jobs, environment: ["SCREENPLAY_RECORD": "failed"])
      #expect(
        ran
          == Ran(
            status: 1,
            output: """
              FAIL Probe/a-ok (3 steps)
                Tests/EventLogs/Probe/a-ok.log:1:1: error: no golden at Snapshots/Probe/a-ok.txt, and a repeated run never records one
                  hint: record it first (screenplay-worker-probe record Probe/a-ok), then repeat
              failed:
                FAIL Probe/a-ok at Tests/EventLogs/Probe/a-ok.log:1:1: no golden at Snapshots/Probe/a-ok.txt, and a repeated run never records one
              0 passed, 1 failed, 0 recorded, 0 unreferenced, 0 pending

              """, errors: ""))
    }
    #expect(!FileManager.default.fileExists(atPath: scratch.root + "/Snapshots"))
    // Nothing but the work folder's own .gitignore.
    #expect(
      (try? FileManager.default.contentsOfDirectory(atPath: scratch.root + "/.screenplay"))
        .map { $0 == [".gitignore"] } ?? true)
  }

  @Test(
    "a repeated run never records: a changed history leaves the golden and writes no pending history"
  )
  func changedHistoryIsNotRecorded() async throws {
    let scratch = try ProbeProject([("a-ok", "")])
    #expect(await scratch.run(["record"]).status == 0)
    let golden = scratch.root + "/Snapshots/Probe/a-ok.txt"
    let edited = try scratch.folder.replace(
      "count: 2", with: "count: 9", in: "Snapshots/Probe/a-ok.txt")
    let ran = await scratch.run(
      ["verify", "--repeat", "2"], jobs: 1, environment: ["SCREENPLAY_RECORD": "failed"])
    #expect(ran.status == 1)
    #expect(ran.output.hasPrefix("FAIL Probe/a-ok (3 steps)\n"))
    #expect(!ran.output.contains("received:"))
    #expect(try String(contentsOfFile: golden, encoding: .utf8) == edited)
    #expect(!FileManager.default.fileExists(atPath: scratch.root + "/.screenplay/pending"))
  }

  @Test("--repeat takes a whole number of replays, 1 or more, and is read as a worker's argument")
  func parsing() throws {
    var options = VerifyOptions(filter: "SignIn")
    options.repeats = 20
    #expect(try Command(arguments: ["verify", "--repeat", "20", "SignIn"]) == .verify(options))
    options.repeats = 1
    #expect(try Command(arguments: ["verify", "SignIn", "--repeat=1"]) == .verify(options))
    let workerOptions = WorkerOptions(
      mode: .never, batchSize: 50, html: false, cli: "x", repeats: 7)
    #expect(try WorkerOptions(arguments: workerOptions.arguments) == workerOptions)
  }

  @Test(
    "--repeat without a whole number of 1 or more is bad usage",
    arguments: [
      (["--repeat", "0"], "--repeat takes how many times to replay each log, 1 or more, not '0'"),
      (
        ["--repeat", "-3"], "--repeat takes how many times to replay each log, 1 or more, not '-3'"
      ),
      (["--repeat=two"], "--repeat takes how many times to replay each log, 1 or more, not 'two'"),
      (["--repeat"], "--repeat needs a value"),
      (
        ["--repeat", "2", "--force-pass"],
        "--repeat writes no pending history, so --force-pass has nothing to collect"
      ),
    ])
  func usageErrors(_ arguments: [String], _ message: String) {
    #expect(throws: UsageError(message: message, command: "verify")) {
      try Command(arguments: ["verify"] + arguments)
    }
  }

  @Test("a bad --repeat exits 64, saying what it takes and where to read more")
  @MainActor
  func badRepeatExits64() async {
    let ran = await CommandRunner(root: Repository.root, program: .repository).run(
      "verify", "--repeat", "0")
    #expect(ran.status == 64)
    #expect(ran.output == "")
    #expect(
      ran.errors
        == "error: --repeat takes how many times to replay each log, 1 or more, not '0'\nSee 'swift run screenplay help verify' for its usage.\n"
    )
  }

  @Test("verify's help says what --repeat does, and that it writes nothing")
  func help() {
    let page = CommandHelp(cli: "swift run screenplay").text(for: "verify")
    #expect(
      page.hasSuffix(
        """
          --repeat <n>           replay each log n times: the first against its golden, the others
                                 against the first; replays that differ fail the log as FLAKY.
                                 Writes nothing (no golden, no pending history), whatever
                                 SCREENPLAY_RECORD says
        """))
  }

  @Test("the repository's SignIn logs give one history over 20 replays each")
  @MainActor
  func committedLogsAreStable() async throws {
    let root = try #require(Project.locate()?.root)
    let ran = await CommandRunner(root: root, program: .repository).run(
      "verify", "--repeat", "20", "SignIn")
    // Whether each first replay matches its golden is that log's own test; here only the
    // replays' agreement counts.
    let lines = ran.output.split(separator: "\n")
    #expect(ran.errors == "")
    #expect(lines.count >= 14)
    #expect(
      lines.filter { $0.hasPrefix("PASS SignIn/") || $0.hasPrefix("FAIL SignIn/") }.count == 14)
    #expect(!lines.contains { $0.contains("FLAKY") })
    #expect(lines.last?.hasSuffix(" flaky") == false)
  }
}
