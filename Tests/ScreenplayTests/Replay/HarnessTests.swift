import ScreenplaySeams
import Testing

@testable import Screenplay

/// The unit-test driver runs app code exactly as a replay does.
@MainActor
@Suite("Harness")
struct HarnessTests {
  @Test("run returns once every task the code started has done all it can")
  func runIsExact() {
    let harness = Harness()
    let model = harness.run { OrdinaryViewModel(clock: harness.environment().clock) }
    harness.run { model.countFiveTimes() }
    #expect(model.status == "counted to 5")
    harness.run { model.countNested() }
    #expect(model.status == "nested [105, 205] [206, 207, 208]")
    #expect(harness.problems == [])
  }

  @Test("time moves only when the test moves it")
  func virtualTime() {
    let harness = Harness()
    let model = harness.run { OrdinaryViewModel(clock: harness.environment().clock) }
    harness.run { model.remind() }
    harness.advance(by: .milliseconds(299))
    #expect(model.status == "idle")
    harness.advance(by: .milliseconds(1))
    #expect(model.status == "reminded")
    #expect(harness.clock.now.offset == .milliseconds(300))
  }

  // Real sleeps reach the replay through the SchedulingExecutor SPI of Swift 6.3 on Linux.
  #if compiler(>=6.3) && os(Linux)
    @Test("a sleep on a real clock sleeps on the virtual clock")
    func realSleep() {
      let harness = Harness()
      let model = harness.run { OrdinaryViewModel(clock: harness.environment().clock) }
      harness.run { model.sleepForReal() }
      harness.advance(by: .milliseconds(199))
      #expect(model.status == "idle")
      harness.advance(by: .milliseconds(1))
      #expect(model.status == "slept")
      #expect(harness.problems == [])
    }
  #endif

}

extension HarnessTests {
  @Test("requests are answered from fixtures after their latency, as the README shows")
  func fixtures() throws {
    let json = #"""
      {"request": {"method": "GET", "path": "/count"},
       "response": {"status": 200, "latencyMs": 300, "body": 42}}
      """#
    let count = try FixtureLoader.decode(Array(json.utf8), name: "count", path: "count.json")
    let harness = Harness(fixtures: count)
    let scene = harness.run { CounterScene(environment: harness.environment()) }
    harness.run { scene.send(.load) }
    #expect(scene.status == "loading")
    harness.advance(by: .milliseconds(300))
    #expect(scene.status == "loaded 42")
    #expect(harness.transport.unusedFixtures.isEmpty)
  }
}

extension HarnessTests {
  @Test("a loop that never stops is reported, not a crash or a hang")
  func neverQuiet() {
    let harness = Harness(limits: ReplayLimits(maxJobsPerStep: 1_000))
    let model = harness.run { OrdinaryViewModel(clock: harness.environment().clock) }
    harness.run { model.spin() }
    #expect(
      harness.problems.first
        == "the app never went quiet: its tasks kept queueing work (look for a loop that awaits "
        + "without sleeping on the injected clock)")
    harness.run { model.stopSpinning() }
    #expect(harness.problems.count == 1)
  }
}

extension HarnessTests {
  @Test("a finished replay's queue is freed once nothing uses it")
  func queueFreed() {
    var doubles: ReplayDoubles? = ReplayDoubles(fixtures: [])
    weak let jobs = doubles?.jobs
    var quiet = false
    doubles?.perform(limits: ReplayLimits(maxJobsPerStep: 100), quiet: &quiet) {
      _ = Task { @MainActor in await Task.yield() }
    }
    #expect(quiet)
    doubles?.jobs.close()
    doubles = nil
    #expect(jobs == nil)
  }
}

/// Whether a task the test started has ended.
@MainActor
final class Ended {
  var ended = false
}

extension HarnessTests {
  @Test("a harness that goes away ends the sleeps on its clock: no task is left waiting")
  func goingAwayEndsSleeps() {
    var harness: Harness? = Harness()
    let clock = harness?.clock ?? VirtualClock()
    let sleeper = Ended()
    harness?.runTask {
      do { try await clock.sleep(for: .seconds(1), label: nil) } catch { sleeper.ended = true }
    }
    #expect(clock.sleeperCount == 1)
    harness = nil
    #expect(sleeper.ended)
    #expect(clock.sleeperCount == 0)
  }
}
