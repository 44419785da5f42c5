import Foundation
import ScreenplayTestSupport
import Testing

@testable import ScreenplayCommand

/// `play SignIn --live` against a server on loopback: a wrong password, then the right one.
@MainActor
@Suite("play --live")
struct PlayLiveTests {
  /// The sign-in server: `password` signs in, with a session token and a cookie; any other
  /// password is refused.
  static func signInServer(password: String = "hunter22") throws -> LoopbackServer {
    try LoopbackServer { request in
      let body = String(decoding: request.body, as: UTF8.self)
      guard body.contains(#""password":"\#(password)""#) else {
        return .json(
          401,
          #"{"error": "invalid_credentials", "message": "The email or password is incorrect."}"#,
          headers: [("Set-Cookie", "sid=s-401")])
      }
      return .json(
        200,
        #"{"profile": {"name": "Johnny Appleseed", "email": "johnny@gmail.com", "mobileNumber": "510-736-8754", "avatar": "http://www.koober.com/avatar/johnnya"}, "remoteSession": {"token": "tok-9f8e7d6c"}}"#,
        headers: [("Set-Cookie", "sid=s-200")])
    }
  }

  static let typed = [
    #"email.type text="johnny@gmail.com""#,
    #"password.type text="hunter21""#,
    "signIn.tap",
    "+1s",
    "alert.dismiss",
    #"password.type text="hunter22""#,
    "signIn.tap",
    "+1s",
    "save live-sign-in",
    "quit",
  ]

