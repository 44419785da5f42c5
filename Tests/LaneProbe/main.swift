import Screenplay
import ScreenplayCommand
import ScreenplaySeams

// A command line over one scene whose events crash on purpose, the way an app's code can:
// `LaneTests` runs it to check that `verify` fails only the crashing logs and runs the rest.

/// The probe screen's events.
enum ProbeEvent: LoggableEvent {
  case count, fatal, unwrap, overflow, later

  static let vocabulary = [
    EventSpec<ProbeEvent>("count.tap", summary: "counts one more") { _ in .count },
    EventSpec<ProbeEvent>("fatal.tap", summary: "calls fatalError") { _ in .fatal },
    EventSpec<ProbeEvent>("unwrap.tap", summary: "force-unwraps nil") { _ in .unwrap },
    EventSpec<ProbeEvent>("overflow.tap", summary: "adds past Int.max") { _ in .overflow },
    EventSpec<ProbeEvent>("later.tap", summary: "calls fatalError in a task, after an await") {
      _ in .later
    },
  ]

  var logged: LoggedEvent {
    switch self {
    case .count: LoggedEvent("count.tap")
    case .fatal: LoggedEvent("fatal.tap")
    case .unwrap: LoggedEvent("unwrap.tap")
    case .overflow: LoggedEvent("overflow.tap")
    case .later: LoggedEvent("later.tap")
    }
  }
}

/// A counter that crashes on request.
@MainActor final class ProbeScene: Scene {
  nonisolated static let name = "Probe"
  private var count = 0
  private var missing: Int?

  init(environment: AppEnvironment) {}

  func send(_ event: ProbeEvent) {
    switch event {
    case .count: count += 1
    case .fatal: fatalError("the probe crashed on purpose")
    case .unwrap: count = missing!
    case .overflow: count = Int.max - 1 + count
    case .later:
      Task {
        await Task.yield()
        fatalError("the probe crashed later, in a task")
      }
    }
  }

  func render(into canvas: inout Canvas) {
    canvas.text("count: \(count)")
  }
}

await ScreenplayCommand(
  scenes: [SceneDescriptor(ProbeScene.self)], sceneRegistry: "Tests/LaneProbe/main.swift",
  cli: "screenplay-lane-probe"
).main()
