import Foundation

/// The help text: an overview of every command, and each command's own page.
struct CommandHelp {
  /// How the tool is run, such as `swift run screenplay`.
  let cli: String

  /// One command's help.
  struct Entry {
    let name: String
    let arguments: String
    let summary: String
    let details: [String]
  }

  /// Every command, in the order the overview lists them.
  static let commands = [
    Entry(
      name: "verify", arguments: "[log…]",
      summary: "Replay the logs and compare each history with its golden.",
      details: [
        "[log…] selects logs: a Screen/name id, any part of one (case-insensitive), or a log's",
        "path (also as path:line:col); several select all they match. Without one, every log",
        "runs. Goldens are written as",
        "SCREENPLAY_RECORD says (missing, failed or never; default missing; never under CI).",
        "",
        "OPTIONS:",
        "  --json                 print the run as JSON instead of text",
        "  -u, --update           record the goldens whose history changed, and missing ones",
        "                         (as 'record' does for changed ones; never when CI is set)",
        "  --quiet                print only the failing logs, the recap and the summary",
        "  --last-failed          also select the logs that failed when they last ran",
        "  --review               then walk the histories the run left pending, as 'review'",
        "  --color=<when>         auto (colour in a terminal, unless NO_COLOR is set), always or",
        "                         never; review and play take it too",
        "  --html <path>          also write a self-contained HTML report of the run",
        "  --force-pass           collect every failing or new history as pending; exit 0",
        "  --unreferenced=<what>  after a full run: warn (default), fail or delete unreferenced files",
        "  --junit <path>         also write the run as JUnit XML (filtered-out logs as skipped)",
        "  --format <what>        plain, github or azure: annotate failures at their log lines",
        "                         (github also appends a job summary to $GITHUB_STEP_SUMMARY);",
        "                         default github when GITHUB_ACTIONS=true, azure when",
        "                         TF_BUILD=True, else plain",
        "  --artifact <folder>    copy the histories left for review into <folder>, for",
        "                         'accept --from' on a developer's checkout",
        "  --shard i/N            run slice i of N (for a CI matrix): logs in a fixed order by id",
        "                         hash, cut into N parts of about equal recorded steps; the whole",
        "                         suite's unreferenced-file check runs in shard 1",
        "  --repeat <n>           replay each log n times: the first against its golden, the others",
        "                         against the first; replays that differ fail the log as FLAKY.",
        "                         Writes nothing (no golden, no pending history), whatever",
        "                         SCREENPLAY_RECORD says",
      ]),
    Entry(
      name: "record", arguments: "[log]",
      summary: "Replay the logs and write every golden whose history changed.",
      details: ["[log] selects logs as in verify. Never runs when CI is set."]),
    Entry(
      name: "replay", arguments: "<log>",
      summary: "Replay one log and print its history; compare nothing.",
      details: [
        "<log> is one log: its Screen/name id, a unique part of one, or its path (as pasted from",
        "a failure: Tests/EventLogs/SignIn/offline.log:12:1 works too).",
      ]),
    Entry(
      name: "events", arguments: "[screen]",
      summary: "List the events each screen's logs may use.", details: []),
    Entry(
      name: "coverage", arguments: "[screen]",
      summary: "Show which events, states and transitions the logs exercise.",
      details: [
        "Replays each screen's logs (all screens without [screen]) and lists every event of its",
        "vocabulary with how many logs send it; for a scene that names its states, the (state,",
        "event) pairs sent, and its transitions: declared ones no log covers, covered ones not",
        "declared. Exits 1 when a log covers a transition its scene does not declare.",
        "",
        "OPTIONS:",
        "  --json  print the coverage as JSON instead of text",
      ]),
    Entry(
      name: "explore", arguments: "<screen>",
      summary: "Try random event sequences against the screen's invariants.",
      details: [
        "Each run sends random events of the vocabulary (field values the scene declares, or",
        "defaults and those its logs use) answered by its fixtures in a random order, and checks",
        "after every step its invariants and that the transition taken is declared, then that",
        "every request went to an endpoint the fixtures describe and nothing escaped the harness.",
        "The first run that breaks one is shrunk to a minimal log, saved as",
        "Tests/EventLogs/<screen>/explored-<seed>.log (not under CI); exit 1. The same options",
        "give the same runs.",
        "",
        "OPTIONS:",
        "  --seed <n>   the first run's seed (default 1); run r uses seed + r - 1",
        "  --steps <n>  at most n events a run (default 20)",
        "  --runs <n>   at most n runs (default 100)",
      ]),
    Entry(
      name: "play", arguments: "<screen>",
      summary: "Play a screen live: type events, let virtual time pass, save a log.",
      details: [
        "Each line is an event in log syntax (signIn.tap, email.type text=\"jo\"), sent at the",
        "virtual time, or: +1.5s / wait 1.5s, time, show, events, undo, save [name|path], help,",
        "quit. Each step prints as a golden heads it, with the diff from the step before. In a",
        "terminal Tab completes names; piped input is read line by line.",
        "",
        "OPTIONS:",
        "  --fixtures <a,b>  the fixtures answering requests, as a log's 'fixtures:' lists them",
        "                    (default none: a request is reported at once, naming the closest)",
        "  --save <path>     where 'save' writes (a name or a path; default",
        "                    Tests/EventLogs/<Screen>/played.log); it never overwrites a file",
        "                    unless confirmed, and never when CI is set",
        "  --from <log>      start with that log's events, fixtures and defaults; 'save' writes",
        "                    it back unless --save says where",
        "  --live <base URL> send the requests no fixture answers to that server (scheme, host,",
        "                    port) and save its answers as fixtures, secrets replaced (Docs/Recording.md)",
        "  --latency <time>  with --live: record every answer with this latency (default: as",
        "                    measured, to 10 ms)",
        "  --timeout <time>  with --live: how long a request waits before it is recorded as",
        "                    timedOut (default 60s)",
      ]),
    Entry(
      name: "review", arguments: "",
      summary: "Walk the pending histories: accept, reject or skip each.",
      details: [
        "Keys: a accept · r reject · s skip · A accept all · R reject all · f full history · q quit.",
        "Without a terminal it lists the pending histories and changes nothing.",
      ]),
    Entry(
      name: "accept", arguments: "[log]",
      summary: "Make pending histories the goldens.",
      details: [
        "[log] selects pending histories as verify selects logs; all without it.",
        "",
        "OPTIONS:",
        "  --from <folder>  take them from a CI run's artifact instead (its .screenplay/pending,",
        "                   or what verify --artifact wrote; repeat it for several shards): each",
        "                   becomes the golden only if replaying its log here gives it exactly;",
        "                   stale ones are refused with the reason, and nothing else changes",
      ]),
    Entry(
      name: "reject", arguments: "[log]", summary: "Drop pending histories.",
      details: ["[log] selects pending histories as verify selects logs; all without it."]),
    Entry(
      name: "pending", arguments: "[--json]", summary: "List the pending histories.",
      details: []),
    Entry(
      name: "help", arguments: "[command]", summary: "Show this help, or one command's.",
      details: []),
  ]

