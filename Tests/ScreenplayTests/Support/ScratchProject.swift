import Foundation
import ScreenplayTestSupport

@testable import Screenplay

/// A throwaway project folder with the counter's log and fixture, removed when dropped.
final class ScratchProject {
  let project: Project
  private let folder: ScratchFolder

  static let log = """
    screenplay-log 1
    screen: Counter
    fixtures: count

    0.000s  name.type    text="Ada"
    0.100s  pin.type     text="1234"
    0.200s  counter.tap
    0.300s  count.load
    0.400s  reminder.set
    2.000s  counter.tap

    """

  static let fixture = """
    { "request": { "method": "GET", "path": "/count" },
      "response": { "status": 200, "latencyMs": 250, "bodyText": "42" } }
    """

  init(log: String = ScratchProject.log, fixture: String = ScratchProject.fixture) throws {
    folder = try ScratchFolder("counter")
    project = Project(root: folder.root, hints: CommandHints(cli: "swift run screenplay"))
    try write(log, to: "Tests/EventLogs/Counter/basic.log")
    try write(fixture, to: "Tests/Fixtures/Counter/count.json")
  }

  let logCase = LogCase(screen: "Counter", name: "basic")

  /// Writes `text` at `relative`, even where the temporary folder could not be (`.screenplay`).
  func write(_ text: String, to relative: String) throws {
    try FileSystem.writeAtomically(text, to: project.absolute(relative), temporaryFolder: nil)
  }

  func read(_ relative: String) -> String? {
    try? FileSystem.readText(at: project.absolute(relative))
  }

  /// Every file under `relative`, sorted; under `.screenplay`, not the `.gitignore` that the
  /// folder gets when it is made, which is no file a run leaves.
  func files(under relative: String) -> [String] {
    let files = FileSystem.files(under: project.absolute(relative), suffix: "")
    return relative == ".screenplay" ? files.filter { $0 != ".gitignore" } : files
  }

  /// Verifies the counter's log; `streamed` verifies it as a log too long to hold would be.
  @MainActor
  func verify(_ mode: RecordMode, streamed: Bool = false) async -> CaseOutcome {
    var verifier = Verifier(
      project: project, scenes: [SceneDescriptor(CounterScene.self)], mode: mode)
    if streamed { verifier.streamingThreshold = 0 }
    return await verifier.verify(logCase)
  }
}
