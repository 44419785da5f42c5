import Dispatch
import Foundation
import Observation
import ScreenplaySeams

@testable import Screenplay

/// A service as teams write them: an actor that counts, and publishes updates on a stream.
actor Ledger {
  private var total = 0
  private let continuation: AsyncStream<String>.Continuation
  /// Everything ``publish(_:)`` sends, for as long as anyone listens.
  nonisolated let updates: AsyncStream<String>

  init() {
    (updates, continuation) = AsyncStream.makeStream(of: String.self)
  }

  func add(_ amount: Int) -> Int {
    total += amount
    return total
  }

  func publish(_ value: String) {
    continuation.yield(value)
  }
}

/// A view model written the way most real ones are, not to the harness's rules: plain
/// `Task { }`, several awaits in a row, detached tasks, nested tasks and groups, a stream fed by an
/// actor, `Task.sleep`; and, on purpose, what the harness cannot run (`DispatchQueue.main`).
@MainActor @Observable
final class OrdinaryViewModel {
  private(set) var status = "idle"
  private(set) var feed: [String] = []
  @ObservationIgnored private let ledger = Ledger()
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private var listener: Task<Void, Never>?
  @ObservationIgnored private var spinning = false
  @ObservationIgnored private let release = Note()

  init(clock: any Clock<Duration>) {
    self.clock = clock
  }

  isolated deinit {
    listener?.cancel()
    release.endWaiting()
  }

  /// Listens to the ledger's updates for as long as the screen lives, as a real screen does: the
  /// listener holds the model weakly and ends when the model goes.
  func appear() {
    listener = Task { [weak self, updates = ledger.updates] in
      for await update in updates { self?.feed.append(update) }
    }
  }

  /// Five awaits in a row before the state changes.
  func countFiveTimes() {
    status = "counting"
    Task {
      var total = 0
      for _ in 0..<5 { total = await ledger.add(1) }
      status = "counted to \(total)"
    }
  }

  /// A detached task that comes back to the main actor.
  func countDetached() {
    Task.detached { [ledger] in
      let total = await ledger.add(10)
      await MainActor.run { self.status = "detached counted to \(total)" }
    }
  }

  /// A task that starts a task, an `async let` pair and a group of three.
  func countNested() {
    Task {
      async let first = ledger.add(100)
      async let second = ledger.add(100)
      let pair = await [first, second].sorted()
      let group = await withTaskGroup(of: Int.self) { group in
        for _ in 0..<3 { group.addTask { [ledger] in await ledger.add(1) } }
        var totals: [Int] = []
        for await total in group { totals.append(total) }
        return totals.sorted()
      }
      Task { status = "nested \(pair) \(group)" }
    }
  }

  /// Sends `value` through the ledger's stream.
  func publish(_ value: String) {
    Task { await ledger.publish(value) }
  }

  /// Waits on the injected clock, then says so.
  func remind() {
    Task {
      guard (try? await clock.sleep(for: .milliseconds(300))) != nil else { return }
      status = "reminded"
    }
  }

  /// Waits 200 ms with `Task.sleep`, no clock injected: the replay's virtual clock times it.
  func sleepForReal() {
    Task {
      try? await Task.sleep(for: .milliseconds(200))
      status = "slept"
    }
  }

  /// Waits through `tasks` until the model goes; cancelled, it notes `released` from its
  /// cancellation handler, where the screen shows it, and goes on waiting: no job follows.
  func hold(with tasks: any TaskSpawning) {
    tasks.spawn { [release] in
      await withTaskCancellationHandler {
        await withCheckedContinuation { release.wait(until: $0) }
      } onCancel: {
        release.write("released")
      }
    }
  }

  /// What ``hold(with:)``'s task noted when it was cancelled; empty until then.
  var released: String { release.text }

  /// Changes the state through `DispatchQueue.main` from a thread of its own, outside the
  /// replay; returns once the thread has sent it.
  func dispatchToMain() {
    let sent = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      DispatchQueue.main.async { MainActor.assumeIsolated { self.status = "dispatched" } }
      sent.signal()
    }
    sent.wait()
  }

  /// Yields until ``stopSpinning()``: far longer than any step's limit of jobs.
  func spin() {
    spinning = true
    Task {
      while spinning && !Task.isCancelled { await Task.yield() }
    }
  }

  /// Ends the loop ``spin()`` started, so a test leaves no task behind.
  func stopSpinning() {
    spinning = false
  }
}

