import Foundation
import Scenes
import Screenplay
import ScreenplayTestSupport
import Testing

@testable import ScreenplayCommand

/// Runs the command line over this repository's logs with a captured console, and checks what it
/// prints and the status it exits with, word for word.
@MainActor
@Suite("Command line runs")
struct CommandRunTests {
  /// This repository's root.
  let root = Repository.root
  /// This repository's command line, as `swift run screenplay`, on its own project.
  let screenplay = CommandRunner(root: Repository.root, program: .repository)

  @Test(
    "under CI no command writes or deletes a golden",
    arguments: [
      (["record"], "'record' writes goldens, so it does not run"),
      (["accept", "SignIn/offline"], "'accept' writes goldens, so it does not run"),
      (["review"], "'review' writes goldens, so it does not run"),
      (
        ["verify", "--unreferenced=delete"],
        "'verify --unreferenced=delete' deletes goldens, so it does not run"
      ),
    ])
  func nothingWritesGoldensUnderCI(arguments: [String], refusal: String) async {
    let ran = await screenplay.run(arguments, environment: ["CI": "true"])
    #expect(
      ran
        == Ran(
          1, "",
          "error: \(refusal) when CI is set: goldens change only on a developer's machine; run it there and commit Snapshots/\n"
        ))
  }

  @Test("help prints the overview and exits 0")
  func overview() async {
    let ran = await screenplay.run("help")
    #expect(ran.status == 0)
    #expect(ran.errors == "")
    #expect(
      ran.output == """
        USAGE: swift run screenplay <command> [arguments] [options]

        COMMANDS:
          verify [log…]      Replay the logs and compare each history with its golden.
          record [log]       Replay the logs and write every golden whose history changed.
          replay <log>       Replay one log and print its history; compare nothing.
          events [screen]    List the events each screen's logs may use.
          coverage [screen]  Show which events, states and transitions the logs exercise.
          explore <screen>   Try random event sequences against the screen's invariants.
          play <screen>      Play a screen live: type events, let virtual time pass, save a log.
          review             Walk the pending histories: accept, reject or skip each.
          accept [log]       Make pending histories the goldens.
          reject [log]       Drop pending histories.
          pending [--json]   List the pending histories.
          help [command]     Show this help, or one command's.

        'swift run screenplay help <command>' (or '<command> --help') shows one command's options.
        EXIT STATUS: 0 success; 1 a log failed, nothing matched or a file could not be written;
        64 a command line that cannot run.

        """)
  }

  @Test("a command's --help prints its page and exits 0")
  func commandHelp() async {
    let ran = await screenplay.run("replay", "--help")
    #expect(ran.status == 0)
    #expect(ran.errors == "")
    #expect(
      ran.output == """
        USAGE: swift run screenplay replay <log>

        Replay one log and print its history; compare nothing.

        <log> is one log: its Screen/name id, a unique part of one, or its path (as pasted from
        a failure: Tests/EventLogs/SignIn/offline.log:12:1 works too).

        """)
  }

  @Test("bad usage names the problem and where to read more, in two lines, exit 64")
  func badUsage() async {
    #expect(
      await screenplay.run("frobnicate")
        == Ran(
          64, "",
          "error: unknown command 'frobnicate'\nSee 'swift run screenplay help' for the commands.\n"
        ))
    #expect(
      await screenplay.run("verify", "--all")
        == Ran(
          64, "",
          "error: unknown option '--all' for 'verify'\nSee 'swift run screenplay help verify' for its usage.\n"
        ))
  }

  @Test(
    "replay takes an id, a path, ./path, an absolute path and path:line:col",
    arguments: [
      "SignIn/offline", "Tests/EventLogs/SignIn/offline.log",
      "./Tests/EventLogs/SignIn/offline.log",
      "Tests/EventLogs/SignIn/offline.log:12:1", "Tests/EventLogs/SignIn/offline.log:3",
      "<root>/Tests/EventLogs/SignIn/offline.log",
    ])
  func replayTakesPaths(_ argument: String) async throws {
    // The history the log replays to, whatever its golden says.
    let project = try #require(Project.locate())
    let verifier = Verifier(project: project, scenes: Catalog.scenes, mode: .never)
    let history = try await verifier.replay(project.logCase(screen: "SignIn", name: "offline"))
    let expected = HistoryFormat.encode(history.history)
    // Relative paths are read from the current directory: swift test runs in the package root.
    #expect(FileManager.default.currentDirectoryPath == root)
    let resolved = argument.replacingOccurrences(of: "<root>", with: root)
    let ran = await screenplay.run("replay", resolved)
    #expect(ran.errors == "")
    #expect(ran.status == 0)
    #expect(ran.output == expected)
  }

  @Test("replay takes a log saved outside Tests/EventLogs; verify says where to move it")
  func logOutsideTheProject() async throws {
    let folder = try ScratchFolder("played")
    let file = folder.path("played.log")
    try FileManager.default.copyItem(
      atPath: root + "/Tests/EventLogs/SignIn/offline.log", toPath: file)
    let project = try #require(Project.locate())
    let verifier = Verifier(project: project, scenes: Catalog.scenes, mode: .never)
    let history = try await verifier.replay(project.logCase(screen: "SignIn", name: "offline"))
    let expected = HistoryFormat.encode(history.history)
      .replacingOccurrences(of: "log: Tests/EventLogs/SignIn/offline.log", with: "log: \(file)")
    let replayed = await screenplay.run("replay", file)
    #expect(replayed == Ran(0, expected, ""))
    let verified = await screenplay.run("verify", file)
    #expect(
      verified
        == Ran(
          1, "",
          "error: \(file) is outside Tests/EventLogs, where verify pairs each log with its golden: move it to Tests/EventLogs/<Screen>/, or print its history with 'swift run screenplay replay \(file)'\n"
        ))
  }

  @Test(
    "a SCREENPLAY_ROOT that is not a folder is named, with the fix",
    arguments: [
      ("/no/such/folder", "a folder that does not exist"),
      ("<root>/Package.swift", "which is not a folder"),
    ])
  func badRoot(_ root: String, _ problem: String) async {
    let root = root.replacingOccurrences(of: "<root>", with: self.root)
    #expect(
      await CommandRunner(root: root, program: .repository).run("verify")
        == Ran(
          1, "",
          """
          error: SCREENPLAY_ROOT is \(root), \(problem)
            hint: set SCREENPLAY_ROOT to the package root (the folder with Package.swift and Tests/EventLogs), or unset it to look from the current folder

          """))
  }

  @Test("a project with no logs yet says so, not that an empty filter matched nothing")
  func noLogsYet() async throws {
    let scratch = try ScratchProject("no-logs")
    try scratch.makeFolder("Tests/EventLogs")
    #expect(
      await CommandRunner(scratch: scratch, program: .repository).run("verify")
        == Ran(1, "", "error: there are no event logs under Tests/EventLogs/<Screen>/ yet\n"))
  }

  @Test("nothing matched exits 1 in every command; an ambiguous replay is bad usage")
  func matchingNothing() async {
    let none = "error: no event log matches 'nope' under Tests/EventLogs\n"
    #expect(await screenplay.run("verify", "nope") == Ran(1, "", none))
    #expect(await screenplay.run("replay", "nope") == Ran(1, "", none))
    #expect(
      await screenplay.run("replay", "Tests/EventLogs/nope.log")
        == Ran(
          1, "", "error: no event log matches 'Tests/EventLogs/nope.log' under Tests/EventLogs\n"))
    let ambiguous = await screenplay.run("replay", "offline")
    #expect(
      ambiguous
        == Ran(
          64, "",
          "error: 'replay' takes one log, and 'offline' matches 5: Movies/detail-offline, Movies/list-offline, Posts/offline, Purchase/offline, SignIn/offline\n"
        ))
    #expect(
      await screenplay.run("events", "Nope")
        == Ran(
          1, "",
          "error: no scene is named 'Nope'; known scenes: Collexion, Forecast, Koober, Movies, Posts, Purchase, SignIn\n"
        ))
  }
}
