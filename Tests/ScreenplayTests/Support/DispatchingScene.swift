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

  private(set) var countdown = 0
  @ObservationIgnored private var pending: Timer?

  /// Counts down from `seconds`, a second at a time, with a repeating `Timer` that stops itself.
  func startCountdown(from seconds: Int) {
    countdown = seconds
    _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
      let done = MainActor.assumeIsolated {
        self.countdown -= 1
        return self.countdown == 0
      }
      if done { timer.invalidate() }
    }
  }

  /// Says so after `milliseconds`, from a `Timer` made and then added to the main run loop.
  func scheduleOnce(milliseconds: Int) {
    let date = Date(timeIntervalSinceNow: Double(milliseconds) / 1000)
    let timer = Timer(fire: date, interval: 0, repeats: false) { _ in
      MainActor.assumeIsolated { self.status = "timer fired" }
    }
    RunLoop.main.add(timer, forMode: .common)
    pending = timer
  }

  /// Invalidates the timer ``scheduleOnce(milliseconds:)`` made.
  func cancelOnce() {
    pending?.invalidate()
    status = "timer cancelled"
  }

  /// Runs a block on the main run loop.
  func perform() {
    RunLoop.main.perform { MainActor.assumeIsolated { self.status = "performed" } }
  }

  /// Sums on `DispatchQueue.global()`, then hops back to the main queue with the sum.
  func background() {
    status = "summing"
    DispatchQueue.global().async {
      let sum = (1...100).reduce(0, +)
      DispatchQueue.main.async { self.status = "sum \(sum)" }
    }
  }

  /// Reads the clock on `DispatchQueue.global()`, waits `milliseconds` there with `asyncAfter`
  /// measured from it, and reads it again; shows both readings (seconds since 1970).
  func stamp(milliseconds: Int) {
    DispatchQueue.global().async {
      let start = Date().timeIntervalSince1970
      DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(milliseconds)) {
        let end = Date().timeIntervalSince1970
        DispatchQueue.main.async { self.status = "\(start) to \(end)" }
      }
    }
  }

  /// Blocks a thread of `DispatchQueue.global()` with `Thread.sleep`, then says so.
  func nap(milliseconds: Int) {
    DispatchQueue.global().async {
      Thread.sleep(forTimeInterval: Double(milliseconds) / 1000)
      DispatchQueue.main.async { self.status = "napped" }
    }
  }

  @ObservationIgnored private let worker = DispatchQueue(label: "app.worker")
  @ObservationIgnored private let operations = OperationQueue()

  /// Waits `milliseconds` on a queue of its own with `asyncAfter`, then reports on the main
  /// queue; an operation queue of its own reports in between.
  func work(milliseconds: Int) {
    status = "working"
    worker.asyncAfter(deadline: .now() + .milliseconds(milliseconds)) {
      DispatchQueue.main.async { self.status = "worked" }
    }
    operations.addOperation {
      OperationQueue.main.addOperation { MainActor.assumeIsolated { self.status = "queued" } }
    }
  }

  /// What a test lets go of once the replay is over: the work ``block()`` sends waits for it.
  nonisolated static let released = DispatchSemaphore(value: 0)

  /// Sends work to a queue that waits for something the replay never does.
  func block() {
    status = "blocked"
    DispatchQueue.global().async { Self.released.wait() }
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
    case .countdown(let seconds): viewModel.startCountdown(from: seconds)
    case .once(let milliseconds): viewModel.scheduleOnce(milliseconds: milliseconds)
    case .cancelOnce: viewModel.cancelOnce()
    case .perform: viewModel.perform()
    case .background: viewModel.background()
    case .work(let milliseconds): viewModel.work(milliseconds: milliseconds)
    case .block: viewModel.block()
    case .stamp(let milliseconds): viewModel.stamp(milliseconds: milliseconds)
    case .nap(let milliseconds): viewModel.nap(milliseconds: milliseconds)
    }
  }

  func render(into canvas: inout Canvas) {
    canvas.title("Dispatching")
    canvas.value("status", viewModel.status)
    if !viewModel.toast.isEmpty { canvas.value("toast", viewModel.toast) }
    if !viewModel.order.isEmpty { canvas.value("order", viewModel.order.joined(separator: ", ")) }
    if viewModel.countdown > 0 { canvas.value("countdown", "\(viewModel.countdown)") }
  }
}

/// The dispatching screen's events.
enum DispatchingEvent: LoggableEvent, Equatable {
  case hop
  case toast(String, Int, wall: Bool)
  case operation
  case interleave
  case countdown(Int)
  case once(Int)
  case cancelOnce
  case perform
  case background
  case work(Int)
  case block
  case stamp(Int)
  case nap(Int)

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
    EventSpec("countdown", ["from": .int], summary: "a repeating Timer") {
      .countdown($0.int("from"))
    },
    EventSpec("timer.once", ["ms": .int], summary: "a Timer added to RunLoop.main") {
      .once($0.int("ms"))
    },
    EventSpec("timer.cancel", summary: "invalidates it") { _ in .cancelOnce },
    EventSpec("perform", summary: "RunLoop.main.perform") { _ in .perform },
    EventSpec("background", summary: "DispatchQueue.global(), then the main queue") { _ in
      .background
    },
    EventSpec("work", ["ms": .int], summary: "asyncAfter on a queue of its own") {
      .work($0.int("ms"))
    },
    EventSpec("block", summary: "queue work that never ends in the replay") { _ in .block },
    EventSpec("stamp", ["ms": .int], summary: "reads the clock on DispatchQueue.global()") {
      .stamp($0.int("ms"))
    },
    EventSpec("nap", ["ms": .int], summary: "Thread.sleep on DispatchQueue.global()") {
      .nap($0.int("ms"))
    },
  ]

  var logged: LoggedEvent {
    switch self {
    case .hop: LoggedEvent("hop")
    case .toast(let text, let milliseconds, let wall):
      LoggedEvent("toast", ["text": .string(text), "ms": .int(milliseconds), "wall": .bool(wall)])
    case .operation: LoggedEvent("operation")
    case .interleave: LoggedEvent("interleave")
    case .countdown(let seconds): LoggedEvent("countdown", ["from": .int(seconds)])
    case .once(let milliseconds): LoggedEvent("timer.once", ["ms": .int(milliseconds)])
    case .cancelOnce: LoggedEvent("timer.cancel")
    case .perform: LoggedEvent("perform")
    case .background: LoggedEvent("background")
    case .work(let milliseconds): LoggedEvent("work", ["ms": .int(milliseconds)])
    case .block: LoggedEvent("block")
    case .stamp(let milliseconds): LoggedEvent("stamp", ["ms": .int(milliseconds)])
    case .nap(let milliseconds): LoggedEvent("nap", ["ms": .int(milliseconds)])
    }
  }
}
