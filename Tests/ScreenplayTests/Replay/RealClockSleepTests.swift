import Foundation
import Testing

@testable import Screenplay

/// `Task.sleep` and the real clocks sleep on the replay's virtual clock: a view model with no
/// clock injected replays exactly.
@MainActor
@Suite("Sleeps on real clocks replay on virtual time")
struct RealClockSleepTests {
  private func replay(_ events: String) async throws -> ReplayResult {
    let log = try EventLogParser.parse(
      "screenplay-log 1\nscreen: Sleeping\n\n" + events, path: "Tests/EventLogs/Sleeping/a.log")
    return try await SceneDescriptor(SleepingScene.self).replay(log, fixtures: [], limits: .init())
  }

  private func history(_ events: String) async throws -> String {
    let result = try await replay(events)
    #expect(result.problems.map(\.description) == [])
    return HistoryFormat.encode(result.history)
  }

  #if compiler(>=6.3) && os(Linux)
    @Test("a Task.sleep debounce searches once typing pauses; a sleep cancelled midway is no step")
    func debounce() async throws {
      let history = try await history(
        """
        0.000s type text="s"
        0.100s type text="sw"
        0.250s type text="swi"
        0.700s type text="swift"

        """)
      #expect(
        history == """
          screenplay-history 2
          log: Tests/EventLogs/Sleeping/a.log
          screen: Sleeping
          fixtures: (none)
          steps: 7

          ── step 0 · 0.000s · initial
            Sleeping
              query: 
              status: idle

          ── step 1 · 0.000s · type text="s"
            Sleeping
              query: s
              status: idle

          ── step 2 · 0.100s · type text="sw"
            Sleeping
              query: sw
              status: idle

          ── step 3 · 0.250s · type text="swi"
            Sleeping
              query: swi
              status: idle

          ── step 4 · 0.550s · effect of step 3 · timer 0.300s
            Sleeping
              query: swi
              status: idle
              searched: swi

          ── step 5 · 0.700s · type text="swift"
            Sleeping
              query: swift
              status: idle
              searched: swi

          ── step 6 · 1.000s · effect of step 5 · timer 0.300s
            Sleeping
              query: swift
              status: idle
              searched: swi
              searched: swift

          """)
    }

    @Test(
      "every way of sleeping wakes at its virtual time",
      arguments: SleepingViewModel.Wait.allCases)
    func everyWay(_ wait: SleepingViewModel.Wait) async throws {
      let woke = "woke (\(wait.rawValue))"
      let history = try await history("0.000s wait kind=\"\(wait.rawValue)\" ms=250\n")
      #expect(
        history == """
          screenplay-history 2
          log: Tests/EventLogs/Sleeping/a.log
          screen: Sleeping
          fixtures: (none)
          steps: 3

          ── step 0 · 0.000s · initial
            Sleeping
              query: 
              status: idle

          ── step 1 · 0.000s · wait kind="\(wait.rawValue)" ms=250
            Sleeping
              query: 
              status: waiting (\(wait.rawValue))

          ── step 2 · 0.250s · effect of step 1 · timer 0.250s
            Sleeping
              query: 
              status: \(woke)

          """)
    }

    @Test("a sleep cancelled midway ends at the cancel's time, and its wake-up is no step")
    func cancelledMidway() async throws {
      let history = try await history(
        """
        0.000s wait kind="task.for" ms=500
        0.200s wait.cancel
        0.300s wait kind="nanoseconds" ms=500

        """)
      #expect(
        history == """
          screenplay-history 2
          log: Tests/EventLogs/Sleeping/a.log
          screen: Sleeping
          fixtures: (none)
          steps: 5

          ── step 0 · 0.000s · initial
            Sleeping
              query: 
              status: idle

          ── step 1 · 0.000s · wait kind="task.for" ms=500
            Sleeping
              query: 
              status: waiting (task.for)

          ── step 2 · 0.200s · wait.cancel
            Sleeping
              query: 
              status: cancelled (task.for)

          ── step 3 · 0.300s · wait kind="nanoseconds" ms=500
            Sleeping
              query: 
              status: waiting (nanoseconds)

          ── step 4 · 0.800s · effect of step 3 · timer 0.500s
            Sleeping
              query: 
              status: woke (nanoseconds)

          """)
    }

    @Test("twenty replays of a debounced log give the same history")
    func sameEveryTime() async throws {
      let events = """
        0.000s type text="a"
        0.299s type text="ab"
        0.598s type text="abc"
        0.600s wait kind="until" ms=298
        0.898s wait.cancel

        """
      let first = try await history(events)
      for _ in 0..<19 {
        #expect(try await history(events) == first)
      }
    }
  #endif

  #if os(Linux)
    @Test("a Task.sleep of 250 ms after 150 ms of real work in the same step wakes at +0.250s")
    func sleepAfterBusyWork() async throws {
      let history = try await history("0.000s work.wait busy=150 ms=250\n")
      #expect(
        history.hasSuffix(
          """
          ── step 1 · 0.000s · work.wait busy=150 ms=250
            Sleeping
              query: 
              status: waiting (task.for)

          ── step 2 · 0.250s · effect of step 1 · timer 0.250s
            Sleeping
              query: 
              status: woke (task.for)

          """))
    }

    @Test("Date(), the reference date and ContinuousClock read the replay's virtual time")
    func clocksReadVirtualTime() async throws {
      let history = try await history("1.500s stamp\n")
      #expect(
        history.hasSuffix(
          """
          ── step 1 · 1.500s · stamp
            Sleeping
              query: 
              status: 2026-01-01T00:00:01.500 · reference 788918401.5s · 1.5 seconds since start

          """))
    }

    @Test("UUID() counts up as injected ids do, and random draws are the same in every replay")
    func idsAndRandomness() async throws {
      #expect(ReplayRandomness.isReplays)
      let first = try await history("0.000s draw\n0.100s draw\n")
      let statuses = first.split(separator: "\n").filter { $0.contains("status: 0") }
      #expect(
        statuses == [
          "    status: 00000000-0000-0000-0000-000000000001 00000000-0000-0000-0000-000000000002 "
            + "[833, 425, 457] [4, 2, 5, 3, 1]",
          "    status: 00000000-0000-0000-0000-000000000003 00000000-0000-0000-0000-000000000004 "
            + "[409, 476, 324] [5, 3, 4, 1, 2]",
        ])
      for _ in 0..<19 {
        #expect(try await history("0.000s draw\n0.100s draw\n") == first)
      }
      #expect(UUID().uuidString != "00000000-0000-0000-0000-000000000001")
    }

    @Test("a Thread.sleep blocks nothing: the replay fails at its line, naming the sleep and fix")
    func threadSleepIsReported() async throws {
      let result = try await replay("0.000s stamp\n0.100s thread.sleep ms=500\n0.200s stamp\n")
      #expect(
        result.problems.map(\.description) == [
          """
          Tests/EventLogs/Sleeping/a.log:5:1: error: the app blocked its thread with a real sleep \
          of 0.500s (Thread.sleep, usleep or sleep): the replay does not wait real time
            hint: wait with Task.sleep or asyncAfter, which the replay runs on its virtual time, \
          instead of blocking a thread
          """
        ])
      #expect(
        result.history.steps.last?.lines.last
          == "  status: 2026-01-01T00:00:00.200 · reference 788918400.2s · 0.2 seconds since start")
    }

    @Test("outside a replay, and while the harness waits on the replay's thread, clocks are real")
    func realOutsideReplays() {
      let virtualZero: Double = 1_767_225_600
      #expect(Date().timeIntervalSince1970 != virtualZero)
      let clock = VirtualClock()
      VirtualClocks.reading(clock) {
        #expect(Date().timeIntervalSince1970 == virtualZero)
        VirtualClocks.real { #expect(Date().timeIntervalSince1970 != virtualZero) }
      }
      #expect(Date().timeIntervalSince1970 != virtualZero)
    }
  #endif
}
