import Foundation
import Screenplay
import ScreenplayTestSupport
import Testing

@testable import ScreenplayCommand
@testable import ScreenplayTesting

/// What the app prints (`print` in a view model) never reaches the command's standard output,
/// in worker processes or in one: a failing log's report ends with the last lines of it, and a
/// passing log shows nothing of it. These run `screenplay-worker-probe` (Tests/WorkerProbe), whose Talk
/// screen's `say.tap` prints the count and `chatter.tap` prints 30 lines.
@Suite("The app's output")
struct AppOutputTests {
  /// A scratch project whose `a-says` passes and whose `b-chatter` fails at its last step.
  static func scratch() async throws -> ProbeProject {
    let scratch = try ProbeProject([])
    for (name, middle) in [
      ("a-says", "0.500s  say.tap"), ("b-chatter", "0.500s  say.tap\n0.600s  chatter.tap"),
    ] {
      try scratch.writeLog(name, screen: "Talk", middle: middle)
    }
    #expect(await scratch.run(["record"]).status == 0)
    try scratch.folder.replace("count: 2", with: "count: 9", in: "Snapshots/Talk/b-chatter.txt")
    return scratch
  }

  /// The last lines of the failing log's report: what the app printed, the last 20 of 31 lines.
  static let chatter =
    "the app's standard output while replaying this log (last 20 of 31 lines):\n"
    + (11...30).map { "  | chatter \($0)" }.joined(separator: "\n")

  /// `text` with every line indented by `spaces`.
  static func indented(_ text: String, by spaces: Int) -> String {
    text.split(separator: "\n").map { String(repeating: " ", count: spaces) + $0 }
      .joined(separator: "\n")
  }

  /// The failing log's report, as `verify` prints it under its name.
  static let failure = """
    Tests/EventLogs/Talk/b-chatter.log:8:1: error: history differs from Snapshots/Talk/b-chatter.txt at step 4 of 5 (changed)
      step 4 · 1.000s · count.tap
      @@ -1,1 +1,1 @@
      -  count: 9
      +  count: 2
      received: .screenplay/pending/Talk/b-chatter.txt
      to accept it: screenplay-worker-probe accept Talk/b-chatter  (or review all: screenplay-worker-probe review)
    \(indented(chatter, by: 2))
    """

  @Test("verify prints no app output but the failing log's, in workers and in one process alike")
  func verify() async throws {
    let scratch = try await Self.scratch()
    let expected = """
      PASS Talk/a-says (4 steps)
      FAIL Talk/b-chatter (5 steps)
      \(Self.indented(Self.failure, by: 2))
      1 pending: review them with 'screenplay-worker-probe review' (or accept / reject [log])
      failed:
        FAIL Talk/b-chatter at Tests/EventLogs/Talk/b-chatter.log:8:1: history differs from Snapshots/Talk/b-chatter.txt at step 4 of 5 (changed)
      1 passed, 1 failed, 0 recorded, 0 unreferenced, 1 pending

      """
    for jobs in [0, 1, 2] {
      let ran = await scratch.run(["verify"], jobs: jobs)
      #expect(ran == Ran(status: 1, output: expected, errors: ""), "jobs: \(jobs)")
    }
  }

  @Test("verify --json stays JSON, with the app's output in the failing log's message")
  func json() async throws {
    let scratch = try await Self.scratch()
    for jobs in [0, 2] {
      let ran = await scratch.run(["verify", "--json"], jobs: jobs)
      #expect(ran.status == 1)
      let report = try JSONSerialization.jsonObject(with: Data(ran.output.utf8))
      let logs = try #require((report as? [String: Any])?["logs"] as? [[String: Any]])
      #expect(logs.map { $0["message"] as? String } == ["", Self.failure], "jobs: \(jobs)")
    }
  }

  @Test("replay prints the history alone, and what the app printed on standard error")
  func replay() async throws {
    let scratch = try await Self.scratch()
    let ran = await scratch.run(["replay", "a-says"], jobs: 0)
    #expect(ran.status == 0)
    #expect(ran.output.hasSuffix("── step 3 · 1.000s · count.tap\n  count: 2\n"))
    #expect(!ran.output.contains("app says"))
    #expect(
      ran.errors
        == "the app's standard output while replaying this log (1 line):\n  | the app says: count is 1\n"
    )
  }

  @Test(
    "under swift test, a worker's failing case ends with what the app printed, and attaches its history and diff"
  )
  @MainActor
  func suiteWithWorker() async throws {
    let scratch = try await Self.scratch()
    let suite = EventLogSuite(
      scenes: [], cli: "screenplay-worker-probe", worker: ProbeProject.probe.path,
      environment: ["SCREENPLAY_ROOT": scratch.root, "PATH": "/usr/bin:/bin"])
    #expect(await suite.outcome(of: suite.cases[0]) == nil)
    let failure = try #require(await suite.outcome(of: suite.cases[1]))
    #expect(failure.message == Self.failure)
    let received = try String(
      contentsOfFile: scratch.root + "/.screenplay/pending/Talk/b-chatter.txt", encoding: .utf8)
    #expect(received.hasPrefix("screenplay-history 2\n"))
    #expect(
      failure.attachments == [
        .init(name: "Talk-b-chatter.received.txt", text: received),
        .init(name: "Talk-b-chatter.diff.txt", text: Self.failure + "\n"),
      ])
  }
}
