import Foundation
import ScreenplaySeams

@testable import Combine
@testable import Screenplay

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A search screen written as Combine view models are: a debounced `@Published` query, one
/// request per query with `dataTaskPublisher`, only the latest query's answer shown, on the main
/// queue; a `Timer.publish` clock; a `delay`ed toast.
final class SearchViewModel: ObservableObject {
  @Published var query = ""
  @Published private(set) var results: [String] = []
  @Published private(set) var status = "idle"
  @Published private(set) var ticks = 0
  @Published private(set) var toast = ""
  private var cancellables = Set<AnyCancellable>()
  private var clock: AnyCancellable?

  init(session: URLSession = .shared) {
    $query
      .dropFirst()
      .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
      .removeDuplicates()
      .handleEvents(receiveOutput: { [unowned self] in status = "searching \($0)" })
      .map { query in
        session.dataTaskPublisher(for: URL(string: "https://api.example.com/search/\(query)")!)
          .map(\.data)
          .decode(type: [String].self, decoder: JSONDecoder())
          .catch { _ in Just(["(failed)"]) }
      }
      .switchToLatest()
      .receive(on: DispatchQueue.main)
      .sink { [unowned self] found in
        results = found
        status = "found \(found.count)"
      }
      .store(in: &cancellables)
  }

  /// Counts seconds with `Timer.publish` on the main run loop, until stopped.
  func startClock() {
    clock = Timer.publish(every: 1, on: .main, in: .common)
      .autoconnect()
      .sink { [unowned self] _ in ticks += 1 }
  }

  func stopClock() {
    clock = nil
  }

  /// Shows `text`, then hides it `milliseconds` later with `delay` on `RunLoop.main`.
  func flash(_ text: String, milliseconds: Int) {
    toast = text
    Just("")
      .delay(for: .milliseconds(milliseconds), scheduler: RunLoop.main)
      .sink { [unowned self] in toast = $0 }
      .store(in: &cancellables)
  }
}

/// The headless view of ``SearchViewModel``.
@MainActor
final class SearchScene: Scene {
  nonisolated static let name = "Search"
  let viewModel = SearchViewModel()

  init(environment: AppEnvironment) {}

  func send(_ event: SearchEvent) {
    switch event {
    case .type(let text): viewModel.query = text
    case .startClock: viewModel.startClock()
    case .stopClock: viewModel.stopClock()
    case .flash(let text, let milliseconds): viewModel.flash(text, milliseconds: milliseconds)
    }
  }

  func render(into canvas: inout Canvas) {
    canvas.title("Search")
    canvas.value("query", viewModel.query)
    canvas.value("status", viewModel.status)
    if !viewModel.results.isEmpty {
      canvas.value("results", viewModel.results.joined(separator: ", "))
    }
    if viewModel.ticks > 0 { canvas.value("ticks", "\(viewModel.ticks)") }
    if !viewModel.toast.isEmpty { canvas.value("toast", viewModel.toast) }
  }
}

/// The search screen's events.
enum SearchEvent: LoggableEvent, Equatable {
  case type(String)
  case startClock
  case stopClock
  case flash(String, Int)

  static let vocabulary: [EventSpec<SearchEvent>] = [
    EventSpec("type", ["text": .string], summary: "sets the query") { .type($0.string("text")) },
    EventSpec("clock.start", summary: "Timer.publish every second") { _ in .startClock },
    EventSpec("clock.stop", summary: "releases the timer's subscription") { _ in .stopClock },
    EventSpec("flash", ["text": .string, "ms": .int], summary: "a toast hidden by delay") {
      .flash($0.string("text"), $0.int("ms"))
    },
  ]

  var logged: LoggedEvent {
    switch self {
    case .type(let text): LoggedEvent("type", ["text": .string(text)])
    case .startClock: LoggedEvent("clock.start")
    case .stopClock: LoggedEvent("clock.stop")
    case .flash(let text, let milliseconds):
      LoggedEvent("flash", ["text": .string(text), "ms": .int(milliseconds)])
    }
  }
}

/// A screen whose one event hands a debounce's work to a scheduler that drops it, as
/// libdispatch does in an executable linked with `--static-swift-stdlib`, where the replay
/// cannot take it.
@MainActor
final class UntakenWorkScene: Scene {
  nonisolated static let name = "Untaken"
  private var sent = 0

  init(environment: AppEnvironment) {}

  func send(_ event: UntakenWorkEvent) {
    ReplayWatch.operating("debounce") {
      ReplayWatch.handing(to: "DispatchQueue.main") { sent += 1 }
    }
  }

  func render(into canvas: inout Canvas) {
    canvas.value("sent", "\(sent)")
  }
}

/// The one event of ``UntakenWorkScene``.
enum UntakenWorkEvent: LoggableEvent {
  case send

  static let vocabulary = [
    EventSpec<UntakenWorkEvent>("send", summary: "hands work to a scheduler") { _ in .send }
  ]

  var logged: LoggedEvent { LoggedEvent("send") }
}
