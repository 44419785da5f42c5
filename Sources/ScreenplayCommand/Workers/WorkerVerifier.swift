package import Screenplay

/// Verifies one log at a time in a worker process of a package's Screenplay executable, so that
/// a crash in the app's code (`fatalError`, a force unwrap of `nil`, an overflow) fails that log,
/// with the signal, the log line and the runtime's message, and the caller goes on.
///
/// It is what an ``EventLogSuite`` naming its `worker` uses under `swift test`: the same worker
/// (`<executable> __worker …`) and the same report as `verify`'s worker processes, one log per
/// worker.
///
/// ```swift
/// let verifier = WorkerVerifier(
///   executable: "/repo/.build/debug/screenplay", project: project, mode: .missing)
/// let outcome = await verifier.verify(project.logCase(screen: "SignIn", name: "offline")!)
/// ```
package struct WorkerVerifier: Sendable {
  /// The absolute path of the executable to start as a worker: one whose `main.swift` runs
  /// ``ScreenplayCommand``, so it has the hidden worker command.
  package var executable: String
  /// The project the logs belong to.
  package var project: Project
  /// When goldens may be written.
  package var mode: RecordMode
  /// The environment the worker starts with (the project's root is set in it).
  package var environment: [String: String]

  /// A verifier starting `executable` for each log of `project`.
  package init(
    executable: String, project: Project, mode: RecordMode, environment: [String: String] = [:]
  ) {
    self.executable = executable
    self.project = project
    self.mode = mode
    self.environment = environment
  }

  /// Verifies `logCase` in a worker of its own: its outcome as in one process, or, when the
  /// worker crashed, a failure naming the signal and the log line.
  @MainActor
  package func verify(_ logCase: LogCase) async -> CaseOutcome {
    let options = WorkerOptions(
      mode: mode, batchSize: 1, html: false, cli: project.hints.cli ?? "")
    var result: CaseOutcome?
    _ = await WorkerSupervisor(
      executable: executable, workers: 1, project: project, environment: environment,
      options: options, console: .standard()
    ).run([logCase]) { result = $0 }
    // A worker run reports every log it is given; this is only a guard.
    if let result { return result }
    let diagnostic = Diagnostic(
      path: logCase.logPath, line: 1, column: 1,
      message: "the worker \(executable) reported nothing for this log")
    return CaseOutcome(logCase: logCase, steps: 0, failure: diagnostic)
  }
}
