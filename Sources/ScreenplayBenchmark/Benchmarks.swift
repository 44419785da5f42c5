import Foundation
import Scenes
import Screenplay

/// The measurements `scripts/benchmark` prints.
enum Benchmarks {
  /// Verifies every committed log `rounds` times (replay, render, encode, compare with the golden).
  @MainActor
  static func committedLogs(project: Project, rounds: Int) async {
    let suite = Suite(verifier: Verifier(project: project, scenes: Catalog.scenes, mode: .never))
    let cases = suite.select(nil)
    var steps = 0
    var failed = 0
    let (elapsed, cpu) = await measure {
      for _ in 0..<rounds {
        _ = await suite.run(cases) { outcome in
          steps += outcome.steps
          failed += outcome.status == .failed ? 1 : 0
        }
      }
    }
    let name = "verify \(cases.count) logs × \(rounds)"
    report(name, elapsed, cpu, per: cases.count * rounds, unit: "log", note: "\(failed) failed")
    report(
      "  the same, per state", elapsed, cpu, per: steps, unit: "state", note: "\(steps) states")
  }

  /// Replays a generated sign-in log of `events` typing events (one step each).
  @MainActor
  static func longLog(events: Int) async {
    var lines = ["screenplay-log 1", "screen: SignIn", ""]
    for index in 0..<events {
      lines.append("\(index)ms email.type text=\"user\(index)@example.com\"")
    }
    let text = lines.joined(separator: "\n") + "\n"
    guard let scene = Catalog.scenes.first(where: { $0.name == "SignIn" }) else { return }
    var steps = 0
    let (elapsed, cpu) = await measure {
      guard let log = try? EventLogParser.parse(text, path: "generated.log"),
        let result = try? await scene.replay(log, fixtures: [])
      else { return }
      steps = result.history.steps.count
      _ = HistoryFormat.encode(result.history)
    }
    report(
      "replay a \(events)-event log", elapsed, cpu, per: steps, unit: "state",
      note: "\(steps) steps")
  }

  /// Replays the search field written with Swift concurrency and, on Linux, with Combine, on one
  /// log of `events` keystrokes 500 ms apart (two states each: the keystroke, then the debounced
  /// summary); prints each one's time per state and the ratio.
  @MainActor
  static func combineSearchField(events: Int) async {
    let plain = await searchField(SceneDescriptor(SearchFieldScene.self), events: events)
    #if os(Linux)
      let combine = await searchField(
        SceneDescriptor(CombineSearchFieldScene.self), events: events)
      if plain > 0 {
        print(String(format: "  Combine ÷ Swift concurrency, per state: %.2f×", combine / plain))
      }
    #endif
  }

  /// Replays `scene`'s search-field log; the wall time per state in microseconds.
  @MainActor
  private static func searchField(_ scene: SceneDescriptor, events: Int) async -> Double {
    let text = SearchField.log(screen: scene.name, events: events, gap: 500)
    var steps = 0
    let (elapsed, cpu) = await measure {
      guard let log = try? EventLogParser.parse(text, path: "generated.log"),
        let result = try? await scene.replay(log, fixtures: [])
      else { return }
      steps = result.history.steps.count
      _ = HistoryFormat.encode(result.history)
    }
    report(
      "\(scene.name): \(events) keystrokes", elapsed, cpu, per: steps, unit: "state",
      note: "\(steps) steps")
    let microseconds =
      Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12
    return steps > 0 ? microseconds / Double(steps) : 0
  }

  /// Compares two `steps`-step histories that differ in one step in the middle.
  static func historyDiff(steps count: Int) {
    let header = HistoryHeader(log: "a.log", screen: "A", fixtures: [])
    let steps = (0..<count).map { index in
      Step(
        index: index, time: .milliseconds(index), trigger: .event("tap"),
        lines: ["Counter", "  value: \(index)"])
    }
    var changed = steps
    changed[count / 2].lines[1] = "  value: changed"
    let expected = History(header: header, steps: steps)
    let actual = History(header: header, steps: changed)
    var divergences = 0
    let (elapsed, cpu) = measureSync {
      divergences = HistoryDiff.compare(expected: expected, actual: actual).divergences.count
    }
    report(
      "diff two \(count)-step histories", elapsed, cpu, per: count, unit: "step",
      note: "\(divergences) divergence")
  }

  /// Parses a log of `events` events.
  static func logParse(events: Int) {
    var text = "screenplay-log 1\nscreen: SignIn\n\n"
    for index in 0..<events { text += "\(index)ms email.type text=\"u\(index)\"\n" }
    var parsed = 0
    let (elapsed, cpu) = measureSync {
      parsed = (try? EventLogParser.parse(text, path: "big.log"))?.entries.count ?? 0
    }
    report("parse a \(events)-event log", elapsed, cpu, per: parsed, unit: "event", note: "")
  }

  /// Runs `body` once; returns its wall-clock time and the process's CPU time it used.
  @MainActor
  private static func measure(_ body: () async -> Void) async -> (Duration, CPUTime) {
    let clock = ContinuousClock()
    let cpu = CPUTime.now()
    let start = clock.now
    await body()
    let elapsed = clock.now - start
    return (elapsed, CPUTime.now() - cpu)
  }

  private static func measureSync(_ body: () -> Void) -> (Duration, CPUTime) {
    let cpu = CPUTime.now()
    let elapsed = ContinuousClock().measure(body)
    return (elapsed, CPUTime.now() - cpu)
  }

  /// One line: wall time, wall time per unit, then user and system CPU time (getrusage).
  private static func report(
    _ name: String, _ elapsed: Duration, _ cpu: CPUTime, per count: Int, unit: String,
    note: String
  ) {
    let milliseconds =
      Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    let each = count > 0 ? milliseconds * 1000 / Double(count) : 0
    let name = name.padding(toLength: 36, withPad: " ", startingAt: 0)
    let unit = unit.padding(toLength: 5, withPad: " ", startingAt: 0)
    let line = name + String(format: "%9.1f ms  %9.2f µs/", milliseconds, each) + unit
    let times = String(format: "  user %8.1f ms  sys %7.1f ms", cpu.user * 1000, cpu.system * 1000)
    print(line + times + (note.isEmpty ? "" : "  (\(note))"))
  }
}
