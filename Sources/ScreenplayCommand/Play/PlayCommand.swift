import Foundation
import Screenplay

/// `screenplay play <screen>`: a live session in the terminal. Each line typed is an event in
/// log syntax sent at the virtual time, or one of the commands in ``help``; every step prints as
/// a golden heads it, with its render's change from the step before. `save` writes the session
/// as a log that replays to the history shown (see ``PlaySession``).
@MainActor
struct PlayCommand {
  let context: CommandContext
  let options: PlayOptions

  var console: Console { context.console }

  /// The prompt before each line.
  static let prompt = "> "

  /// What each input line may be.
  static let help = [
    "  <event> [field=value …]  send an event now, as a log line writes it: email.type text=\"jo\"",
    "  +<time>, wait <time>     let virtual time pass (1.5s, 250ms): due timers and responses fire",
    "  time                     show the virtual time",
    "  show                     show the whole screen",
    "  events                   list the screen's events",
    "  undo                     take back the last event (the log replays without it)",
    "  save [name|path]         write the session as a log (asks before overwriting one)",
    "  quit                     end the session (so does the end of input, Ctrl-D)",
    "Tab completes event, command and field names.",
  ]

  /// Runs the session; exits 1 when it cannot start or the last save failed.
  func run() async -> Int32 {
    guard let scene = scene() else { return 1 }
    let path = target(options.savePath ?? options.from, screen: scene.name)
    let session: PlaySession
    do {
      let (header, entries) = try start(scene, savingTo: path)
      let folder = context.project.fixturesPath(for: scene.name)
      var fixtures = try FixtureLoader.loadSet(
        log: header, fixturesDirectory: context.project.absolute(folder),
        displayDirectory: folder)
      fixtures.secretNames = try SecretNames.load(context.project)
      let live = try recorder(folder: folder, secretNames: fixtures.secretNames)
      session = try await PlaySession.start(
        scene, log: header, fixtures: fixtures, live: live, entries: entries)
    } catch {
      console.printError(error.description)
      return 1
    }
    let printer = PlayPrinter(console: console)
    let header = session.log
    let fixtures = header.fixtures.isEmpty ? "none" : header.fixtures.joined(separator: ", ")
    let server = session.live.map { " · live: \($0.server.base)" } ?? ""
    console.print("playing \(scene.name) · fixtures: \(fixtures)\(server) · saves to \(path)")
    if header.fixtures.isEmpty, session.live == nil,
      let available = availableFixtures(of: scene.name)
    {
      console.print(available)
    }
    console.print("type an event (Tab completes it), +1s to let time pass, help for more")
    printer.reveal(session)
    var input = PlayInput()
    if options.from != nil {
      input.savedEntries = session.log.entries
      console.print("time: \(TimeFormat.seconds(session.now))")
    }
    return await loop(session, printer, input)
  }

  /// The log the session starts as, saving to `path`, and the events it starts with: those of
  /// `--from`'s log (its fixtures and defaults too, then `--fixtures`), or none.
  private func start(_ scene: SceneDescriptor, savingTo path: String) throws(Diagnostic) -> (
    EventLog, [LogEntry]
  ) {
    guard let from = options.from else {
      return (EventLog(path: path, screen: scene.name, fixtures: options.fixtures), [])
    }
    guard let text = EventLogWriter.read(from, in: context.project) else {
      throw Diagnostic(
        path: from, line: 1, column: 1, message: "cannot read the log to start from",
        hint: "give --from the path of an event log, such as Tests/EventLogs/SignIn/offline.log")
    }
    var log = try EventLogParser.parse(text, path: from)
    guard log.screen.lowercased() == scene.name.lowercased() else {
      throw Diagnostic(
        path: from, line: log.screenLine, column: 1,
        message: "the log is of \(log.screen), not \(scene.name)",
        hint: "play \(log.screen) --from \(from)")
    }
    log.path = path
    log.screen = scene.name
    for name in options.fixtures where !log.fixtures.contains(name) { log.fixtures.append(name) }
    return (log, log.entries)
  }

  private func scene() -> SceneDescriptor? {
    let wanted = options.screen.lowercased()
    if let scene = context.scenes.first(where: { $0.name.lowercased() == wanted }) { return scene }
    console.printError(context.noScene(options.screen))
    return nil
  }

  /// The recorder of a `--live` session, or `nil`; a base URL it cannot use is an error.
  private func recorder(folder: String, secretNames: SecretNames) throws(Diagnostic)
    -> LiveRecorder?
  {
    guard let base = options.live else { return nil }
    let server: LiveServer
    do {
      server = try LiveServer(baseURL: base, timeout: options.timeout)
    } catch {
      throw Diagnostic(
        path: "--live", line: 1, column: 1,
        message: "cannot use '\(error.text)' as the live server: \(error.reason)",
        hint: "give the base URL alone, such as --live http://127.0.0.1:8080 or "
          + "--live https://staging.example.com")
    }
    return LiveRecorder(
      server: server, latency: options.latency, folder: folder,
      existingNames: Set(fixtureNames(in: folder)), secretNames: secretNames)
  }

  /// The names of the fixture files in `folder`, without `.json`, sorted.
  private func fixtureNames(in folder: String) -> [String] {
    let files =
      (try? FileManager.default.contentsOfDirectory(
        atPath: context.project.absolute(folder))) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// The fixtures the screen has, for a session started without any: `--fixtures` names them.
  private func availableFixtures(of screen: String) -> String? {
    let folder = context.project.fixturesPath(for: screen)
    let names = fixtureNames(in: folder)
    guard !names.isEmpty else { return nil }
    let shown = names.prefix(6).joined(separator: ", ") + (names.count > 6 ? ", …" : "")
    return "(\(folder) has \(names.count): \(shown); --fixtures a,b answers requests with them)"
  }

  /// Reads and runs lines until `quit` or the end of input.
  private func loop(_ session: PlaySession, _ printer: PlayPrinter, _ input: PlayInput) async
    -> Int32
  {
    let completion = PlayCompletion(events: session.scene.events)
    var input = input
    while let line = console.readLine(prompt: Self.prompt, complete: completion.complete) {
      input.line += 1
      guard await perform(line, session, printer, &input) else { break }
    }
    if input.savedEntries != session.log.entries {
      let count = session.log.entries.count
      console.print(
        "not saved: \(count) \(count == 1 ? "event" : "events"); 'save' writes \(count == 1 ? "it" : "them")"
      )
    }
    return input.status
  }
}

/// Where a `play` session's input stands.
struct PlayInput {
  /// The number of the line being run, for messages about it.
  var line = 0
  /// The events as last saved.
  var savedEntries: [LogEntry] = []
  /// Where they were saved; later saves without a path write there.
  var savedPath: String?
  /// 1 when the last save failed, else 0.
  var status: Int32 = 0
  /// The fixture files this session's saves wrote, which a later save may write again.
  var recordedFiles: Set<String> = []
}
