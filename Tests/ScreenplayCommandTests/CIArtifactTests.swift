import Foundation
import ScreenplayTestSupport
import Testing

/// A CI run hands back the histories it could not verify; a developer's checkout accepts exactly
/// those with `accept --from`, refusing any that replaying here no longer gives. Shards split a
/// suite without losing or repeating a log.
@Suite("CI artifacts and shards")
struct CIArtifactTests {
  @Test("a failing CI run writes its artifact; accept --from applies it, and verify then passes")
  func roundTrip() async throws {
    let scratch = try ProbeProject([("a-ok", ""), ("b-ok", "")])
    #expect(await scratch.run(["verify"]).status == 0)
    try scratch.writeLog("b-ok", middle: "0.500s  count.tap")
    let artifact = scratch.root + "/artifact"

    let ci = await scratch.run(["verify", "--artifact", artifact], environment: ["CI": "true"])
    #expect(ci.status == 1)
    #expect(
      ci.output.hasSuffix(
        """
        1 pending: review them with 'screenplay-worker-probe review' (or accept / reject [log])
        wrote 1 pending history to \(artifact); on a checkout of this commit, 'screenplay-worker-probe accept --from <folder>' makes them the goldens
        failed:
          FAIL Probe/b-ok at Tests/EventLogs/Probe/b-ok.log:6:1: history differs from Snapshots/Probe/b-ok.txt at step 2 of 4 (inserted)
        1 passed, 1 failed, 0 recorded, 0 unreferenced, 1 pending

        """))
    #expect(FileManager.default.fileExists(atPath: artifact + "/Probe/b-ok.txt"))

    try FileManager.default.removeItem(atPath: scratch.root + "/.screenplay/pending")
    let accepted = await scratch.run(["accept", "--from", artifact])
    #expect(
      accepted
        == Ran(
          status: 0,
          output: "accepted Probe/b-ok → Snapshots/Probe/b-ok.txt\n1 accepted, 0 refused\n",
          errors: ""))
    #expect(
      await scratch.run(["verify"]).output.hasSuffix(
        "2 passed, 0 failed, 0 recorded, 0 unreferenced, 0 pending\n"))
  }

  @Test("a history the log no longer gives is refused, with why, and the golden stays")
  func stale() async throws {
    let scratch = try ProbeProject([("a-ok", "")])
    #expect(await scratch.run(["verify"]).status == 0)
    let golden = try String(
      contentsOfFile: scratch.root + "/Snapshots/Probe/a-ok.txt", encoding: .utf8)
    try scratch.writeLog("a-ok", middle: "0.500s  count.tap")
    let artifact = scratch.root + "/artifact"
    _ = await scratch.run(["verify", "--artifact", artifact], environment: ["CI": "true"])
    try scratch.writeLog("a-ok", middle: "0.700s  count.tap\n0.800s  count.tap")

    let ran = await scratch.run(["accept", "--from", artifact])
    #expect(
      ran
        == Ran(
          status: 1, output: "0 accepted, 1 refused\n",
          errors:
            "refused Probe/a-ok (\(artifact)/Probe/a-ok.txt): replaying its log here gives another history from step 2 on: the log, its fixtures or the app changed since that run\n"
        ))
    #expect(
      try String(contentsOfFile: scratch.root + "/Snapshots/Probe/a-ok.txt", encoding: .utf8)
        == golden)
  }

  @Test("two artifacts that disagree about a log are refused; a stray file is named")
  func disagreeing() async throws {
    let scratch = try ProbeProject([("a-ok", "")])
    let history =
      "screenplay-history 2\nlog: Tests/EventLogs/Probe/a-ok.log\nscreen: Probe\nfixtures: (none)\nsteps: 0\n"
    for (folder, text) in [
      ("one", history), ("two", history.replacingOccurrences(of: "(none)", with: "x")),
    ] {
      try scratch.folder.write(text, to: "\(folder)/Probe/a-ok.txt")
    }
    try scratch.folder.write("hello\n", to: "one/notes.txt")
    let one = scratch.root + "/one"
    let two = scratch.root + "/two"

    let ran = await scratch.run(["accept", "--from", one, "--from", two])
    #expect(
      ran
        == Ran(
          status: 1, output: "0 accepted, 2 refused\n",
          errors: """
            \(one)/notes.txt:1:1: error: not a screenplay history: expected 'screenplay-history 2'
              hint: take it out of the folder: only histories Screenplay wrote belong there
            \(one)/Probe/a-ok.txt:1:1: error: \(two)/Probe/a-ok.txt is another history of Probe/a-ok
              hint: the artifacts come from different runs; accept from one of them

            """))
  }

  @Test("--from a folder that is not there is an error; under CI accept does not run")
  func missingFolder() async throws {
    let scratch = try ProbeProject([("a-ok", "")])
    #expect(
      await scratch.run(["accept", "--from", "/nowhere"])
        == Ran(
          status: 1, output: "",
          errors:
            "error: --from /nowhere: no such folder; give the folder the CI run's artifact was downloaded to\n"
        ))
    #expect(
      await scratch.run(["accept", "--from", scratch.root], environment: ["CI": "true"]).status == 1
    )
  }

  @Test("the shards of a run are the whole run, each log once")
  func shards() async throws {
    let names = (1...9).map { "log-\($0)" }
    let scratch = try ProbeProject(
      names.map { ($0, String(repeating: "0.100s  count.tap\n", count: $0.count % 4)) })
    #expect(await scratch.run(["verify"]).status == 0)
    var seen: [String] = []
    for index in 1...3 {
      let ran = await scratch.run(["verify", "--shard", "\(index)/3"])
      #expect(ran.status == 0)
      let lines = ran.output.split(separator: "\n")
      #expect(lines.first?.hasPrefix("shard \(index)/3: ") == true)
      seen += lines.filter { $0.hasPrefix("PASS ") }.map { String($0.split(separator: " ")[1]) }
    }
    #expect(seen.sorted() == names.map { "Probe/\($0)" }.sorted())
    #expect(
      await scratch.run(["verify", "--shard", "4/3"]).errors
        == "error: --shard takes i/N with 1 <= i <= N, such as 2/3, not '4/3'\nSee 'screenplay-worker-probe help verify' for its usage.\n"
    )
  }
}
