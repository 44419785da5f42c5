/// Verifies one log end to end: load it, replay it, compare the history with its golden, and
/// record or report according to the record mode.
///
/// Each stage is its own function; the first that fails ends the case with a message that names
/// the file and line and what to do.
public struct Verifier: Sendable {
  /// Where the files are.
  public var project: Project
  /// The scenes logs may name.
  public var scenes: [SceneDescriptor]
  /// When goldens may be written.
  public var mode: RecordMode
  /// Bounds on runaway apps.
  public var limits: ReplayLimits

  /// Creates a verifier.
  public init(
    project: Project, scenes: [SceneDescriptor], mode: RecordMode,
    limits: ReplayLimits = ReplayLimits()
  ) {
    self.project = project
    self.scenes = scenes
    self.mode = mode
    self.limits = limits
  }

  /// Verifies `logCase`.
  @MainActor
  public func verify(_ logCase: LogCase) async -> CaseOutcome {
    do {
      let result = try await replay(logCase)
      return conclude(logCase, result)
    } catch {
      return CaseOutcome(
        logCase: logCase, status: .failed, steps: 0, message: error.description, path: error.path,
        line: error.line)
    }
  }

  /// Loads and replays `logCase` without comparing: the history `screenplay replay` prints.
  @MainActor
  public func replay(_ logCase: LogCase) async throws(Diagnostic) -> ReplayResult {
    let log = try loadLog(logCase)
    let scene = try scene(for: log, in: logCase)
    let fixtures = try FixtureLoader.loadSet(
      log: log, fixturesDirectory: project.absolute(project.fixturesPath(for: log.screen)),
      displayDirectory: project.fixturesPath(for: log.screen))
    return try await scene.replay(log, fixtures: fixtures, limits: limits)
  }

  private func loadLog(_ logCase: LogCase) throws(Diagnostic) -> EventLog {
    let text: String
    do {
      guard let read = try FileSystem.readText(at: project.absolute(logCase.logPath)) else {
        throw Diagnostic(
          path: logCase.logPath, line: 1, column: 1, message: "the log file does not exist")
      }
      text = read
    } catch let error as Diagnostic {
      throw error
    } catch {
      throw Diagnostic(
        path: logCase.logPath, line: 1, column: 1, message: "cannot read the log: \(error)")
    }
    return try EventLogParser.parse(text, path: logCase.logPath)
  }

  private func scene(for log: EventLog, in logCase: LogCase) throws(Diagnostic) -> SceneDescriptor {
    guard log.screen == logCase.screen else {
      throw Diagnostic(
        path: log.path, line: 2, column: 1,
        message:
          "the log says 'screen: \(log.screen)' but lives in \(Project.eventLogs)/\(logCase.screen)/",
        hint: "move it to \(Project.eventLogs)/\(log.screen)/ or fix the 'screen:' line")
    }
    guard let scene = scenes.first(where: { $0.name == log.screen }) else {
      let known = scenes.map(\.name).sorted().joined(separator: ", ")
      throw Diagnostic(
        path: log.path, line: 2, column: 1, message: "no scene is named '\(log.screen)'",
        hint: "known scenes: \(known); a new screen is registered in Sources/Scenes/Catalog.swift")
    }
    return scene
  }
}
