import Foundation
public import Screenplay
import ScreenplayCommand

/// The event logs of a package as tests: one Swift Testing case per log, or one XCTest method
/// for all of them, each failure reported at the log's file and line.
///
/// Swift Testing, in a test target that depends on `ScreenplayTesting` and the package's scenes:
///
/// ```swift
/// import ScreenplayTesting
/// import Testing
///
/// let eventLogs = EventLogSuite(scenes: MyScenes.all)
///
/// @Test(arguments: eventLogs.cases)
/// func eventLog(_ log: EventLogCase) async { await eventLogs.verify(log) }
/// ```
///
/// XCTest: `func testEventLogs() async { await eventLogs.verifyAll(in: self) }`.
///
/// Name the package's Screenplay executable as `worker` (`EventLogSuite(scenes: …, worker:
/// "my-screenplay")`) and each log replays in a process of its own, started from that
/// executable beside the test bundle, as `verify` does: a crash in the app's code then fails
/// its log, with the signal and the log line, and the other cases still run. Without it, logs
/// replay in the test process, where a crash ends the run (after printing the log and line).
///
/// The environment steers a run as it does the command line: `SCREENPLAY_RECORD` (missing,
/// failed, never; never under `CI`), `SCREENPLAY_FORCE_PASS=1`, `SCREENPLAY_ROOT`, and
/// `SCREENPLAY_FILTER` (a log's id, part of one, or its path) to run or record some logs alone:
/// `SCREENPLAY_FILTER=SignIn/offline swift test --filter eventLog`.
public struct EventLogSuite: Sendable {
  /// The scenes logs may name.
  public var scenes: [SceneDescriptor]
  /// Where the package keeps its files.
  public var layout: Layout
  /// The commands hints name.
  public var hints: CommandHints
  /// The environment the run reads its settings from.
  public var environment: [String: String]
  /// When goldens may be written, for this suite: `nil` takes `SCREENPLAY_RECORD` (default
  /// `missing`). Whatever it says, the mode is `never` when `CI` is set.
  public var recordMode: RecordMode?
  /// The package's Screenplay executable that replays each log in a process of its own, by
  /// product name (found beside the test bundle) or path; `nil` replays in the test process.
  public var worker: String?
  /// The project the tests run in, found once from the current directory or `SCREENPLAY_ROOT`.
  public let project: Project?
  /// Why there is no ``project``, when there is none.
  private let projectProblem: ProjectNotFound?

  /// A suite over `scenes`. `cli` is how the package runs its own Screenplay command line, if it
  /// has one (such as `swift run my-screenplay`), and `sceneRegistry` the file listing its scenes;
  /// hints name them. `recordMode` says when this suite writes goldens (see ``recordMode``).
  public init(
    scenes: [SceneDescriptor], layout: Layout = .standard, cli: String? = nil,
    sceneRegistry: String? = nil, worker: String? = nil, recordMode: RecordMode? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.scenes = scenes
    self.worker = worker
    self.recordMode = recordMode
    self.layout = layout
    self.hints = CommandHints(cli: cli, sceneRegistry: sceneRegistry)
    self.environment = environment
    switch Project.find(layout: layout, hints: hints, environment: environment) {
    case .success(let found): (project, projectProblem) = (found, nil)
    case .failure(let problem): (project, projectProblem) = (nil, problem)
    }
  }

  /// Why there is nothing to test when no project is found.
  private var noProject: String {
    projectProblem?.explanation(layout: layout)
      ?? "no Screenplay project here: run swift test from the package root (a folder with Package.swift and \(layout.eventLogs)), or set SCREENPLAY_ROOT"
  }

  /// One case per log `SCREENPLAY_FILTER` selects (every log without it). When there is no
  /// project, no log, or the filter matches none, the one case there is fails and says why, so a
  /// run never passes having tested nothing.
  public var cases: [EventLogCase] {
    guard let project else { return [.problem(noProject)] }
    let filter = environment["SCREENPLAY_FILTER"].flatMap { $0.isEmpty ? nil : $0 }
    let selected = suite(project, mode: .never).select(filter)
    guard selected.isEmpty else { return selected.map(EventLogCase.log) }
    if let filter {
      return [
        .problem("SCREENPLAY_FILTER=\(filter) matches no event log under \(layout.eventLogs)")
      ]
    }
    return [.problem("there are no event logs under \(layout.eventLogs)/<Screen>/ yet")]
  }

