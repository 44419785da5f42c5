import Foundation
import ScreenplaySeams
import ScreenplayTestSupport
import Testing

@testable import Screenplay

/// The events of ``TalkerScene``.
enum TalkerEvent: LoggableEvent {
  case say

  static let vocabulary = [EventSpec<TalkerEvent>("say.tap", summary: "prints") { _ in .say }]

  var logged: LoggedEvent { LoggedEvent("say.tap") }
}

/// A scene whose app prints, on start, on each event and in a task the event starts.
@MainActor
final class TalkerScene: Scene {
  nonisolated static let name = "Talker"
  private var said = 0

  init(environment: AppEnvironment) {}

  func start() { print("hello from the app") }

  func send(_ event: TalkerEvent) {
    said += 1
    print("said \(said)")
    Task { print("and a task, after \(said)\t(tab)") }
  }

  func render(into canvas: inout Canvas) {
    canvas.value("said", String(said))
  }
}

/// What the app writes to standard output during a replay: taken per log, bounded, and shown at
/// the end of a failing log's report only.
@MainActor
@Suite("The app's output")
struct AppOutputTests {
  @Test("a failing log's report ends with what its replay printed; others show nothing of it")
  func report() async throws {
    let scratch = try ScratchProject("talker")
    try scratch.writeLog(
      "screenplay-log 1\nscreen: Talker\n\n0.000s  say.tap\n1.000s  say.tap\n",
      screen: "Talker", name: "says")
    var verifier = Verifier(
      project: scratch.project, scenes: [SceneDescriptor(TalkerScene.self)], mode: .missing)
    verifier.echoesAppOutput = false
    let logCase = LogCase(screen: "Talker", name: "says")
    #expect(await verifier.verify(logCase).status == .recorded)
    #expect(await verifier.verify(logCase).message == "")
    try scratch.writeGolden(
      "screenplay-history 2\nlog: Tests/EventLogs/Talker/says.log\nscreen: Talker\nfixtures: (none)\nsteps: 1\n\n── step 0 · 0.000s · initial\n  said: 0\n",
      screen: "Talker", name: "says")
    let failed = await verifier.verify([logCase, logCase])
    #expect(failed.map(\.status) == [.failed, .failed])
    let output = """
        the app's standard output while replaying this log (5 lines):
          | hello from the app
          | said 1
          | and a task, after 1\\t(tab)
          | said 2
          | and a task, after 2\\t(tab)
      """
    for outcome in failed {
      #expect(outcome.message.hasSuffix("\n" + output))
      #expect(outcome.message.hasPrefix("Tests/EventLogs/Talker/says.log:4:1: error: history"))
    }
  }

  @Test("the report keeps the last 20 lines, cuts long ones and escapes control characters")
  func bounded() {
    var output = AppOutput()
    #expect(output.report == nil)
    output.append(AppOutput("\u{1B}[31mred\u{1B}[0m\r\n"))
    #expect(
      output.report
        == "the app's standard output while replaying this log (1 line):\n  | \\u{1B}[31mred\\u{1B}[0m"
    )
    output.append(AppOutput((1...30).map { "line \($0)\n" }.joined() + "\n"))
    output.append(AppOutput(String(repeating: "x", count: 400)))
    #expect(output.lineCount == 33)
    let lines = output.report?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
    #expect(
      lines.first == "the app's standard output while replaying this log (last 20 of 33 lines):")
    #expect(lines[1] == "  | line 13")
    #expect(lines[18] == "  | line 30")
    #expect(lines[19] == "  |")
    #expect(lines[20] == "  | " + String(repeating: "x", count: 299) + "…")
  }

  @Test("a capture keeps only the last 16 KiB, and still counts every line")
  func long() {
    let line = String(repeating: "y", count: 99) + "\n"
    let output = AppOutput(String(repeating: line, count: 1_000))
    #expect(output.lineCount == 1_000)
    #expect(output.lastLines == Array(repeating: String(repeating: "y", count: 99), count: 20))
  }

  @Test("a capture takes what print wrote since the last take, and stops where it started")
  func capture() {
    let capture = AppOutputCapture(echo: false)
    print("first", terminator: "")
    #expect(capture.take() == AppOutput("first"))
    #expect(capture.take().isEmpty)
    print("second")
    #expect(AppOutputCapture(echo: false).take().isEmpty, "a nested capture takes nothing")
    capture.stop()
    #expect(capture.take().isEmpty)
  }
}
