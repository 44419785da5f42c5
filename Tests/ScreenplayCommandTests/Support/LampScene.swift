import Screenplay
import ScreenplaySeams

/// The events of ``LampScene``.
enum LampEvent: LoggableEvent {
  case on
  case off

  static let vocabulary = [
    EventSpec<LampEvent>("on.tap", summary: "switches the lamp on") { _ in .on },
    EventSpec<LampEvent>("off.tap", summary: "switches the lamp off") { _ in .off },
  ]

  var logged: LoggedEvent {
    switch self {
    case .on: LoggedEvent("on.tap")
    case .off: LoggedEvent("off.tap")
    }
  }
}

/// A lamp whose declared transitions leave one out (Off while off), for `explore` to find.
@MainActor
final class LampScene: Scene {
  nonisolated static let name = "Lamp"
  private(set) var lit = false

  init(environment: AppEnvironment) {}

  func send(_ event: LampEvent) {
    lit = event == .on
  }

  func render(into canvas: inout Canvas) {
    canvas.value("lamp", lit ? "on" : "off")
  }

  var coverageState: String? { lit ? "on" : "off" }

  nonisolated static var transitions: [Transition] {
    [
      Transition("off", "on.tap", "on"), Transition("on", "on.tap", "on"),
      Transition("on", "off.tap", "off"),
    ]
  }
}
