import Screenplay
import Testing

@testable import ScreenplayCommand

@Suite("Command line parsing")
struct CommandTests {
  @Test(
    "commands parse with their arguments",
    arguments: [
      (["verify"], Command.verify(VerifyOptions())),
      (["verify", "SignIn"], Command.verify(VerifyOptions(filter: "SignIn"))),
      (
        ["verify", "SignIn/", "--last-failed", "Posts/"],
        Command.verify(
          {
            var options = VerifyOptions()
            options.filters = ["SignIn/", "Posts/"]
            options.lastFailed = true
            return options
          }())
      ),
      (["record", "SignIn/offline"], Command.record(filter: "SignIn/offline")),
      (["replay", "SignIn/offline"], Command.replay(log: "SignIn/offline")),
      (["events"], Command.events(screen: nil)),
      (["events", "SignIn"], Command.events(screen: "SignIn")),
      (["review"], Command.review), (["accept"], Command.accept(filter: nil, from: [])),
      (
        ["accept", "--from", "a", "SignIn", "--from=b"],
        Command.accept(filter: "SignIn", from: ["a", "b"])
      ),
      (["reject", "SignIn"], Command.reject(filter: "SignIn")),
      (["pending", "--json"], Command.pending(json: true)),
    ] as [([String], Command)])
  func parses(_ arguments: [String], _ command: Command) throws {
    #expect(try Command(arguments: arguments) == command)
  }

  @Test(
    "help is asked for in every usual way",
    arguments: [
      (["help"], nil), (["--help"], nil), (["-h"], nil), (["help", "verify"], "verify"),
      (["verify", "--help"], "verify"), (["replay", "-h"], "replay"),
      (["verify", "SignIn", "--json", "--help"], "verify"), (["help", "help"], "help"),
    ] as [([String], String?)])
  func help(_ arguments: [String], _ topic: String?) throws {
    #expect(try Command(arguments: arguments) == .help(topic: topic))
  }

  @Test(
    "bad usage is explained",
    arguments: [
      ([], "missing command", nil),
      (["launch"], "unknown command 'launch'", nil),
      (["help", "launch"], "unknown command 'launch'", nil),
      (["replay"], "'replay' takes exactly one log, such as SignIn/offline or its path", "replay"),
      (["verify", "--all"], "unknown option '--all' for 'verify'", "verify"),
      (
        ["verify", "--unreferenced=keep"], "--unreferenced takes warn, fail or delete, not 'keep'",
        "verify"
      ),
      (["verify", "--html"], "--html needs a value", "verify"),
      (
        ["verify", "--jsn"], "unknown option '--jsn' for 'verify'; did you mean '--json'?", "verify"
      ),
      (
        ["verify", "--record"], "unknown option '--record' for 'verify'; did you mean '--update'?",
        "verify"
      ),
      (
        ["verify", "--update", "--update"], "'--update' is given more than once for 'verify'",
        "verify"
      ),
      (
        ["verify", "-u", "--repeat", "2"], "--update records goldens, which --repeat never does",
        "verify"
      ),
      (
        ["verify", "--update", "--force-pass"],
        "--update records goldens, which --force-pass never does", "verify"
      ),
      (
        ["verify", "--review", "--json"],
        "--review walks the pending histories in a terminal, which --json leaves no room for",
        "verify"
      ),
      (
        ["verify", "--review", "--repeat=3"],
        "--review walks the pending histories, which --repeat never writes", "verify"
      ),
      (["verfy"], "unknown command 'verfy'. Did you mean 'verify'?", nil),
      (["review", "x"], "unexpected argument 'x' for 'review'", "review"),
    ] as [([String], String, String?)])
  func usageErrors(_ arguments: [String], _ message: String, _ command: String?) {
    #expect(throws: UsageError(message: message, command: command)) {
      try Command(arguments: arguments)
    }
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
}
