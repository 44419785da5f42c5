import Foundation
import ScreenplayTestSupport

@testable import Screenplay

/// The counter's scratch project: its log and fixture, and the counter's scene to verify them.
extension ScratchProject {
  /// The counter's log, `Counter/basic`.
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

  /// The counter's fixture `count`, which the log names.
  static let fixture = """
    { "request": { "method": "GET", "path": "/count" },
      "response": { "status": 200, "latencyMs": 250, "bodyText": "42" } }
    """

  /// A throwaway project holding `log` as `Counter/basic` and `fixture` as the counter's fixture
  /// `count`, removed when dropped.
  convenience init(log: String = ScratchProject.log, fixture: String = ScratchProject.fixture)
    throws
  {
    try self.init("counter")
    try writeLog(log, screen: "Counter", name: "basic")
    try writeFixture(fixture, screen: "Counter", name: "count")
  }

  /// The counter's log.
  var logCase: LogCase { LogCase(screen: "Counter", name: "basic") }

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
