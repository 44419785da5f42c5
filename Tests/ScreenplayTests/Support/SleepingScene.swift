import Foundation
import Observation
import ScreenplaySeams

@testable import Screenplay

/// A view model that waits the way shipping code does, with no clock injected: a search field
/// debounced with `Task.sleep(for:)`, and every other way of sleeping on a real clock.
@MainActor @Observable
final class SleepingViewModel {
  /// The ways the view model can wait.
  enum Wait: String, CaseIterable {
    case taskFor = "task.for"
    case nanoseconds
    case until
    case continuous
    case suspending
  }

  private(set) var query = ""
  private(set) var searches: [String] = []
  private(set) var status = "idle"
  @ObservationIgnored private var debounce: Task<Void, Never>?
  @ObservationIgnored private var waiting: Task<Void, Never>?
  @ObservationIgnored private let started = ContinuousClock.now

  /// Types `text` into the search field; a search starts once typing pauses for 300 ms.
  func type(_ text: String) {
    query = text
    debounce?.cancel()
    debounce = Task {
      do {
        try await Task.sleep(for: .milliseconds(300))
      } catch {
        return
      }
      searches.append(query)
    }
  }

  /// Waits `milliseconds` in the way `wait` names, then says so; a cancelled wait says so too.
  func wait(_ wait: Wait, milliseconds: Int) {
    status = "waiting (\(wait.rawValue))"
    waiting = Task {
      let length = Duration.milliseconds(milliseconds)
      do {
        switch wait {
        case .taskFor: try await Task.sleep(for: length)
        case .nanoseconds: try await Task.sleep(nanoseconds: UInt64(milliseconds) * 1_000_000)
        case .until: try await Task.sleep(until: .now + length, clock: .continuous)
        case .continuous: try await ContinuousClock().sleep(for: length)
        case .suspending: try await SuspendingClock().sleep(for: length)
        }
        status = "woke (\(wait.rawValue))"
      } catch {
        status = "cancelled (\(wait.rawValue))"
      }
    }
  }

  /// Works `busy` milliseconds of real time (a long decode in a debug build), then sleeps
  /// `milliseconds` with `Task.sleep(for:)`.
  func workThenWait(busy: Int, milliseconds: Int) {
    // Real time, as a busy step spends it: read outside the replay's virtual clocks.
    let start = VirtualClocks.real { ContinuousClock.now }
    while VirtualClocks.real({ ContinuousClock.now }) - start < .milliseconds(busy) {}
    wait(.taskFor, milliseconds: milliseconds)
  }

  /// Shows what the clocks read now, with no clock injected.
  func stamp() {
    let format = Date.ISO8601FormatStyle().year().month().day()
    let date = Date().formatted(format.time(includingFractionalSeconds: true))
    let elapsed = started.duration(to: ContinuousClock.now)
    status = "\(date) · reference \(Date.timeIntervalSinceReferenceDate)s · \(elapsed) since start"
  }

  /// Shows an id and random draws made with nothing injected.
  func draw() {
    let numbers = (0..<3).map { _ in Int.random(in: 0..<1000) }
    status = "\(UUID()) \(UUID()) \(numbers) \([1, 2, 3, 4, 5].shuffled())"
  }

  /// Blocks the thread with a real sleep, as older code does.
  func blockThread(milliseconds: Int) {
    Thread.sleep(forTimeInterval: Double(milliseconds) / 1000)
    status = "slept the thread"
  }

  /// Cancels the wait under way.
  func cancelWait() {
    waiting?.cancel()
  }
}

/// The headless view of ``SleepingViewModel``.
@MainActor
final class SleepingScene: Scene {
  nonisolated static let name = "Sleeping"
  let viewModel = SleepingViewModel()

  init(environment: AppEnvironment) {}

  func start() {}

  func send(_ event: SleepingEvent) {
    switch event {
    case .type(let text): viewModel.type(text)
    case .wait(let wait, let milliseconds): viewModel.wait(wait, milliseconds: milliseconds)
    case .cancelWait: viewModel.cancelWait()
    case .workThenWait(let busy, let milliseconds):
      viewModel.workThenWait(busy: busy, milliseconds: milliseconds)
    case .stamp: viewModel.stamp()
    case .draw: viewModel.draw()
    case .blockThread(let milliseconds): viewModel.blockThread(milliseconds: milliseconds)
    }
  }

  func render(into canvas: inout Canvas) {
    canvas.title("Sleeping")
    canvas.value("query", viewModel.query)
    canvas.value("status", viewModel.status)
    for search in viewModel.searches { canvas.value("searched", search) }
  }
}

/// The sleeping screen's events.
enum SleepingEvent: LoggableEvent, Equatable {
  case type(String)
  case wait(SleepingViewModel.Wait, Int)
  case cancelWait
  case workThenWait(busy: Int, milliseconds: Int)
  case stamp
  case draw
  case blockThread(Int)

  static let vocabulary: [EventSpec<SleepingEvent>] = [
    EventSpec("type", ["text": .string], summary: "types into the debounced search field") {
      .type($0.string("text"))
    },
    EventSpec("wait", ["kind": .string, "ms": .int], summary: "sleeps on a real clock") {
      .wait(SleepingViewModel.Wait(rawValue: $0.string("kind")) ?? .taskFor, $0.int("ms"))
    },
    EventSpec("wait.cancel", summary: "cancels the sleep under way") { _ in .cancelWait },
    EventSpec(
      "work.wait", ["busy": .int, "ms": .int], summary: "works real time, then Task.sleep(for:)"
    ) { .workThenWait(busy: $0.int("busy"), milliseconds: $0.int("ms")) },
    EventSpec("stamp", summary: "shows Date() and ContinuousClock.now") { _ in .stamp },
    EventSpec("draw", summary: "shows UUID() and random draws") { _ in .draw },
    EventSpec("thread.sleep", ["ms": .int], summary: "Thread.sleep(forTimeInterval:)") {
      .blockThread($0.int("ms"))
    },
  ]

  var logged: LoggedEvent {
    switch self {
    case .type(let text): LoggedEvent("type", ["text": .string(text)])
    case .wait(let wait, let milliseconds):
      LoggedEvent("wait", ["kind": .string(wait.rawValue), "ms": .int(milliseconds)])
    case .cancelWait: LoggedEvent("wait.cancel")
    case .workThenWait(let busy, let milliseconds):
      LoggedEvent("work.wait", ["busy": .int(busy), "ms": .int(milliseconds)])
    case .stamp: LoggedEvent("stamp")
    case .draw: LoggedEvent("draw")
    case .blockThread(let milliseconds): LoggedEvent("thread.sleep", ["ms": .int(milliseconds)])
    }
  }
}
