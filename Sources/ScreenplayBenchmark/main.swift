import Foundation
import Scenes
import Screenplay

// Prints Screenplay's speed on this machine: replay + render + compare of the committed logs,
// a long synthetic sign-in log, one screen written with Swift concurrency and with Combine, a
// 100k-step history diff and a large log parse, each with its wall
// time and the user and system CPU time it used. Figures, not asserts: run `scripts/benchmark`
// (release build) and compare runs on the same machine. `scripts/benchmark --peer` also measures
// swift-snapshot-testing on the same sign-in states.

guard let project = Project.locate() else {
  FileHandle.standardError.write(Data("error: run from the package root\n".utf8))
  exit(1)
}

let rounds = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 20
print("Screenplay benchmark (\(rounds) rounds of every log)")
await Benchmarks.committedLogs(project: project, rounds: rounds)
await Benchmarks.longLog(events: 20_000)
await Benchmarks.combineSearchField(events: 5_000)
Benchmarks.historyDiff(steps: 100_000)
Benchmarks.logParse(events: 1_000_000)