  /// Verifies one case: a log that fails (or is recorded: a new golden is never a silent pass)
  /// becomes an issue at the log's file and line, with the report as its comment.
  @MainActor
  func outcome(of testCase: EventLogCase) async -> Failure? {
    let logCase: LogCase
    switch testCase {
    case .problem(let message): return Failure(message: message, path: nil, line: 1)
    case .log(let log): logCase = log
    }
    guard let project else { return Failure(message: noProject, path: nil, line: 1) }
    var settings: RunSettings
    switch RunSettings.from(environment: environment) {
    case .success(let chosen): settings = chosen
    case .failure(let error): return Failure(message: error.description, path: nil, line: 1)
    }
    if let recordMode, !RecordMode.isCI(environment) { settings.mode = recordMode }
    let outcome: CaseOutcome
    if let worker {
      guard let executable = Self.locate(worker) else {
        return Failure(message: missingWorker(worker), path: nil, line: 1)
      }
      outcome = await WorkerVerifier(
        executable: executable, project: project, mode: settings.mode, environment: environment
      ).verify(logCase)
    } else {
      TrapBeacon.install(writingTo: 2, format: .message, hint: crashHint)
      outcome = await suite(project, mode: settings.mode).verifier.verify(logCase)
    }
    guard outcome.status != .passed else { return nil }
    return Failure(
      message: outcome.message, path: project.absolute(outcome.path), line: outcome.line,
      logCase: logCase, isWarning: settings.forcePass && outcome.failure?.unwrittenPath == nil,
      attachments: Self.attachments(of: outcome, in: project))
  }

  /// What a failing case leaves beside its report, for a test report to keep: the history the
  /// replay gave (the pending file, or the golden just recorded) and, for a history that
  /// differs from its golden, the step diff, named after the log.
  static func attachments(of outcome: CaseOutcome, in project: Project) -> [Failure.AttachedFile] {
    let name = outcome.logCase.screen + "-" + outcome.logCase.name
    var attachments: [Failure.AttachedFile] = []
    let history =
      outcome.failure?.pendingPath
      ?? (outcome.status == .recorded ? outcome.logCase.goldenPath : nil)
    if let history,
      let text = try? String(contentsOfFile: project.absolute(history), encoding: .utf8)
    {
      attachments.append(Failure.AttachedFile(name: name + ".received.txt", text: text))
    }
    if outcome.failure?.firstDivergence != nil {
      attachments.append(
        Failure.AttachedFile(name: name + ".diff.txt", text: outcome.message + "\n"))
    }
    return attachments
  }

  /// What a trap's message tells the person reading the test output: the test process dies
  /// with the crashing log, so the rest need a run that isolates each replay.
  private var crashHint: String {
    guard let cli = hints.cli else {
      return "fix the crash, or skip the log with SCREENPLAY_FILTER, to run the others"
    }
    return "'\(cli) verify' replays in worker processes and reports the rest"
  }

  /// The worker executable: `worker` itself when it is a path, else the file of that name in
  /// the folder of the test bundle (where `swift test` builds the package's executables).
  private static func locate(_ worker: String) -> String? {
    let candidates =
      worker.contains("/")
      ? [worker]
      : testBundleFolders.map { $0 + "/" + worker }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Where the test bundle is, found once: the running executable's folder (on Linux, the test
  /// bundle itself), and on Apple platforms the folders of loaded `.xctest` bundles (the tests
  /// run inside `xctest` there). Linux's `Bundle.allBundles` leaks the array it builds, so it is
  /// not asked there.
  private static let testBundleFolders: [String] = {
    let running = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    #if canImport(Darwin)
      let bundles = Bundle.allBundles.filter { $0.bundleURL.pathExtension == "xctest" }
        .map { $0.bundleURL.deletingLastPathComponent() }
    #else
      let bundles: [URL] = []
    #endif
    return ([running] + bundles).map(\.path)
  }()

  private func missingWorker(_ worker: String) -> String {
    let looked = worker.contains("/") ? worker : Self.testBundleFolders.joined(separator: ", ")
    let build = worker.contains("/") ? "build it" : "swift build --product \(worker)"
    return
      "the worker executable '\(worker)' is not there (looked in \(looked)): \(build), or leave worker out of the EventLogSuite to replay in the test process"
  }

  private func suite(_ project: Project, mode: RecordMode) -> Suite {
    Suite(verifier: Verifier(project: project, scenes: scenes, mode: mode))
  }

  /// A case that did not pass, as a test framework reports it.
  struct Failure {
    var message: String
    /// The absolute path of the file it points at; `nil` when it is about the whole run.
    var path: String?
    var line: Int
    var logCase: LogCase?
    /// Under `SCREENPLAY_FORCE_PASS`, differences are collected, not failed (one whose history
    /// could not be written was not collected, and fails).
    var isWarning = false
    /// Files to attach to the failing test.
    var attachments: [AttachedFile] = []

    /// A text file attached to a failing test, its extension giving its content type.
    struct AttachedFile: Equatable {
      /// `SignIn-offline.received.txt`.
      var name: String
      var text: String
    }
  }
}

/// One test of an ``EventLogSuite``: a log to verify, or the reason there is none.
public enum EventLogCase: Sendable, Hashable, CustomStringConvertible {
  /// A log.
  case log(LogCase)
  /// Nothing to verify, and why: this case fails.
  case problem(String)

  /// `SignIn/offline`, as test reports name the case.
  public var description: String {
    switch self {
    case .log(let logCase): logCase.id
    case .problem: "no event logs"
    }
  }
}