/// The headless view of ``OrdinaryViewModel``.
@MainActor
final class OrdinaryScene: Scene {
  nonisolated static let name = "Ordinary"
  let viewModel: OrdinaryViewModel

  private let tasks: any TaskSpawning

  init(environment: AppEnvironment) {
    viewModel = OrdinaryViewModel(clock: environment.clock)
    tasks = environment.tasks
  }

  func start() {
    viewModel.appear()
  }

  func send(_ event: OrdinaryEvent) {
    switch event {
    case .count: viewModel.countFiveTimes()
    case .countDetached: viewModel.countDetached()
    case .countNested: viewModel.countNested()
    case .publish(let value): viewModel.publish(value)
    case .remind: viewModel.remind()
    case .sleepForReal: viewModel.sleepForReal()
    case .dispatchToMain: viewModel.dispatchToMain()
    case .spin: viewModel.spin()
    case .stopSpinning: viewModel.stopSpinning()
    case .hold: viewModel.hold(with: tasks)
    }
  }

  func render(into canvas: inout Canvas) {
    canvas.title("Ordinary")
    canvas.value("status", viewModel.status)
    for update in viewModel.feed { canvas.text(update) }
    if !viewModel.released.isEmpty { canvas.value("hold", viewModel.released) }
  }
}

/// The ordinary screen's events.
enum OrdinaryEvent: LoggableEvent, Equatable {
  case count
  case countDetached
  case countNested
  case publish(String)
  case remind
  case sleepForReal
  case dispatchToMain
  case spin
  case stopSpinning
  case hold

  static let vocabulary: [EventSpec<OrdinaryEvent>] = [
    EventSpec("count", summary: "five awaits in a plain task") { _ in .count },
    EventSpec("count.detached", summary: "a detached task") { _ in .countDetached },
    EventSpec("count.nested", summary: "nested tasks") { _ in .countNested },
    EventSpec("publish", ["value": .string], summary: "sends through the stream") {
      .publish($0.string("value"))
    },
    EventSpec("remind", summary: "waits 300 ms on the clock") { _ in .remind },
    EventSpec("sleep.real", summary: "waits 200 ms with Task.sleep") { _ in .sleepForReal },
    EventSpec("dispatch.main", summary: "DispatchQueue.main from a thread") { _ in .dispatchToMain
    },
    EventSpec("spin", summary: "yields until spin.stop") { _ in .spin },
    EventSpec("spin.stop", summary: "ends the spin") { _ in .stopSpinning },
    EventSpec("hold", summary: "waits through the spawner; notes its cancel") { _ in .hold },
  ]

  var logged: LoggedEvent {
    switch self {
    case .count: LoggedEvent("count")
    case .countDetached: LoggedEvent("count.detached")
    case .countNested: LoggedEvent("count.nested")
    case .publish(let value): LoggedEvent("publish", ["value": .string(value)])
    case .remind: LoggedEvent("remind")
    case .sleepForReal: LoggedEvent("sleep.real")
    case .dispatchToMain: LoggedEvent("dispatch.main")
    case .spin: LoggedEvent("spin")
    case .stopSpinning: LoggedEvent("spin.stop")
    case .hold: LoggedEvent("hold")
    }
  }
}

/// A text written from any thread, and a wait that lasts until ``endWaiting()``.
final class Note: Sendable {
  private let storage = Locked(Storage())

  private struct Storage {
    var text = ""
    var waiting: CheckedContinuation<Void, Never>?
  }

  /// The text written last.
  var text: String { storage.withLock { $0.text } }

  /// Replaces the text.
  func write(_ text: String) {
    storage.withLock { $0.text = text }
  }

  /// Holds `continuation` until ``endWaiting()``.
  func wait(until continuation: CheckedContinuation<Void, Never>) {
    storage.withLock { $0.waiting = continuation }
  }

  /// Resumes the wait, if any.
  func endWaiting() {
    storage.withLock { storage in
      defer { storage.waiting = nil }
      return storage.waiting
    }?.resume()
  }
}
