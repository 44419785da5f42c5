/// Verifies one log end to end: load it, replay it, compare the history with its golden, and
/// record or report according to the record mode.
///
/// Each stage is its own function; the first that fails ends the case with a message that names
/// the file and line and what to do.
package struct Verifier: Sendable {
  /// Where the files are.
  package var project: Project {
    didSet { secretNames = Self.secretNames(of: project) }
  }
  /// The scenes logs may name.
  package var scenes: [SceneDescriptor]
  /// When goldens may be written.
  package var mode: RecordMode
  /// Bounds on runaway apps.
  package var limits: ReplayLimits
  /// Logs of this many bytes or more are read, replayed and compared a step at a time, in
  /// memory that does not grow with their length (about 1 MiB: some 30,000 events).
  package var streamingThreshold = 1 << 20
  /// How many times each log is replayed (`verify --repeat`): the first replay is compared with
  /// the golden, every further one with the first, and a log whose replays disagree fails as
  /// flaky (see ``CaseOutcome/flakyReplay``). Above 1, the run writes nothing: no golden, no
  /// pending history, whatever ``mode`` says, and no log is streamed.
  package var repeats = 1
  /// Whether what the app writes to standard output during a replay is also written on to the
  /// process's standard output, as it would have been without the capture (see
  /// ``AppOutputCapture``): for a test process, whose output is the test runner's. A command
  /// line that keeps standard output apart drops it either way; a failing log's report shows
  /// it either way.
  package var echoesAppOutput = true
  /// Whether each replay also notes what it exercises (``CaseOutcome/coverage``), for a report
  /// that shows coverage: collected by the replay that verifies, so no log is replayed again.
  /// A streamed log's is not collected.
  package var collectsCoverage = false
  /// Renders each outcome's section of the run's report (``CaseOutcome/section``) from the
  /// history to show and the comparison, when the log has them, while they are at hand: so
  /// that no history outlives its log, nor crosses a worker's wire. `nil` renders none.
  package var sectionRenderer: SectionRenderer?

  /// Renders a log's section of a report: its outcome, the history to show and the comparison.
  package typealias SectionRenderer =
    @Sendable (CaseOutcome, History?, HistoryComparison?) -> String
  /// The names whose values messages hide: the built-in words and those the project's
  /// `secret-names.txt` adds (see ``SecretNames``), read when the verifier is made; or why that
  /// file cannot be read, which then fails every log.
  private var secretNames: Result<SecretNames, Diagnostic>

  /// Creates a verifier.
  package init(
    project: Project, scenes: [SceneDescriptor], mode: RecordMode,
    limits: ReplayLimits = ReplayLimits()
  ) {
    self.project = project
    self.scenes = scenes
    self.mode = mode
    self.limits = limits
    secretNames = Self.secretNames(of: project)
  }

  private static func secretNames(of project: Project) -> Result<SecretNames, Diagnostic> {
    do throws(Diagnostic) {
      return .success(try SecretNames.load(project))
    } catch {
      return .failure(error)
    }
  }

  /// Verifies `logCase`.
  @MainActor
  package func verify(_ logCase: LogCase) async -> CaseOutcome {
    await verify([logCase])[0]
  }

  /// Verifies `logCases`, one outcome each in order: prepares them, replays them, then compares
  /// each history with its golden. (``Suite`` runs the same three stages as a pipeline.)
  @MainActor
  package func verify(_ logCases: [LogCase]) async -> [CaseOutcome] {
    let prepared = prepare(logCases)
    return conclude(prepared, await replay(prepared))
  }

  /// Loads and replays `logCase` without comparing: the history `screenplay replay` prints.
  @MainActor
  package func replay(_ logCase: LogCase) async throws(Diagnostic) -> ReplayResult {
    TrapBeacon.enter(.replay, path: logCase.logPath)
    defer { TrapBeacon.leave(.replay) }
    let log = try loadLog(logCase)
    return try await replay(log, scene: try scene(for: log, in: logCase))
  }

  /// Replays `log` through `scene`, against the fixtures it names, taking what the app prints.
  @MainActor
  private func replay(_ log: EventLog, scene: SceneDescriptor) async throws(Diagnostic)
    -> ReplayResult
  {
    let fixtures = try fixtures(for: log)
    let capture = AppOutputCapture(echo: echoesAppOutput)
    let finishing: FinishingReplay
    do throws(Diagnostic) {
      finishing = try await scene.replayToEnd(log, fixtures: fixtures, limits: limits)
    } catch {
      capture.stop()
      throw error
    }
    let output = capture.take()
    capture.stop()
    return await finishing.result(echoingAppOutput: echoesAppOutput, after: output)
  }

  /// Replays the log file at `path` wherever it is, such as one `play --save` wrote outside the
  /// event-log folder: its `screen:` line names the scene, and its fixtures come from that
  /// screen's fixture folder. `path` is absolute or relative to the current folder, and
  /// messages show it as given.
  @MainActor
  package func replay(fileAt path: String) async throws(Diagnostic) -> ReplayResult {
    let bytes: [UInt8]?
    do {
      bytes = try FileSystem.readBytes(at: path)
    } catch {
      throw Diagnostic(
        path: path, line: 1, column: 1, message: "cannot read the log: \(error)", hint: error.hint)
    }
    guard let bytes else {
      throw Diagnostic(path: path, line: 1, column: 1, message: "the log file does not exist")
    }
    let log = try EventLogParser.parse(bytes: bytes, path: path)
    TrapBeacon.enter(.replay, path: path)
    defer { TrapBeacon.leave(.replay) }
    return try await replay(log, scene: try scene(named: log))
  }

  /// The project's pending histories, the one owner of their files.
  var pendingHistories: PendingHistories { PendingHistories(project: project) }

  /// Stage 1, on any thread: reads and parses each log, finds its scene, reads its fixtures; a
  /// log of ``streamingThreshold`` bytes or more is left to be streamed. The batch's logs, and
  /// then their fixtures, are opened and announced to the kernel together before any is read
  /// (see ``ReadAhead``).
  func prepare(_ batch: [LogCase]) -> [PreparedCase] {
    let logPaths = batch.map { ProjectPath($0.logPath, in: project) }
    let logs = ReadAhead(logPaths.map(\.absolute), flags: ReadAhead.fileFlags)
    let read = zip(batch, logPaths).map { readLog($0, at: $1, readAhead: logs) }
    // Each screen's fixture folder, and whether it is no symbolic link: found once per batch,
    // not once per file (an `lstat` through the whole path, 2% of a run). A linked folder is
    // checked again by each load, which reports it.
    var folders: [String: FixtureFolder] = [:]
    for case .log(let log) in read where folders[log.screen] == nil {
      let path = fixturesFolder(of: log)
      folders[log.screen] = FixtureFolder(
        path: path, isReadable: FixtureFile.isReadable(folder: path.absolute))
    }
    var fixtureFiles: [String] = []
    for case .log(let log) in read {
      guard let folder = folders[log.screen] else { continue }
      fixtureFiles += FixtureLoader.files(
        of: log, in: folder.path.absolute, folderIsReadable: folder.isReadable)
    }
    let fixtures = ReadAhead(fixtureFiles, flags: ReadAhead.fixtureFlags)
    return zip(batch, read).map { logCase, read in
      switch read {
      case .prepared(let prepared): return prepared
      case .log(let log):
        TrapBeacon.enter(.prepare, path: log.path)
        defer { TrapBeacon.leave(.prepare) }
        do throws(Diagnostic) {
          return PreparedCase(
            logCase: logCase, plan: try plan(for: log, logCase, fixtures, folders[log.screen]))
        } catch {
          return PreparedCase(logCase: logCase, plan: .failed(error))
        }
      }
    }
  }

  /// A screen's fixture folder, and whether it was found to be no symbolic link.
  private struct FixtureFolder {
    var path: ProjectPath
    var isReadable: Bool
  }

  /// What reading a log gave: the log to plan a replay of, or the case already decided.
  private enum LogRead {
    case log(EventLog)
    case prepared(PreparedCase)
  }

  private func readLog(_ logCase: LogCase, at path: ProjectPath, readAhead: ReadAhead) -> LogRead {
    // The parsed log carries its path on to the later stages.
    TrapBeacon.enter(.prepare, path: path.relative)
    defer { TrapBeacon.leave(.prepare) }
    do throws(Diagnostic) {
      let threshold = repeats == 1 ? streamingThreshold : .max
      guard let bytes = try logBytes(at: path, streamingFrom: threshold, readAhead: readAhead)
      else {
        return .prepared(PreparedCase(logCase: logCase, plan: .stream))
      }
      return .log(try EventLogParser.parse(bytes: bytes, path: path.relative))
    } catch {
      return .prepared(PreparedCase(logCase: logCase, plan: .failed(error)))
    }
  }

  private func plan(
    for log: EventLog, _ logCase: LogCase, _ readAhead: ReadAhead, _ folder: FixtureFolder?
  ) throws(Diagnostic) -> PreparedCase.Plan {
    .replay(
      .init(
        log: log, scene: try scene(for: log, in: logCase),
        fixtures: try fixtures(
          for: log, in: folder?.path ?? fixturesFolder(of: log), readAhead: readAhead,
          folderChecked: folder?.isReadable == true)))
  }

  /// The folder of the fixtures of `log`'s screen.
  private func fixturesFolder(of log: EventLog) -> ProjectPath {
    ProjectPath(project.fixturesPath(for: log.screen), in: project)
  }

  /// Stage 2, on the main actor: replays each case to its end, then takes one turn of the main
  /// queue for all of them (see ``FinishingReplay``) and confirms each result. A streamed case
  /// is verified whole here. With ``repeats`` above 1, the cases are replayed that many times
  /// (see ``replayAgain(_:after:)``).
  @MainActor
  func replay(_ cases: [PreparedCase]) async -> [ReplayedCase] {
    let first = await replayOnce(cases)
    return repeats > 1 ? await replayAgain(cases, after: first) : first
  }

  /// Each case replayed once, in order.
  @MainActor
  func replayOnce(_ cases: [PreparedCase]) async -> [ReplayedCase] {
    var replays: [Replaying] = []
    replays.reserveCapacity(cases.count)
    // What the app prints goes to each replay's result: a take after each replay, and after
    // each confirmation (what the main queue's turn between them prints is no log's). No
    // capture is running while the main actor may run other work: across a main-queue turn
    // (a streamed log takes its own).
    var outputs: [AppOutput] = []
    outputs.reserveCapacity(cases.count)
    var capture = AppOutputCapture(echo: echoesAppOutput)
    for prepared in cases {
      defer { outputs.append(capture.take()) }
      defer { TrapBeacon.leave(.replay) }
      switch prepared.plan {
      case .replay(let input):
        TrapBeacon.enter(.replay, path: input.log.path)
        do throws(Diagnostic) {
          replays.append(
            .finishing(
              try await input.scene.replayToEnd(
                input.log, fixtures: input.fixtures, limits: limits, covering: collectsCoverage)))
        } catch {
          replays.append(.done(.failed(error)))
        }
      case .stream:
        TrapBeacon.enter(.replay, path: prepared.logCase.logPath)
        capture.stop()
        let outcome = await StreamedVerification(verifier: self, logCase: prepared.logCase).run()
        capture = AppOutputCapture(echo: echoesAppOutput)
        replays.append(.done(.concluded(outcome)))
      case .failed(let error):
        replays.append(.done(.failed(error)))
      }
    }
    capture.stop()
    await FinishingReplay.mainQueueTurn()
    let confirming = AppOutputCapture(echo: echoesAppOutput)
    defer { confirming.stop() }
    return zip(replays, outputs).map { replay, output in
      switch replay {
      case .finishing(let finishing):
        var result = finishing.confirm()
        result.appOutput = output
        result.appOutput.append(confirming.take())
        return .replayed(result)
      case .done(let replayed): return replayed
      }
    }
  }

  /// A case of the replay stage before the main queue's turn.
  private enum Replaying {
    case finishing(FinishingReplay)
    case done(ReplayedCase)
  }

  /// Stage 3, on any thread: compares each replay with its golden and records or reports as
  /// the mode says. The goldens to compare with are opened and announced to the kernel together
  /// before any is read (see ``ReadAhead``).
  func conclude(_ prepared: [PreparedCase], _ replayed: [ReplayedCase]) -> [CaseOutcome] {
    // The goldens of the replays to compare, each path made once for the read-ahead and the read.
    let goldenPaths = zip(prepared, replayed).map { prepared, replayed -> ProjectPath? in
      guard case .replayed(let result) = replayed, result.problems.isEmpty else { return nil }
      return ProjectPath(prepared.logCase.goldenPath, in: project)
    }
    let goldens = ReadAhead(goldenPaths.compactMap { $0?.absolute }, flags: ReadAhead.fileFlags)
    // One look per batch: a passing log's pending history is removed only if there may be one
    // (an `unlink` per passing log found nothing in nearly every run).
    let pendingMayExist = FileSystem.exists(project.absolute(project.layout.pending))
    return goldenPaths.indices.map { index in
      conclude(
        prepared[index], replayed[index], golden: goldenPaths[index], goldens, pendingMayExist)
    }
  }

  private func conclude(
    _ prepared: PreparedCase, _ replayed: ReplayedCase, golden: ProjectPath?,
    _ goldens: ReadAhead, _ pendingMayExist: Bool
  ) -> CaseOutcome {
    // A history names its log, so its path is not built again.
    let path: String =
      if case .replayed(let result) = replayed { result.history.header.log } else {
        prepared.logCase.logPath
      }
    TrapBeacon.enter(.conclude, path: path)
    defer { TrapBeacon.leave(.conclude) }
    return switch replayed {
    case .replayed(let result):
      finish(
        conclude(
          prepared.logCase, result, golden: golden, readAhead: goldens,
          pendingMayExist: pendingMayExist
        ).showing(result.appOutput))
    case .concluded(let outcome): outcome
    case .flaky(let flaky):
      finish(flakyOutcome(prepared.logCase, flaky).showing(flaky.first.appOutput))
    case .failed(let error):
      finish(ConcludedCase(CaseOutcome(logCase: prepared.logCase, steps: 0, failure: error)))
    }
  }

  /// The fixtures `log` names, taking the files `readAhead` opened; with `folderChecked`, the
  /// caller has found that the screen's fixture folder is no symbolic link.
  func fixtures(for log: EventLog, readAhead: ReadAhead? = nil, folderChecked: Bool = false)
    throws(Diagnostic) -> FixtureSet
  {
    try fixtures(
      for: log, in: fixturesFolder(of: log), readAhead: readAhead, folderChecked: folderChecked)
  }

  /// ``fixtures(for:readAhead:folderChecked:)`` from `folder`, the fixture folder of `log`'s
  /// screen.
  private func fixtures(
    for log: EventLog, in folder: ProjectPath, readAhead: ReadAhead?, folderChecked: Bool
  ) throws(Diagnostic) -> FixtureSet {
    var set = try FixtureLoader.loadSet(
      log: log, fixturesDirectory: folder.absolute, displayDirectory: folder.relative,
      readAhead: readAhead, folderChecked: folderChecked)
    set.secretNames = try secretNames.get()
    return set
  }

  func loadLog(_ logCase: LogCase) throws(Diagnostic) -> EventLog {
    let path = ProjectPath(logCase.logPath, in: project)
    // No log holds Int.max bytes, so this always reads it.
    return try EventLogParser.parse(
      bytes: try logBytes(at: path, streamingFrom: .max) ?? [], path: path.relative)
  }

  /// The bytes of the log at `path`, or `nil` when it holds `threshold`
  /// bytes or more (it is then streamed): one open, whose status gives the size.
  private func logBytes(
    at path: ProjectPath, streamingFrom threshold: Int, readAhead: ReadAhead? = nil
  ) throws(Diagnostic) -> [UInt8]? {
    // The path is a line of the golden's header: one that can't sit on a line would be written
    // escaped and never read back equal, so the log could never pass.
    guard LineBreaks.none(in: path.relative) else {
      throw Diagnostic(
        path: Canvas.oneLine(path.relative), line: 1, column: 1,
        message: "the log's path holds a control character",
        hint:
          "rename the file (or its folder) without tabs, line breaks or other control characters")
    }
    let read: FileSystem.BoundedRead
    do {
      read = try FileSystem.readBytes(at: path.absolute, below: threshold, readAhead: readAhead)
    } catch {
      throw Diagnostic(
        path: path.relative, line: 1, column: 1, message: "cannot read the log: \(error)",
        hint: error.hint)
    }
    switch read {
    case .missing:
      throw Diagnostic(
        path: path.relative, line: 1, column: 1, message: "the log file does not exist")
    case .tooLarge: return nil
    case .bytes(let bytes): return bytes
    }
  }

  /// The scene `log` names, which must be the folder it lives in.
  func scene(for log: EventLog, in logCase: LogCase) throws(Diagnostic) -> SceneDescriptor {
    guard log.screen == logCase.screen else {
      let screen = Excerpt.of(log.screen)
      throw Diagnostic(
        path: log.path, line: max(log.screenLine, 1), column: max(log.screenColumn, 1),
        message:
          "the log says 'screen: \(screen)' but lives in \(project.layout.eventLogs)/\(logCase.screen)/",
        hint: "move it to \(project.layout.eventLogs)/\(screen)/ or fix the 'screen:' line")
    }
    return try scene(named: log)
  }

  /// The scene `log`'s `screen:` line names.
  private func scene(named log: EventLog) throws(Diagnostic) -> SceneDescriptor {
    if let scene = scenes.first(where: { $0.name == log.screen }) { return scene }
    let known = scenes.map(\.name).sorted().joined(separator: ", ")
    throw Diagnostic(
      path: log.path, line: max(log.screenLine, 1), column: max(log.screenColumn, 1),
      message: "no scene is named '\(Excerpt.of(log.screen))'",
      hint: "known scenes: \(known); \(project.hints.registerScene)")
  }
}
