import Foundation
import Observation
import ScreenplaySeams

@testable import Screenplay

/// An actor the counter calls, so replays exercise actor hops.
actor Tally {
  private var total = 0

  func add(_ amount: Int) -> Int {
    total += amount
    return total
  }
}

/// A tiny scene for engine tests: a counter kept by an actor, a request answered by a fixture,
/// a 500 ms reminder timer, a text field and a secret field.
@MainActor @Observable
final class CounterScene: Scene {
  nonisolated static let name = "Counter"

  @ObservationIgnored private let environment: AppEnvironment
  @ObservationIgnored private let tally = Tally()
  private(set) var count = 0
  private(set) var status = "idle"
  private(set) var name = ""
  private(set) var pin: Secret = ""
  private(set) var reminded = false

  init(environment: AppEnvironment) {
    self.environment = environment
  }

  func send(_ event: CounterEvent) {
    switch event {
    case .tap: environment.tasks.spawn { [self] in count = await tally.add(1) }
    case .load: load()
    case .remind: remind()
    case .typeName(let text): name = text
    case .typePin(let text): pin = Secret(text)
    case .tick: tick()
    }
  }

  /// Counts up every second, forever: a timer that never stops.
  private func tick() {
    environment.tasks.spawn { [self] in
      while (try? await environment.clock.sleep(for: .seconds(1))) != nil { count += 1 }
    }
  }

  private func load() {
    status = "loading"
    environment.tasks.spawn { [self] in
      let request = HTTPRequest(method: .get, url: URL(string: "https://example.com/count")!)
      do {
        let response = try await environment.transport.send(request)
        status = "loaded \(String(decoding: response.body, as: UTF8.self))"
      } catch {
        status = "failed: \(error)"
      }
    }
  }

  private func remind() {
    environment.tasks.spawn { [self] in
      guard (try? await environment.clock.sleep(for: .milliseconds(500))) != nil else { return }
      reminded = true
    }
  }

  func render(into canvas: inout Canvas) {
    canvas.title("Counter")
    canvas.value("count", String(count))
    canvas.value("status", status)
    canvas.textField("Name", text: name, placeholder: "name")
    canvas.secureField("PIN", secret: pin, placeholder: "pin")
    if reminded { canvas.text("reminder!") }
  }
}

/// The counter's events.
enum CounterEvent: LoggableEvent, Equatable {
  case tap
  case load
  case remind
  case typeName(String)
  case typePin(String)
  case tick

  static let vocabulary: [EventSpec<CounterEvent>] = [
    EventSpec("counter.tap", summary: "adds one") { _ in .tap },
    EventSpec("count.load", summary: "fetches the count") { _ in .load },
    EventSpec("reminder.set", summary: "reminds in 500 ms") { _ in .remind },
    EventSpec("name.type", ["text": .string], summary: "types a name") {
      .typeName($0.string("text"))
    },
    EventSpec("pin.type", ["text": .secret], summary: "types a PIN") {
      .typePin($0.string("text"))
    },
    EventSpec("ticker.start", summary: "counts up every second, forever") { _ in .tick },
  ]

  var logged: LoggedEvent {
    switch self {
    case .tap: LoggedEvent("counter.tap")
    case .load: LoggedEvent("count.load")
    case .remind: LoggedEvent("reminder.set")
    case .typeName(let text): LoggedEvent("name.type", ["text": .string(text)])
    case .typePin(let text): LoggedEvent("pin.type", ["text": .secret(text)])
    case .tick: LoggedEvent("ticker.start")
    }
  }
}
