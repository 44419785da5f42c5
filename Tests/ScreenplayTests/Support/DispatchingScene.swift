import Dispatch
import Foundation
import Observation
import ScreenplaySeams

@testable import Screenplay

/// A view model in the style written before Swift concurrency: it hops with
/// `DispatchQueue.main`, hides a toast with `asyncAfter`, and runs work on `OperationQueue.main`.
@MainActor @Observable
final class DispatchingViewModel {
  private(set) var status = "idle"
  private(set) var toast = ""
  private(set) var order: [String] = []

  /// Says it is hopping, then hops back to the main queue to say it hopped.
  func hop() {
    status = "hopping"
    DispatchQueue.main.async { self.status = "hopped" }
  }

  /// Shows `text`, hidden again after `milliseconds` (on the wall clock with `wall`).
  func showToast(_ text: String, milliseconds: Int, wall: Bool) {
    toast = text
    let delay = DispatchTimeInterval.milliseconds(milliseconds)
    if wall {
      DispatchQueue.main.asyncAfter(wallDeadline: .now() + delay) { self.toast = "" }
    } else {
      DispatchQueue.main.asyncAfter(deadline: .now() + delay) { self.toast = "" }
    }
  }

  /// Runs work on the main operation queue.
  func operation() {
    OperationQueue.main.addOperation {
      MainActor.assumeIsolated { self.status = "operation ran" }
    }
  }

  /// Queues main-queue blocks and a main-actor task in turn: they run in the order queued.
  func interleave() {
    DispatchQueue.main.async { self.order.append("queue 1") }
    Task { @MainActor in self.order.append("task") }
    DispatchQueue.main.async { self.order.append("queue 2") }
  }
}

/// The headless view of ``DispatchingViewModel``.
@MainActor
final class DispatchingScene: Scene {
  nonisolated static let name = "Dispatching"
  let viewModel = DispatchingViewModel()

  init(environment: AppEnvironment) {}

  func send(_ event: DispatchingEvent) {
    switch event {
    case .hop: viewModel.hop()
    case .toast(let text, let milliseconds, let wall):
      viewModel.showToast(text, milliseconds: milliseconds, wall: wall)
    case .operation: viewModel.operation()
    case .interleave: viewModel.interleave()
    }
  }

  func render(into canvas: inout Canvas) {
    canvas.title("Dispatching")
    canvas.value("status", viewModel.status)
    if !viewModel.toast.isEmpty { canvas.value("toast", viewModel.toast) }
    if !viewModel.order.isEmpty { canvas.value("order", viewModel.order.joined(separator: ", ")) }
  }
}

/// The dispatching screen's events.
enum DispatchingEvent: LoggableEvent, Equatable {
  case hop
  case toast(String, Int, wall: Bool)
  case operation
  case interleave

  static let vocabulary: [EventSpec<DispatchingEvent>] = [
    EventSpec("hop", summary: "hops back with DispatchQueue.main.async") { _ in .hop },
    EventSpec(
      "toast", ["text": .string, "ms": .int, "wall": .bool],
      summary: "shows a toast that asyncAfter hides"
    ) { .toast($0.string("text"), $0.int("ms"), wall: $0.bool("wall")) },
    EventSpec("operation", summary: "OperationQueue.main.addOperation") { _ in .operation },
    EventSpec("interleave", summary: "main-queue blocks around a main-actor task") { _ in
      .interleave
    },
  ]

  var logged: LoggedEvent {
    switch self {
    case .hop: LoggedEvent("hop")
    case .toast(let text, let milliseconds, let wall):
      LoggedEvent("toast", ["text": .string(text), "ms": .int(milliseconds), "wall": .bool(wall)])
    case .operation: LoggedEvent("operation")
    case .interleave: LoggedEvent("interleave")
    }
  }
}
