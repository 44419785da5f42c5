import Foundation
import Scenes
import Screenplay
import ScreenplayTestSupport
import Testing

@testable import ScreenplayCommand

/// Drives `screenplay play` with piped lines in a scratch project (this repository's SignIn
/// fixtures, no logs), checks the transcript word for word, and replays the log it saved.
@MainActor
@Suite("play")
struct PlayTests {
  /// A project holding `Package.swift`, an empty Tests/EventLogs and this repository's SignIn
  /// fixtures, removed afterwards, and this repository's command line run in it.
  static func scratch() throws -> (ScratchProject, CommandRunner) {
    let scratch = try ScratchProject("play")
    try scratch.makeFolder("Tests/EventLogs")
    try scratch.copy("Tests/Fixtures/SignIn")
    return (scratch, CommandRunner(scratch: scratch, program: .repository))
  }

  static let typed = [
    #"email.type text="johnny@gmail.com""#,
    #"password.type text="password""#,
    "signin.tap",
    "+0.8s",
    "signIn.tap",
    "time",
    "+1s",
    "save signs-in",
    "quit",
  ]

  @Test("with --color=always, a step's diff lines are painted by their marker")
  func colour() async throws {
    let (_, screenplay) = try Self.scratch()
    let ran = await screenplay.run(
      ["play", "SignIn", "--color=always", "--save", "Tests/EventLogs/SignIn/painted.log"],
      input: .lines([#"email.type text="a@b.c""#]))
    #expect(ran.status == 0)
    #expect(
      ran.output.contains(
        """
        ── step 1 · 0.000s · email.type text="a@b.c"
          \u{1B}[36m@@ -1,4 +1,4 @@\u{1B}[0m
           Sign In
          \u{1B}[31m-  Email: (placeholder "Email")\u{1B}[0m
          \u{1B}[32m+  Email: "a@b.c"\u{1B}[0m
        """))
  }

  @Test("a piped session prints each step's header and diff, and saves a log that replays to it")
  func transcript() async throws {
    let (scratch, screenplay) = try Self.scratch()
    let root = scratch.root
    let ran = await screenplay.run(
      ["play", "SignIn", "--fixtures", "sign-in-success"], input: .lines(Self.typed))
    #expect(ran.errors == "")
    #expect(ran.status == 0)
    #expect(
      ran.output == """
        playing SignIn · fixtures: sign-in-success · saves to Tests/EventLogs/SignIn/played.log
        type an event (Tab completes it), +1s to let time pass, help for more
        ── step 0 · 0.000s · initial
          Sign In
            Email: (placeholder "Email")
            Password: (placeholder "Password")
            [Sign In]
        > email.type text="johnny@gmail.com"
        ── step 1 · 0.000s · email.type text="johnny@gmail.com"
          @@ -1,4 +1,4 @@
           Sign In
          -  Email: (placeholder "Email")
          +  Email: "johnny@gmail.com"
             Password: (placeholder "Password")
             [Sign In]
        > password.type text="password"
        ── step 2 · 0.000s · password.type text=•••
          @@ -1,4 +1,4 @@
           Sign In
             Email: "johnny@gmail.com"
          -  Password: (placeholder "Password")
          +  Password: •••
             [Sign In]
        > signin.tap
        input:3:1: error: unknown event 'signin.tap'
          hint: did you mean 'signIn.tap'?
        > +0.8s
        time: 0.800s
        > signIn.tap
        ── step 3 · 0.800s · signIn.tap
          @@ -1,4 +1,5 @@
           Sign In
          -  Email: "johnny@gmail.com"
          -  Password: •••
          -  [Sign In]
          +  Email: "johnny@gmail.com" (disabled)
          +  Password: ••• (disabled)
          +  [] (disabled)
          +  (spinner: signing in)
        > time
        time: 0.800s
        > +1s
        time: 1.800s
        > save signs-in
        saved Tests/EventLogs/SignIn/signs-in.log: 3 events
        after 1.800s its replay goes on:
        ── step 4 · 2.300s · effect of step 3 · response 200 POST /login (sign-in-success)
          @@ -4,2 +4,3 @@
             [] (disabled)
             (spinner: signing in)
          +  navigation: signed in as Johnny Appleseed <johnny@gmail.com>
        replayed Tests/EventLogs/SignIn/signs-in.log: the same history as this session, 5 steps
        to record its golden: swift run screenplay record SignIn/signs-in
        > quit

        """)
    let saved = try String(
      contentsOfFile: root + "/Tests/EventLogs/SignIn/signs-in.log", encoding: .utf8)
    #expect(
      saved == """
        screenplay-log 1
        screen: SignIn
        fixtures: sign-in-success

        0.000s  email.type     text="johnny@gmail.com"
        0.000s  password.type  text="password"
        0.800s  signIn.tap

        """)
    // The log replays, through the command line, to the steps the session printed, in order.
    let replayed = await screenplay.run(["replay", "SignIn/signs-in"], input: .lines([]))
    #expect(replayed.status == 0)
    let history = try HistoryFormat.decode(replayed.output, path: "replay")
    let headers = history.steps.map { HistoryFormat.headerLine(of: $0) }
    let printed = ran.output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("── ") }
    #expect(headers == printed)
    #expect(history.steps.count == 5)
  }

  @Test("Tab completes event names, commands and the event's fields not yet given")
  func completion() {
    let completion = PlayCompletion(events: Catalog.scenes.first { $0.name == "SignIn" }!.events)
    #expect(completion.complete("si") == .init(line: "signIn.tap "))
    #expect(completion.complete("e") == .init(line: "e", choices: ["email.type", "events"]))
    #expect(completion.complete("pa") == .init(line: "password.type "))
    #expect(completion.complete("email.type ") == .init(line: "email.type text="))
    #expect(
      completion.complete(#"email.type text="jo" "#) == .init(line: #"email.type text="jo" "#))
    #expect(completion.complete("sh") == .init(line: "show "))
    #expect(completion.complete("x") == .init(line: "x"))
  }

  @Test("undo replays the log without its last event; show prints the whole screen")
  func undo() async throws {
    let (_, screenplay) = try Self.scratch()
    let ran = await screenplay.run(
      ["play", "SignIn"], input: .lines([#"email.type text="jo""#, "+2s", "undo", "undo", "time"]))
    #expect(
      ran.output.hasSuffix(
        """
        > +2s
        time: 2.000s
        > undo
        undid line 4 · email.type text="jo"; time: 0.000s
        screen at 0.000s (step 0):
          Sign In
            Email: (placeholder "Email")
            Password: (placeholder "Password")
            [Sign In]
        > undo
        nothing to undo
        > time
        time: 0.000s
        > 

        """))
  }

  @Test("a request no fixture answers is reported at once, at the line of its event")
  func unmatchedRequest() async throws {
    let (_, screenplay) = try Self.scratch()
    let ran = await screenplay.run(["play", "SignIn"], input: .lines(["signIn.tap"]))
    #expect(
      ran.output.contains(
        "\n(Tests/Fixtures/SignIn has 9: sign-in-disk-full, sign-in-empty-fields, sign-in-malformed-json, sign-in-offline, sign-in-server-error, sign-in-success, …; --fixtures a,b answers requests with them)\n"
      ))
    #expect(
      ran.output.contains(
        """
        Tests/EventLogs/SignIn/played.log:4:1: error: no fixture matches request #1: POST /login
        """))
  }

  @Test("save asks before overwriting a log, and under CI, where nobody can answer, refuses")
  func overwriting() async throws {
    let (scratch, screenplay) = try Self.scratch()
    let root = scratch.root
    let path = root + "/Tests/EventLogs/SignIn/played.log"
    try scratch.write("keep me\n", to: "Tests/EventLogs/SignIn/played.log")
    let refused = await screenplay.run(["play", "SignIn"], input: .lines(["save", "n"]))
    #expect(
      refused.output.hasSuffix(
        """
        > save
        Tests/EventLogs/SignIn/played.log exists; overwrite it? [y/N] n
        not saved
        > 

        """))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me\n")
    let underCI = await screenplay.run(
      ["play", "SignIn"], environment: ["CI": "true"], input: .lines(["save", "y"]))
    #expect(
      underCI.output.contains(
        "> save\nerror: 'save' does not overwrite Tests/EventLogs/SignIn/played.log when CI is set: nobody is there to confirm it; save under another name\n> y\n"
      ))
    #expect(underCI.status == 1)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me\n")
    let confirmed = await screenplay.run(["play", "SignIn"], input: .lines(["save", "y"]))
    #expect(confirmed.output.contains("saved Tests/EventLogs/SignIn/played.log: 0 events\n"))
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == "screenplay-log 1\nscreen: SignIn\n")
  }

  @Test("typed lines are checked as log lines: fields, values and times")
  func mistakes() async throws {
    let (_, screenplay) = try Self.scratch()
    let ran = await screenplay.run(
      ["play", "SignIn"],
      input: .lines(["email.type", "email.type text=3", #"email.type txt="a""#, "+x", "wait 1 s"]))
    let errors = ran.output.split(separator: "\n").filter {
      !$0.hasPrefix("  ") && !$0.hasPrefix(">")
    }
    .dropFirst(4)
    #expect(
      Array(errors) == [
        "input:1:1: error: missing field 'text' for event 'email.type'",
        "input:2:12: error: field 'text' of 'email.type' expects a string, got the integer 3",
        "input:3:12: error: unknown field 'txt' for event 'email.type'",
        "input:4:2: error: invalid time 'x'",
        "input:5:8: error: expected one time",
      ])
  }

  @Test("play needs a known screen and fixtures that exist")
  func startProblems() async throws {
    let (_, screenplay) = try Self.scratch()
    let noScreen = await screenplay.run(["play"], input: .lines([]))
    #expect(noScreen.status == 64)
    #expect(
      noScreen.errors
        == "error: 'play' takes the screen to play, such as SignIn (see 'events' for the screens)\nSee 'swift run screenplay help play' for its usage.\n"
    )
    let unknown = await screenplay.run(["play", "Sign"], input: .lines([]))
    #expect(unknown.status == 1)
    #expect(
      unknown.errors
        == "error: no scene is named 'Sign'; did you mean 'SignIn'? known scenes: Collexion, Forecast, Koober, Movies, Posts, Purchase, SignIn\n"
    )
    let fixture = await screenplay.run(
      ["play", "SignIn", "--fixtures", "sign-in-sucess"], input: .lines([]))
    #expect(fixture.status == 1)
    #expect(fixture.errors.contains("sign-in-success"))
  }
}
