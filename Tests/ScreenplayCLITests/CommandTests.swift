import Testing

@testable import ScreenplayCLI

@Suite("Command line")
struct CommandTests {
  @Test(
    "commands parse with their arguments",
    arguments: [
      (["verify"], Command.verify(filter: nil)), (["verify", "SignIn"], .verify(filter: "SignIn")),
      (["record", "SignIn/offline"], .record(filter: "SignIn/offline")),
      (["replay", "SignIn/offline"], .replay(log: "SignIn/offline")),
      (["events"], .events(screen: nil)),
      (["events", "SignIn"], .events(screen: "SignIn")), (["help"], .help), (["--help"], .help),
    ])
  func parses(_ arguments: [String], _ command: Command) throws {
    #expect(try Command(arguments: arguments) == command)
  }

  @Test(
    "bad usage is explained",
    arguments: [
      ([], "missing command"), (["verfy"], "unknown command 'verfy'. Did you mean 'verify'?"),
      (["launch"], "unknown command 'launch'"),
      (["replay"], "'replay' takes exactly one log, such as SignIn/offline"),
      (["verify", "a", "b"], "'verify' takes at most one filter"),
      (["verify", "--all"], "unknown option '--all' for 'verify'"),
    ])
  func usageErrors(_ arguments: [String], _ message: String) {
    #expect(throws: UsageError(message: message)) { try Command(arguments: arguments) }
  }

  @Test("bad usage exits 64 and help exits 0")
  @MainActor
  func exitStatus() async {
    #expect(await CommandLine.run(arguments: ["frobnicate"], environment: [:]) == 64)
    #expect(await CommandLine.run(arguments: ["help"], environment: [:]) == 0)
  }
}
