import Foundation
import Screenplay
import ScreenplaySeams
import Screens
import Testing

/// A small machine over strings: `idle` → (`appear`) → `loading` → (`loaded <body>`) → `<body>`.
@MainActor
private final class Machine {
  let transport = MoviesTestTransport()
  let spawner = RecordingSpawner()
  var states: [String] = []
  var system: System<String, String>?
  let input: AsyncStream<String>.Continuation

  init() {
    let (events, input) = AsyncStream.makeStream(of: String.self)
    self.input = input
    let transport = transport
    system = System(
      initial: "idle", reduce: Self.reduce, tasks: spawner,
      feedbacks: [Self.whenLoading(transport), Feedback(events: events)])
    system?.assign { [weak self] in self?.states.append($0) }
  }

  nonisolated static func reduce(_ state: String, _ event: String) -> String {
    switch (state, event) {
    case ("idle", "appear"): "loading"
    case ("loading", let event) where event.hasPrefix("loaded "): String(event.dropFirst(7))
    case ("loading", "failed"): "error"
    default: state
    }
  }

  nonisolated static func whenLoading(_ transport: MoviesTestTransport) -> Feedback<
    String, String
  > {
    Feedback { state in
      guard state == "loading" else { return .none }
      return .task {
        do {
          let request = HTTPRequest(method: .get, url: URL(string: "https://example.com/a")!)
          let response = try await transport.send(request)
          return "loaded " + String(decoding: response.body, as: UTF8.self)
        } catch {
          return "failed"
        }
      }
    }
  }
}

@MainActor
@Suite("Movies feedback system")
struct MoviesFeedbackSystemTests {
  private let harness = Harness()

  /// A machine started on the harness; its tasks run there.
  private func makeMachine() -> Machine {
    harness.run { Machine() }
  }

  /// Stops what `machine` still runs.
  private func stop(_ machine: Machine) {
    harness.run { machine.spawner.cancelAll() }
  }

  @Test("the output gets the initial state first, and a state for every event")
  func everyEventEmitsAState() {
    let machine = makeMachine()
    defer { stop(machine) }
    #expect(machine.states == ["idle"])

    harness.run {
      machine.input.yield("tap")
      machine.input.yield("appear")
    }

    #expect(machine.states == ["idle", "idle", "loading"])
    #expect(machine.transport.heldPaths == ["/a"])
  }

  @Test("a repeated state cancels the effect in flight, whose answer never lands, and restarts it")
  func switchToLatest() {
    let machine = makeMachine()
    defer { stop(machine) }
    harness.run { machine.input.yield("appear") }
    #expect(machine.transport.heldPaths.count == 1)

    harness.run { machine.input.yield("appear") }
    #expect(machine.transport.cancelledPaths.count == 1)
    #expect(machine.transport.heldPaths.count == 1)
    harness.run { machine.transport.respond(to: "/a", json: "second") }

    #expect(machine.transport.requests.count == 2)
    #expect(machine.transport.cancelledPaths == ["/a"])
    #expect(machine.states == ["idle", "loading", "loading", "second"])
  }

  @Test("a state without an effect starts no task")
  func noneStartsNothing() {
    let machine = makeMachine()
    defer { stop(machine) }

    #expect(machine.spawner.count == 1)  // the input feedback's task only
  }

  @Test("releasing the system cancels the effect in flight")
  func releaseCancels() {
    let machine = makeMachine()
    defer { stop(machine) }
    harness.run { machine.input.yield("appear") }
    #expect(machine.transport.heldPaths.count == 1)

    harness.run { machine.system = nil }

    #expect(machine.transport.cancelledPaths == ["/a"])
    #expect(machine.states == ["idle", "loading"])
  }
}