  @Test("saves a log and its fixtures that replay, with the server stopped, to the same history")
  func recordsSignIn() async throws {
    let (scratch, screenplay) = try PlayTests.scratch()
    let root = scratch.root
    let server = try Self.signInServer()
    let ran = await screenplay.run(
      ["play", "SignIn", "--live", server.baseURL, "--latency", "100ms"],
      input: .lines(Self.typed))
    server.stop()
    #expect(ran.status == 0)
    #expect(
      ran.output.contains(
        """
        > save live-sign-in
        recorded Tests/Fixtures/SignIn/post-login-401.json
        recorded Tests/Fixtures/SignIn/post-login-200.json
        saved Tests/EventLogs/SignIn/live-sign-in.log: 6 events
        replayed Tests/EventLogs/SignIn/live-sign-in.log: the same history as this session, 9 steps
        """))
    #expect(server.received.count == 2)
    let log = try String(
      contentsOfFile: root + "/Tests/EventLogs/SignIn/live-sign-in.log", encoding: .utf8)
    #expect(
      log == """
        screenplay-log 1
        screen: SignIn
        fixtures: post-login-401, post-login-200

        0.000s  email.type     text="johnny@gmail.com"
        0.000s  password.type  text="secretx1"
        0.000s  signIn.tap
        1.000s  alert.dismiss
        1.000s  password.type  text="secretx2"
        1.000s  signIn.tap

        """)
    let folder = root + "/Tests/Fixtures/SignIn/"
    #expect(
      try String(contentsOfFile: folder + "post-login-200.json", encoding: .utf8) == """
        {
          "request": {
            "method": "POST",
            "path": "/login",
            "body": {"email":"johnny@gmail.com","password":"secretx2"}
          },
          "response": {
            "status": 200,
            "latencyMs": 100,
            "body": {"profile":{"avatar":"http://www.koober.com/avatar/johnnya","email":"johnny@gmail.com","mobileNumber":"510-736-8754","name":"Johnny Appleseed"},"remoteSession":{"token":"token-1"}}
          }
        }

        """)
    for file in try FileManager.default.subpathsOfDirectory(atPath: root) {
      let text = (try? String(contentsOfFile: root + "/" + file, encoding: .utf8)) ?? ""
      #expect(!text.contains("hunter2"), "\(file) holds a typed password")
      #expect(!text.contains("tok-9f8e7d6c") && !text.contains("sid=s-"), "\(file) holds a token")
    }
    let replayed = await screenplay.run(
      ["replay", "SignIn/live-sign-in"], input: .lines([]))
    #expect(replayed.status == 0, "\(replayed.errors)")
    #expect(replayed.output.hasSuffix(Self.signedIn))
  }

  @Test("the seeds' password `password` is saved as a stand-in, though events and keys say it")
  func seedsPassword() async throws {
    let (scratch, screenplay) = try PlayTests.scratch()
    let root = scratch.root
    let server = try Self.signInServer(password: "password")
    let typed = [
      #"email.type text="johnny@gmail.com""#, #"password.type text="password""#, "signIn.tap",
      "+1s", "save seeds-password", "quit",
    ]
    let ran = await screenplay.run(
      ["play", "SignIn", "--live", server.baseURL, "--latency", "100ms"], input: .lines(typed))
    server.stop()
    #expect(ran.status == 0, "\(ran.errors)")
    #expect(
      ran.output.contains(
        """
        > save seeds-password
        recorded Tests/Fixtures/SignIn/post-login-200.json
        saved Tests/EventLogs/SignIn/seeds-password.log: 3 events
        replayed Tests/EventLogs/SignIn/seeds-password.log: the same history as this session, 5 steps
        """))
    let log = try String(
      contentsOfFile: root + "/Tests/EventLogs/SignIn/seeds-password.log", encoding: .utf8)
    #expect(log.contains(#"password.type  text="secretx1""#))
    let fixture = try String(
      contentsOfFile: root + "/Tests/Fixtures/SignIn/post-login-200.json", encoding: .utf8)
    #expect(fixture.contains(#""body": {"email":"johnny@gmail.com","password":"secretx1"}"#))
    for file in try FileManager.default.subpathsOfDirectory(atPath: root) {
      let text = (try? String(contentsOfFile: root + "/" + file, encoding: .utf8)) ?? ""
      #expect(
        !text.contains(#"="password""#) && !text.contains(#":"password""#),
        "\(file) holds the typed password as a value")
    }
    let replayed = await screenplay.run(["replay", "SignIn/seeds-password"], input: .lines([]))
    #expect(replayed.status == 0, "\(replayed.errors)")
    #expect(replayed.output.contains("navigation: signed in as Johnny Appleseed"))
  }

  /// The end of the saved log's history: signed in, after the first answer's alert.
  static let signedIn = """
    ── step 8 · 1.100s · effect of step 7 · response 200 POST /login (post-login-200)
      Sign In
        Email: "johnny@gmail.com" (disabled)
        Password: ••• (disabled)
        [] (disabled)
        (spinner: signing in)
        navigation: signed in as Johnny Appleseed <johnny@gmail.com>

    """

  @Test("an event whose request cannot reach the server is not kept, and the error says why")
  func serverDown() async throws {
    let (_, screenplay) = try PlayTests.scratch()
    let server = try Self.signInServer()
    server.stop()
    let ran = await screenplay.run(
      ["play", "SignIn", "--live", server.baseURL],
      input: .lines([#"email.type text="jo@b.c""#, "signIn.tap", "save down", "quit"]))
    #expect(
      ran.output.contains(
        """
        input:2:1: error: cannot reach the live server: POST \(server.baseURL)/login: nothing \
        answers there (connection refused)
          hint: start the server at \(server.baseURL), or give --live the base URL it answers at; \
        the event was not kept
        """))
    #expect(ran.output.contains("saved Tests/EventLogs/SignIn/down.log: 1 event\n"))
  }

  @Test("--from a log records the fixtures it lacks; saving over it keeps its top comments")
  func fromLog() async throws {
    let (scratch, screenplay) = try PlayTests.scratch()
    let root = scratch.root
    let path = "Tests/EventLogs/SignIn/hand-written.log"
    try scratch.write(
      """
      # Signs in with the right password.
      screenplay-log 1
      screen: SignIn

      0.000s  email.type     text="johnny@gmail.com"
      0.500s  password.type  text="hunter22"
      1.000s  signIn.tap

      """, to: path)
    let server = try Self.signInServer()
    let ran = await screenplay.run(
      ["play", "SignIn", "--from", path, "--live", server.baseURL, "--latency", "200ms"],
      input: .lines(["save", "y", "quit"]))
    server.stop()
    #expect(ran.status == 0)
    #expect(
      ran.output.contains(
        """
        recorded Tests/Fixtures/SignIn/post-login-200.json
        saved \(path): 3 events
        """))
    #expect(
      try String(contentsOfFile: root + "/" + path, encoding: .utf8) == """
        # Signs in with the right password.
        screenplay-log 1
        screen: SignIn
        fixtures: post-login-200

        0.000s  email.type     text="johnny@gmail.com"
        0.500s  password.type  text="secretx1"
        1.000s  signIn.tap

        """)
  }

  @Test("a live option without --live, a bad time and a base URL with a path are refused")
  func usage() async throws {
    let (_, screenplay) = try PlayTests.scratch()
    let latency = await screenplay.run(["play", "SignIn", "--latency", "5ms"], input: .lines([]))
    #expect(latency.status == 64)
    #expect(
      latency.errors == """
        error: --latency is for a live session: give --live <base URL> too
        See 'swift run screenplay help play' for its usage.

        """)
    let timeout = await screenplay.run(
      ["play", "SignIn", "--live", "http://127.0.0.1:9", "--timeout", "5q"], input: .lines([]))
    #expect(timeout.status == 64)
    #expect(
      timeout.errors.hasPrefix("error: --timeout takes a time such as 250ms or 1.5s, not '5q'\n"))
    let base = await screenplay.run(
      ["play", "SignIn", "--live", "http://x/api"], input: .lines([]))
    #expect(base.status == 1)
    #expect(
      base.errors == """
        --live:1:1: error: cannot use 'http://x/api' as the live server: it has more than a \
        scheme, host and port (the app's paths are kept)
          hint: give the base URL alone, such as --live http://127.0.0.1:8080 or --live \
        https://staging.example.com

        """)
  }
}
