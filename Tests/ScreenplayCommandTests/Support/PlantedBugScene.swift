import Screenplay
import ScreenplaySeams

/// The events of ``PlantedBugScene``.
enum PlantedBugEvent: LoggableEvent {
  case plus
  case minus
  case turbo(Bool)
  case label(String)

  static let vocabulary = [
    EventSpec<PlantedBugEvent>("plus.tap", summary: "adds one, two in turbo") { _ in .plus },
    EventSpec<PlantedBugEvent>("minus.tap", summary: "takes one off") { _ in .minus },
    EventSpec<PlantedBugEvent>("turbo.toggle", ["on": .bool], summary: "flips turbo") {
      .turbo($0.bool("on"))
    },
    EventSpec<PlantedBugEvent>("label.type", ["text": .string], summary: "names the counter") {
      .label($0.string("text"))
    },
  ]

  var logged: LoggedEvent {
    switch self {
    case .plus: LoggedEvent("plus.tap")
    case .minus: LoggedEvent("minus.tap")
    case .turbo(let on): LoggedEvent("turbo.toggle", ["on": .bool(on)])
    case .label(let text): LoggedEvent("label.type", ["text": .string(text)])
    }
  }
}

/// A counter capped at 3, with a bug planted for `explore` to find: in turbo, Plus checks the
/// cap before adding two, so 2 becomes 4. The shortest log that shows it has three events.
@MainActor
final class PlantedBugScene: Scene {
  nonisolated static let name = "Planted"
  private(set) var count = 0
  private(set) var turbo = false
  private(set) var label = ""

  init(environment: AppEnvironment) {}

  func send(_ event: PlantedBugEvent) {
    switch event {
    case .plus: if count < 3 { count += turbo ? 2 : 1 }
    case .minus: if count > 0 { count -= 1 }
    case .turbo(let on): turbo = on
    case .label(let text): label = text
    }
  }

  func render(into canvas: inout Canvas) {
    canvas.title(label.isEmpty ? "Counter" : label)
    canvas.value("count", String(count))
    canvas.value("turbo", turbo ? "on" : "off")
  }

  var coverageState: String? { count == 0 ? "empty" : "counting" }

  nonisolated static var invariants: [Invariant<PlantedBugScene>] {
    [Invariant("the count stays at most 3") { $0.count <= 3 }]
  }
}
