import Foundation
import Scenes
import Screenplay
import ScreenplayTestSupport
import Testing

@testable import ScreenplayTesting

/// `SCREENPLAY_FORCE_PASS=1 swift test` turns differences into warnings, but not a history it
/// could not collect: that stays an error.
@MainActor
@Suite("Force pass in swift test")
struct ForcePassTests {
  @Test("a history that could not be kept fails the case even under force pass")
  func uncollectedFails() async throws {
    let scratch = try ScratchProject("force-pass")
    try scratch.copy("Tests/EventLogs/SignIn/offline.log")
    try scratch.copy("Tests/Fixtures/SignIn/sign-in-offline.json")
    try scratch.write("", to: ".screenplay")
    let suite = EventLogSuite(
      scenes: Catalog.scenes,
      environment: [
        "SCREENPLAY_ROOT": scratch.root, "SCREENPLAY_FORCE_PASS": "1",
        "SCREENPLAY_RECORD": "never",
      ])
    let failure = await suite.outcome(of: .log(LogCase(screen: "SignIn", name: "offline")))
    #expect(failure?.isWarning == false)
    #expect(
      failure?.message == """
        Tests/EventLogs/SignIn/offline.log:1:1: error: no golden at Snapshots/SignIn/offline.txt, and record mode 'never' never writes one
          .screenplay/pending/SignIn/offline.txt:1:1: error: cannot write the received history: Not a directory
            hint: .screenplay is a file, not a folder: move it away or remove it, then run again; nothing was kept for review
        """)
  }
}