  /// The overview with no topic, else the topic's page.
  func text(for topic: String?) -> String {
    guard let topic, let entry = Self.commands.first(where: { $0.name == topic }) else {
      return overview
    }
    let usage =
      "USAGE: \(cli) \(entry.name)" + (entry.arguments.isEmpty ? "" : " \(entry.arguments)")
    return ([usage, "", entry.summary] + (entry.details.isEmpty ? [] : [""] + entry.details))
      .joined(separator: "\n")
  }

  /// What to read after a usage error.
  func pointer(for command: String?) -> String {
    guard let command else { return "See '\(cli) help' for the commands." }
    return "See '\(cli) help \(command)' for its usage."
  }

  private var overview: String {
    let width = Self.commands.map { $0.name.count + 1 + $0.arguments.count }.max() ?? 0
    let lines = Self.commands.map { entry in
      let head = entry.arguments.isEmpty ? entry.name : "\(entry.name) \(entry.arguments)"
      return "  " + head.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
        + entry.summary
    }
    return
      (["USAGE: \(cli) <command> [arguments] [options]", "", "COMMANDS:"] + lines + [
        "",
        "'\(cli) help <command>' (or '<command> --help') shows one command's options.",
        "EXIT STATUS: 0 success; 1 a log failed, nothing matched or a file could not be written;",
        "64 a command line that cannot run.",
      ]).joined(separator: "\n")
  }
}
