import Foundation
import Testing

@testable import Screenplay

/// A view model that hops with `DispatchQueue.main` replays exactly: its blocks join the replay,
/// each in the step that sent it, and `asyncAfter` waits on the virtual clock.
@MainActor
@Suite("The main queue is the replay's")
struct MainQueueReplayTests {
  private func replay(_ events: String) async throws -> ReplayResult {
    let log = try EventLogParser.parse(
      "screenplay-log 1\nscreen: Dispatching\n\n" + events,
      path: "Tests/EventLogs/Dispatching/a.log")
    return try await SceneDescriptor(DispatchingScene.self).replay(
      log, fixtures: [], limits: .init())
  }

  private func history(_ events: String) async throws -> String {
    let result = try await replay(events)
    #expect(result.problems.map(\.description) == [])
    return HistoryFormat.encode(result.history).components(separatedBy: "\n\n").dropFirst()
      .joined(separator: "\n\n")
  }

  /// Where libdispatch's functions are not the harness's (a sanitizer's runtime intercepts them,
  /// or libdispatch is linked into the executable), what the main queue's work does instead: it
  /// runs outside the replay, which fails at `line` because the screen changed after its last
  /// step. `true` when the main queue is the replay's, and the test goes on.
  private func mainQueueIsReplays(_ events: String, line: Int) async throws -> Bool {
    guard !ReplayMainQueue.isReplays else { return true }
    let result = try await replay(events)
    #expect(
      result.problems.map(\.description) == [
        """
        Tests/EventLogs/Dispatching/a.log:\(line):1: error: the screen changed after the last step, \
        from work the harness does not run (a Thread of the app's own, a DispatchSource timer, \
        or, with --static-swift-stdlib, a queue or a Timer)
          hint: start the work with Task { } or on a DispatchQueue rather than on a Thread of the \
        app's own: the harness runs every task, and the work the app's code sends to dispatch queues
        """
      ])
    return false
  }

  #if os(Linux)
    @Test("DispatchQueue.main.async runs in the step that sent it")
    func async() async throws {
      guard try await mainQueueIsReplays("0.000s hop\n", line: 4) else { return }
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
      let events = "0.000s toast text=\"Saved\" ms=500 wall=\(wall)\n1.000s hop\n"
      guard try await mainQueueIsReplays(events, line: 5) else { return }
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
      let events = "0.000s operation\n0.100s interleave\n"
      guard try await mainQueueIsReplays(events, line: 5) else { return }
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

    @Test("a repeating Timer fires on the virtual clock, each firing a step named as a timer")
    func countdown() async throws {
      let history = try await history("0.000s countdown from=3\n")
      #expect(
        history == """
          ── step 0 · 0.000s · initial
            Dispatching
              status: idle

          ── step 1 · 0.000s · countdown from=3
            Dispatching
              status: idle
              countdown: 3

          ── step 2 · 1.000s · effect of step 1 · timer 1.000s
            Dispatching
              status: idle
              countdown: 2

          ── step 3 · 2.000s · effect of step 1 · timer 1.000s
            Dispatching
              status: idle
              countdown: 1

          ── step 4 · 3.000s · effect of step 1 · timer 1.000s
            Dispatching
              status: idle

          """)
    }

    @Test("a Timer added to RunLoop.main fires, unless invalidated first; perform runs at once")
    func onceAndPerform() async throws {
      let history = try await history(
        "0.000s timer.once ms=500\n0.200s perform\n1.000s timer.once ms=300\n1.100s timer.cancel\n")
      #expect(
        history == """
          ── step 0 · 0.000s · initial
            Dispatching
              status: idle

          ── step 1 · 0.000s · timer.once ms=500
            (unchanged)

          ── step 2 · 0.200s · perform
            Dispatching
              status: performed

          ── step 3 · 0.500s · effect of step 1 · timer 0.500s
            Dispatching
              status: timer fired

          ── step 4 · 1.000s · timer.once ms=300
            (unchanged)

          ── step 5 · 1.100s · timer.cancel
            Dispatching
              status: timer cancelled

          """)
    }

    @Test("twenty replays give one history")
    func sameEveryTime() async throws {
      let events =
        "0.000s toast text=\"a\" ms=300 wall=false\n0.100s hop\n0.200s interleave\n"
        + "0.300s countdown from=2\n0.400s timer.once ms=700\n"
      guard try await mainQueueIsReplays(events, line: 7) else { return }
      let first = try await history(events)
      for _ in 0..<19 { #expect(try await history(events) == first) }
    }

    @Test("work sent to DispatchQueue.global() joins the step, and so does its hop back")
    func globalQueue() async throws {
      guard try await mainQueueIsReplays("0.000s background\n", line: 4) else { return }
      #expect(
        try await history("0.000s background\n") == """
          ── step 0 · 0.000s · initial
            Dispatching
              status: idle

          ── step 1 · 0.000s · background
            Dispatching
              status: sum 5050

          """)
    }

    @Test(
      "asyncAfter on a queue of the app's own waits on the virtual clock; an OperationQueue's work joins the step"
    )
    func ownQueues() async throws {
      let events = "0.000s work ms=250\n"
      guard try await mainQueueIsReplays(events, line: 4) else { return }
      let first = try await history(events)
      #expect(
        first == """
          ── step 0 · 0.000s · initial
            Dispatching
              status: idle

          ── step 1 · 0.000s · work ms=250
            Dispatching
              status: queued

          ── step 2 · 0.250s · effect of step 1 · timer 0.250s
            Dispatching
              status: worked

          """)
      for _ in 0..<19 { #expect(try await history(events) == first) }
    }

    @Test(
      "work on DispatchQueue.global() reads the virtual clock, and an asyncAfter measured there is exact"
    )
    func clockOnOtherQueues() async throws {
      let events = "0.100s stamp ms=250\n"
      guard try await mainQueueIsReplays(events, line: 4) else { return }
      let history = try await history(events)
      #expect(
        history == """
          ── step 0 · 0.000s · initial
            Dispatching
              status: idle

          ── step 1 · 0.100s · stamp ms=250
            (unchanged)

          ── step 2 · 0.350s · effect of step 1 · timer 0.250s
            Dispatching
              status: 1767225600.1 to 1767225600.35

          """)
    }

    @Test("a Thread.sleep on DispatchQueue.global() waits for nothing and fails at its line")
    func sleepOnOtherQueues() async throws {
      guard ReplayMainQueue.isReplays else { return }
      let result = try await replay("0.000s nap ms=400\n")
      #expect(
        result.problems.map(\.description) == [
          """
          Tests/EventLogs/Dispatching/a.log:4:1: error: the app blocked its thread with a real sleep \
          of 0.400s (Thread.sleep, usleep or sleep): the replay does not wait real time
            hint: wait with Task.sleep or asyncAfter, which the replay runs on its virtual time, \
          instead of blocking a thread
          """
        ])
      #expect(HistoryFormat.encode(result.history).contains("status: napped"))
    }

    @Test(
      "queue work still running after the limit is reported at its line, and the replay goes on"
    )
    func unfinishedQueueWork() async throws {
      guard ReplayMainQueue.isReplays else { return }
      let log = try EventLogParser.parse(
        "screenplay-log 1\nscreen: Dispatching\n\n0.000s block\n0.100s hop\n",
        path: "Tests/EventLogs/Dispatching/a.log")
      var limits = ReplayLimits()
      limits.queueWorkLimit = .milliseconds(100)
      let result = try await SceneDescriptor(DispatchingScene.self).replay(
        log, fixtures: [], limits: limits)
      DispatchingViewModel.released.signal()
      #expect(
        result.problems.map(\.description) == [
          """
          Tests/EventLogs/Dispatching/a.log:4:1: error: work the app sent to a dispatch queue was still running after 0.100s of real time: the replay went on without it, and what it does later is not replayed
            hint: look for work on a queue that waits for the main thread (DispatchQueue.main.sync, a semaphore the main thread signals) or never ends; the replay runs the main thread's work only once the queues are done
          """
        ])
      #expect(HistoryFormat.encode(result.history).contains("status: hopped"))
    }
  #endif
}
