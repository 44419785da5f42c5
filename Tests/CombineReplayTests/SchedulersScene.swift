import Combine
import Foundation
import ScreenplaySeams

@testable import Screenplay

/// A view model that uses every scheduler Combine offers, and a notification: each event starts
/// one pipeline, which writes what it saw to `lines`.
final class SchedulersViewModel: ObservableObject {
  @Published private(set) var lines: [String] = []
  private var cancellables = Set<AnyCancellable>()
  private let worker = DispatchQueue(label: "app.worker")
  /// One operation at a time, as a scheduler needs: `delay` schedules its value and its
  /// completion apart, and on a queue that runs several at once either may come first (with
  /// Apple's Combine too).
  private let operations: OperationQueue = {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    return queue
  }()
  private let ephemeral = URLSession(configuration: .ephemeral)
  static let saved = Notification.Name("saved")

  init() {
    NotificationCenter.default.publisher(for: Self.saved)
      .compactMap { $0.object as? String }
      .sink { [unowned self] in lines.append("notified \($0)") }
      .store(in: &cancellables)
  }

  /// Posts the notification the view model observes.
  func post(_ text: String) {
    NotificationCenter.default.post(name: Self.saved, object: text)
  }

  /// A value delayed on a queue of the app's own, brought back with `receive(on:)`.
  func delayOnWorker(_ milliseconds: Int) {
    Just("worker")
      .delay(for: .milliseconds(milliseconds), scheduler: worker)
      .receive(on: DispatchQueue.main)
      .sink { [unowned self] in lines.append("delayed on \($0)") }
      .store(in: &cancellables)
  }

  /// A value delayed on an `OperationQueue` of the app's own.
  func delayOnOperations(_ milliseconds: Int) {
    Just("operations")
      .delay(for: .milliseconds(milliseconds), scheduler: operations)
      .receive(on: RunLoop.main)
      .sink { [unowned self] in lines.append("delayed on \($0)") }
      .store(in: &cancellables)
  }

  /// A future resolved on `DispatchQueue.global()`, subscribed to there.
  func background() {
    Future<Int, Never> { promise in promise(.success((1...10).reduce(0, +))) }
      .subscribe(on: DispatchQueue.global())
      .receive(on: DispatchQueue.main)
      .sink { [unowned self] in lines.append("sum \($0)") }
      .store(in: &cancellables)
  }

  /// A request on a session of the app's own, with a timeout on the main queue.
  func fetch(_ path: String, timeout milliseconds: Int) {
    ephemeral.dataTaskPublisher(for: URL(string: "https://api.example.com\(path)")!)
      .map { String(decoding: $0.data, as: UTF8.self) }
      .timeout(
        .milliseconds(milliseconds), scheduler: DispatchQueue.main,
        customError: {
          URLError(.timedOut)
        }
      )
      .replaceError(with: "timed out")
      .receive(on: DispatchQueue.main)
      .sink { [unowned self] in lines.append("fetched \($0)") }
      .store(in: &cancellables)
  }

  /// Values 100 ms apart, throttled to one a second on the main queue, the latest of each.
  func throttled(_ count: Int) {
    Timer.publish(every: 0.1, on: .main, in: .common)
      .autoconnect()
      .scan(0) { sum, _ in sum + 1 }
      .prefix(count)
      .throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: true)
      .sink { [unowned self] in lines.append("tick \($0)") }
      .store(in: &cancellables)
  }
}

/// The headless view of ``SchedulersViewModel``: its lines, in order.
@MainActor
final class SchedulersScene: Scene {
  nonisolated static let name = "Schedulers"
  let viewModel = SchedulersViewModel()

  init(environment: AppEnvironment) {}

  func send(_ event: SchedulersEvent) {
    switch event {
    case .post(let text): viewModel.post(text)
    case .worker(let milliseconds): viewModel.delayOnWorker(milliseconds)
    case .operations(let milliseconds): viewModel.delayOnOperations(milliseconds)
    case .background: viewModel.background()
    case .fetch(let path, let milliseconds): viewModel.fetch(path, timeout: milliseconds)
    case .throttled(let count): viewModel.throttled(count)
    }
  }

  func render(into canvas: inout Canvas) {
    canvas.title("Schedulers")
    for line in viewModel.lines { canvas.text(line) }
  }
}

/// The events of ``SchedulersScene``.
enum SchedulersEvent: LoggableEvent, Equatable {
  case post(String)
  case worker(Int)
  case operations(Int)
  case background
  case fetch(String, Int)
  case throttled(Int)

  static let vocabulary: [EventSpec<SchedulersEvent>] = [
    EventSpec("post", ["text": .string], summary: "posts a notification") {
      .post($0.string("text"))
    },
    EventSpec("worker", ["ms": .int], summary: "delay on a queue of the app's own") {
      .worker($0.int("ms"))
    },
    EventSpec("operations", ["ms": .int], summary: "delay on an OperationQueue") {
      .operations($0.int("ms"))
    },
    EventSpec("background", summary: "subscribe(on: DispatchQueue.global())") { _ in .background },
    EventSpec("fetch", ["path": .string, "ms": .int], summary: "a session of its own, a timeout") {
      .fetch($0.string("path"), $0.int("ms"))
    },
    EventSpec("throttled", ["count": .int], summary: "Timer.publish, throttled") {
      .throttled($0.int("count"))
    },
  ]

  var logged: LoggedEvent {
    switch self {
    case .post(let text): LoggedEvent("post", ["text": .string(text)])
    case .worker(let milliseconds): LoggedEvent("worker", ["ms": .int(milliseconds)])
    case .operations(let milliseconds): LoggedEvent("operations", ["ms": .int(milliseconds)])
    case .background: LoggedEvent("background")
    case .fetch(let path, let milliseconds):
      LoggedEvent("fetch", ["path": .string(path), "ms": .int(milliseconds)])
    case .throttled(let count): LoggedEvent("throttled", ["count": .int(count)])
    }
  }
}
