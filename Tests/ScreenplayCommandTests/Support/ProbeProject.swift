import Foundation
import ScreenplayTestSupport

/// A scratch project of logs for the worker probe (Tests/WorkerProbe: a command line whose one
/// scene crashes on purpose), and the probe run on it as a child process.
struct ProbeProject {
  /// The probe, beside this test bundle.
  static let probe = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("screenplay-worker-probe")

  /// The project's folder.
  let folder: ScratchProject
  /// The probe run on the project, with `PATH` alone in its environment.
  let screenplay: CommandRunner

  /// The project root.
  var root: String { folder.root }

  /// A project whose logs `Probe/<name>` hold `middle` between their two `count.tap`s.
  init(_ logs: [(name: String, middle: String)]) throws {
    folder = try ScratchProject("workers")
    screenplay = CommandRunner(
      scratch: folder, environment: ["PATH": "/usr/bin:/bin"], program: .executable(Self.probe.path)
    )
    try folder.makeFolder("Tests/EventLogs/Probe")
    for (name, middle) in logs {
      try writeLog(name, middle: middle)
    }
  }

  /// Writes the log `screen/name`: a comment naming it, then `middle` between a `count.tap` at
  /// 0 s and one at 1 s.
  func writeLog(_ name: String, screen: String = "Probe", middle: String) throws {
    try folder.writeLog(
      "# \(name)\nscreenplay-log 1\nscreen: \(screen)\n\n0.000s  count.tap\n\(middle)\n1.000s  count.tap\n",
      screen: screen, name: name)
  }

  /// Runs the probe with `arguments`, `jobs` worker processes (`SCREENPLAY_JOBS`) and `extra`
  /// in its environment.
  func run(_ arguments: [String], jobs: Int? = nil, environment extra: [String: String] = [:])
    async -> Ran
  {
    await screenplay.run(arguments, environment: extra, jobs: jobs)
  }
}
