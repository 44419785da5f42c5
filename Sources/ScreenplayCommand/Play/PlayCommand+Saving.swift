import Screenplay

extension PlayCommand {
  /// Where `save` writes for `text`: a name (`Tests/EventLogs/<Screen>/<name>.log`), a path (it
  /// has a `/` or ends in `.log`), or `nil` for the name `played`.
  func target(_ text: String?, screen: String) -> String {
    let text = text ?? options.savePath ?? "played"
    if text.contains("/") || text.hasSuffix(".log") { return text }
    return context.project.logCase(screen: screen, name: text).logPath
  }

  /// `save [name|path]`: writes the log atomically, replays the file written and says whether
  /// it gives the history shown, then how to record its golden.
  func save(
    _ text: String?, _ session: PlaySession, _ printer: PlayPrinter, _ input: inout PlayInput
  ) async {
    let path =
      text.map { target($0, screen: session.scene.name) } ?? input.savedPath ?? session.log.path
    guard path == input.savedPath || mayWrite(path) else {
      input.status = 1
      return
    }
    var log = session.log(at: path)
    if session.live != nil {
      guard let recorded = writeRecordings(log, session, &input) else {
        input.status = 1
        return
      }
      log = recorded
    }
    // A log played from keeps the comments at its top when saved over.
    let from = options.from.map { target($0, screen: session.scene.name) }
    let comments =
      path == from ? EventLogWriter.leadingComments(path, in: context.project) : []
    do {
      try EventLogWriter.save(log, to: path, in: context.project, comments: comments)
    } catch {
      console.print(error.description)
      input.status = 1
      return
    }
    input.status = 0
    input.savedEntries = session.log.entries
    input.savedPath = path
    let count = log.entries.count
    console.print("saved \(path): \(count) \(count == 1 ? "event" : "events")")
    await check(path, session, printer)
  }

  /// Writes the recorded fixtures `log` uses, secrets replaced by stand-ins (see
  /// ``SavedRecording``), and returns the log to save with them; `nil` when nothing was saved.
  /// A fixture file is never written over, unless this session wrote it.
  private func writeRecordings(
    _ log: EventLog, _ session: PlaySession, _ input: inout PlayInput
  ) -> EventLog? {
    var secretFields: [String: Set<String>] = [:]
    for event in session.scene.events {
      secretFields[event.name] = Set(event.fields.filter { $0.kind == .secret }.map(\.name))
    }
    let recording: SavedRecording
    do {
      recording = try SavedRecording(
        log: log, recordings: session.recordings, secretFields: secretFields,
        secrets: session.fixtures.secretNames)
    } catch {
      console.print(error.description)
      return nil
    }
    for file in recording.files {
      if !input.recordedFiles.contains(file.path),
        EventLogWriter.exists(file.path, in: context.project)
      {
        let problem = Diagnostic(
          path: file.path, line: 1, column: 1,
          message: "this file exists now, and a recording never writes over a fixture it did "
            + "not write; nothing was saved",
          hint: "move that file away, then save again")
        console.print(problem.description)
        return nil
      }
    }
    for file in recording.files {
      do {
        try file.write(in: context.project)
      } catch {
        console.print(error.description)
        return nil
      }
      input.recordedFiles.insert(file.path)
      console.print("recorded \(file.path)")
    }
    return recording.log
  }

  /// Whether `path` may be written: never over a file unless the person confirms it, and under
  /// CI, where nobody can, never over a file. (The file this session saved last is written
  /// again without asking.)
  private func mayWrite(_ path: String) -> Bool {
    guard EventLogWriter.exists(path, in: context.project) else { return true }
    guard !RecordMode.isCI(context.environment) else {
      console.print(
        "error: 'save' does not overwrite \(path) when CI is set: nobody is there to confirm it; save under another name"
      )
      return false
    }
    let answer = console.readLine(prompt: "\(path) exists; overwrite it? [y/N] ") { line in
      PlayCompletion.Result(line: line)
    }
    guard let answer, ["y", "yes"].contains(answer.lowercased()) else {
      console.print("not saved")
      return false
    }
    return true
  }

  /// Replays the file at `path` as `verify` would and compares its history with the session's.
  private func check(_ path: String, _ session: PlaySession, _ printer: PlayPrinter) async {
    let expected = session.replayed.history.steps
    let later = expected.filter { $0.time > session.now }
    if !later.isEmpty {
      console.print("after \(TimeFormat.seconds(session.now)) its replay goes on:")
      printer.preview(later)
    }
    do {
      let text = EventLogWriter.read(path, in: context.project) ?? ""
      let log = try EventLogParser.parse(text, path: path)
      let folder = context.project.fixturesPath(for: log.screen)
      var fixtures = try FixtureLoader.loadSet(
        log: log, fixturesDirectory: context.project.absolute(folder), displayDirectory: folder)
      fixtures.secretNames = try SecretNames.load(context.project)
      let replayed = try await session.scene.replay(log, fixtures: fixtures)
      // Compared as goldens are, without log lines: a recording's fixtures add a header line.
      let same = Self.unlined(replayed.history.steps) == Self.unlined(expected)
      console.print(
        same
          ? "replayed \(path): the same history as this session, \(expected.count) steps"
          : "error: replaying \(path) gives another history than this session's")
      for problem in replayed.problems { console.print(problem.description) }
      recordHint(path, problems: !replayed.problems.isEmpty)
    } catch {
      console.print(error.description)
    }
  }

  private static func unlined(_ steps: [Step]) -> [Step] {
    steps.map { step in
      var step = step
      step.logLine = nil
      return step
    }
  }

  private func recordHint(_ path: String, problems: Bool) {
    guard !problems else {
      console.print("fix the problems above before recording its golden")
      return
    }
    guard let logCase = context.project.logCase(atPath: path) else {
      console.print(
        "to make it a test, move it to \(context.project.layout.eventLogs)/<Screen>/ and record its golden"
      )
      return
    }
    console.print("to record its golden: \(context.project.hints.record(logCase.id))")
  }
}
