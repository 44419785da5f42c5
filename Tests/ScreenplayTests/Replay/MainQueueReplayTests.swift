import Foundation
import Testing

@testable import Screenplay

/// A view model that hops with `DispatchQueue.main` replays exactly: its blocks join the replay,
/// each in the step that sent it, and `asyncAfter` waits on the virtual clock.
@MainActor
@Suite("The main queue is the replay's")
struct MainQueueReplayTests {
  private func history(_ events: String) async throws -> String {
    let log = try EventLogParser.parse(
      "screenplay-log 1\nscreen: Dispatching\n\n" + events,
      path: "Tests/EventLogs/Dispatching/a.log")
    let result = try await SceneDescriptor(DispatchingScene.self).replay(
      log, fixtures: [], limits: .init())
    #expect(result.problems.map(\.description) == [])
    return HistoryFormat.encode(result.history).components(separatedBy: "\n\n").dropFirst()
      .joined(separator: "\n\n")
  }

  #if os(Linux)
    @Test("DispatchQueue.main.async runs in the step that sent it")
    func async() async throws {
      #expect(ReplayMainQueue.isReplays)
      #expect(
        try await history("0.000s hop\n") == """
          ── step 0 · 0.000s · initial
            Dispatching
              status: idle

          ── step 1 · 0.000s · hop
            Dispatching
              status: hopped

          """)
    }

    @Test(
      "asyncAfter waits on the virtual clock, both deadline forms, named as a timer",
      arguments: [false, true])
    func asyncAfter(wall: Bool) async throws {
      #expect(
        try await history("0.000s toast text=\"Saved\" ms=500 wall=\(wall)\n1.000s hop\n") == """
          ── step 0 · 0.000s · initial
            Dispatching
              status: idle

          ── step 1 · 0.000s · toast text="Saved" ms=500 wall=\(wall)
            Dispatching
              status: idle
              toast: Saved

          ── step 2 · 0.500s · effect of step 1 · timer 0.500s
            Dispatching
              status: idle

          ── step 3 · 1.000s · hop
            Dispatching
              status: hopped

          """)
    }

    @Test("OperationQueue.main runs in the step, and main-queue blocks keep their order with tasks")
    func operationQueueAndOrder() async throws {
      #expect(
        try await history("0.000s operation\n0.100s interleave\n") == """
          ── step 0 · 0.000s · initial
            Dispatching
              status: idle

          ── step 1 · 0.000s · operation
            Dispatching
              status: operation ran

          ── step 2 · 0.100s · interleave
            Dispatching
              status: operation ran
              order: queue 1, task, queue 2

          """)
    }

    @Test("twenty replays give one history")
    func sameEveryTime() async throws {
      let events = "0.000s toast text=\"a\" ms=300 wall=false\n0.100s hop\n0.200s interleave\n"
      let first = try await history(events)
      for _ in 0..<19 { #expect(try await history(events) == first) }
    }
  #endif
}
