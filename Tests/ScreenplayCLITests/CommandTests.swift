import Screenplay
import Testing

@testable import ScreenplayCLI

@Suite("Command line")
struct CommandTests {
  @Test(
    "commands parse with their arguments",
    arguments: [
      (["verify"], Command.verify(VerifyOptions())),
      (["verify", "SignIn"], .verify(VerifyOptions(filter: "SignIn"))),
      (["record", "SignIn/offline"], .record(filter: "SignIn/offline")),
      (["replay", "SignIn/offline"], .replay(log: "SignIn/offline")),
      (["events"], .events(screen: nil)),
      (["events", "SignIn"], .events(screen: "SignIn")), (["help"], .help), (["--help"], .help),
      (["review"], .review), (["accept"], .accept(filter: nil)),
      (["reject", "SignIn"], .reject(filter: "SignIn")),
      (["pending", "--json"], .pending(json: true)),
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
      (["verify", "--unreferenced=keep"], "--unreferenced takes warn, fail or delete, not 'keep'"),
      (["verify", "--html"], "--html needs a value"),
      (["review", "x"], "unexpected argument 'x' for 'review'"),
    ])
  func usageErrors(_ arguments: [String], _ message: String) {
    #expect(throws: UsageError(message: message)) { try Command(arguments: arguments) }
  }

  @Test("verify takes its options in any order, with = or a space")
  func verifyOptions() throws {
    var options = VerifyOptions(filter: "SignIn")
    options.json = true
    options.htmlPath = "report.html"
    options.forcePass = true
    options.unreferenced = .delete
    let parsed = try Command(arguments: [
      "verify", "--json", "SignIn", "--html", "report.html", "--unreferenced=delete",
      "--force-pass",
    ])
    #expect(parsed == .verify(options))
  }

  @Test("bad usage exits 64 and help exits 0")
  @MainActor
  func exitStatus() async {
    #expect(await CommandLine.run(arguments: ["frobnicate"], environment: [:]) == 64)
    #expect(await CommandLine.run(arguments: ["help"], environment: [:]) == 0)
  }
}
