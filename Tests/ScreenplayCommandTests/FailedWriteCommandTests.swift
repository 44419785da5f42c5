import Foundation
import ScreenplayTestSupport
import Testing

@testable import ScreenplayCommand

/// A file a command cannot write is an error naming it, and the command exits 1, in worker
/// processes too, even under `--force-pass`.
@Suite("Failed writes on the command line")
struct FailedWriteCommandTests {
  @Test("--force-pass that could not keep a history exits 1 and says why", arguments: [nil, 0])
  func forcePassCollectingNothing(jobs: Int?) async throws {
    let scratch = try ProbeProject([("a-ok", "")])
    try scratch.folder.write("", to: ".screenplay")
    let ran = await scratch.run(
      ["verify", "--force-pass"], jobs: jobs, environment: ["SCREENPLAY_RECORD": "never"])
    #expect(
      ran
        == Ran(
          status: 1,
          output: """
            FAIL Probe/a-ok (3 steps)
              Tests/EventLogs/Probe/a-ok.log:1:1: error: no golden at Snapshots/Probe/a-ok.txt, and record mode 'never' never writes one
                .screenplay/pending/Probe/a-ok.txt:1:1: error: cannot write the received history: Not a directory
                  hint: .screenplay is a file, not a folder: move it away or remove it, then run again; nothing was kept for review
            failed:
              FAIL Probe/a-ok at Tests/EventLogs/Probe/a-ok.log:1:1: no golden at Snapshots/Probe/a-ok.txt, and record mode 'never' never writes one
            0 passed, 1 failed, 0 recorded, 0 unreferenced, 0 pending

            """,
          errors:
            ".screenplay/last-failed:1:1: warning: cannot write the record of failed logs: Not a directory; --last-failed will not know this run\n"
            + "  hint: .screenplay is a file, not a folder: move it away or remove it, then run again\n"
            + "error: --force-pass collected nothing for 1 history that could not be written (see above); fix that and run again\n"
        ))
  }

  @Test("an HTML report that cannot be written is an error with the path and the fix, exit 1")
  func htmlUnwritable() async throws {
    let scratch = try ProbeProject([("a-ok", "")])
    let path = scratch.root + "/Package.swift/report.html"
    let ran = await scratch.run(["verify", "a-ok", "--html", path])
    #expect(ran.status == 1)
    #expect(
      ran.errors == """
        error: cannot write the HTML report to \(path): Not a directory
          hint: \(scratch.root)/Package.swift is a file, not a folder: move it away or remove it, then run again

        """)
  }
}
