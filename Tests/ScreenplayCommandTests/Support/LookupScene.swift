import Foundation
import Screenplay
import ScreenplaySeams

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The events of ``LookupScene``.
enum LookupEvent: LoggableEvent {
  case name(String)
  case lookup

  static let vocabulary = [
    EventSpec<LookupEvent>("name.type", ["text": .string], summary: "types the name") {
      .name($0.string("text"))
    },
    EventSpec<LookupEvent>("lookup.tap", summary: "looks the name up") { _ in .lookup },
  ]

  var logged: LoggedEvent {
    switch self {
    case .name(let text): LoggedEvent("name.type", ["text": .string(text)])
    case .lookup: LoggedEvent("lookup.tap")
    }
  }
}

/// Looks a name up with `URLSession.shared`, with a bug planted on the error path for
/// `explore` to find: a failed lookup says so but stays busy. The screen's fixtures answer
/// only "Ada", so any other name is a request no fixture matches.
@MainActor
final class LookupScene: Scene {
  nonisolated static let name = "Lookup"
  private(set) var name = ""
  private(set) var status = "idle"
  private(set) var busy = false

  init(environment: AppEnvironment) {}

  func send(_ event: LookupEvent) {
    switch event {
    case .name(let text): name = text
    case .lookup:
      busy = true
      status = "looking up"
      Task { await lookUp(name) }
    }
  }

  private func lookUp(_ name: String) async {
    var components = URLComponents(string: "https://api.example.com/users")!
    components.queryItems = [URLQueryItem(name: "name", value: name)]
    do {
      let (data, _) = try await URLSession.shared.data(from: components.url!)
      status = "found " + String(decoding: data, as: UTF8.self)
      busy = false
    } catch {
      status = "failed"
    }
  }

  func render(into canvas: inout Canvas) {
    canvas.title("Lookup")
    canvas.value("name", name)
    canvas.value("status", status)
    if busy { canvas.text("(busy)") }
  }

  nonisolated static var invariants: [Invariant<LookupScene>] {
    [Invariant("a failed lookup is not busy") { !($0.status == "failed" && $0.busy) }]
  }

  nonisolated static var exploreValues: [String: [LogValue]] {
    ["text": [.string("Ada"), .string("Bob")]]
  }
}
