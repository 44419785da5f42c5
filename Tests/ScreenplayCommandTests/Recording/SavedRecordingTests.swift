import Foundation
import ScreenplaySeams
import Testing

@testable import Screenplay

/// What a live session's save writes: stand-ins for typed secrets and response tokens, the
/// mask for other secret request values, and nothing saved when a secret would still show.
@Suite("saving a recording")
struct SavedRecordingTests {
  static func fixture(
    _ name: String, _ request: Fixture.Request, status: Int, body: String
  ) -> Fixture {
    Fixture(
      name: name, path: "Tests/Fixtures/Shop/\(name).json", request: request,
      outcome: .response(HTTPResponse(statusCode: status, body: Data(body.utf8))))
  }

  static func json(_ text: String) -> JSONValue {
    try! JSONValue(parsing: Array(text.utf8), path: "")
  }

  static let log = EventLog(
    path: "Tests/EventLogs/Shop/recorded.log", screen: "Shop", fixtures: ["catalog"],
    entries: [
      LogEntry(
        time: .zero, event: "password.type",
        fields: [LogField(name: "text", value: .string("hunter22"))]),
      LogEntry(time: .seconds(1), event: "signIn.tap"),
      LogEntry(
        time: .seconds(2), event: "password.type",
        fields: [LogField(name: "text", value: .string("hunter2"))]),
    ])

  static let recordings = [
    fixture(
      "post-login-200",
      Fixture.Request(
        method: "POST", path: "/login",
        body: json(#"{"password":"hunter22","device":{"apiKey":"k-77","model":"x"}}"#)),
      status: 200, body: #"{"session":{"token":"tok-abcdef"},"name":"Jo"}"#),
    fixture(
      "get-orders-200",
      Fixture.Request(
        method: "GET", path: "/orders/tok-abcdef",
        query: [
          Fixture.QueryItem(name: "api_key", value: "k-77"),
          Fixture.QueryItem(name: "auth", value: "tok-abcdef"),
        ]),
      status: 200, body: "[]"),
  ]

  @Test("typed secrets and tokens get stand-ins everywhere; other secrets are masked")
  func standIns() throws {
    let saved = try SavedRecording(
      log: Self.log, recordings: Self.recordings,
      secretFields: ["password.type": ["text"]], secrets: SecretNames())
    #expect(
      EventLogWriter.write(saved.log) == """
        screenplay-log 1
        screen: Shop
        fixtures: catalog, post-login-200, get-orders-200

        0.000s  password.type  text="secretx1"
        1.000s  signIn.tap
        2.000s  password.type  text="secret2"

        """)
    #expect(
      saved.files.map(\.text) == [
        """
        {
          "request": {
            "method": "POST",
            "path": "/login",
            "body": {"device":{"apiKey":"•••","model":"x"},"password":"secretx1"}
          },
          "response": {
            "status": 200,
            "body": {"name":"Jo","session":{"token":"token-1"}}
          }
        }

        """,
        """
        {
          "request": {
            "method": "GET",
            "path": "/orders/token-1",
            "query": {"api_key":"•••","auth":"token-1"}
          },
          "response": {
            "status": 200,
            "body": []
          }
        }

        """,
      ])
    #expect(saved.files.map(\.path) == Self.recordings.map(\.path))
  }

  /// The error `SavedRecording` throws for `log` and `recordings` (the password `password`
  /// typed into `password.type`'s secret field), or `nil` when it saves.
  static func refusal(
    _ log: EventLog, _ recordings: [Fixture], secrets: SecretNames = SecretNames()
  ) -> String? {
    do {
      _ = try SavedRecording(
        log: log, recordings: recordings, secretFields: ["password.type": ["text"]],
        secrets: secrets)
      return nil
    } catch {
      return error.description
    }
  }

  @Test("a value that holds a secret saves nothing: the refusal names the value and the fix")
  func leak() throws {
    var echo = Self.recordings
    echo[0].outcome = .response(
      HTTPResponse(statusCode: 401, body: Data(#"{"message":"hunter22 is wrong"}"#.utf8)))
    #expect(
      Self.refusal(Self.log, echo) == """
        Tests/Fixtures/Shop/post-login-200.json:9:24: error: the value of `message` would hold \
        a secret value the session saw, so nothing was saved
          hint: add `message` to secret-names.txt in the project's fixtures folder, then save again
        """)
    let fixed = try SavedRecording(
      log: Self.log, recordings: echo, secretFields: ["password.type": ["text"]],
      secrets: SecretNames(["message"]))
    #expect(fixed.files[0].text.contains(#""body": {"message":"token-1"}"#))
  }

  /// A session that typed the password `password`, the word its event, a field, a route, a
  /// fixture and a response's members are named with.
  static let passwordWord = EventLog(
    path: "Tests/EventLogs/Shop/recorded.log", screen: "Shop",
    entries: [
      LogEntry(
        time: .zero, event: "password.type",
        fields: [LogField(name: "text", value: .string("password"))]),
      LogEntry(
        time: .seconds(1), event: "remember.set",
        fields: [LogField(name: "password", value: .bool(true))]),
      LogEntry(time: .seconds(2), event: "signIn.tap"),
    ])

  static func passwordFixture(response: String) -> Fixture {
    fixture(
      "post-password-login-200",
      Fixture.Request(
        method: "POST", path: "/password/login", body: json(#"{"password":"password"}"#)),
      status: 200, body: response)
  }

  @Test("a secret that is also the name of an event, a field, a route, a fixture or a key saves")
  func secretThatIsAName() throws {
    let saved = try SavedRecording(
      log: Self.passwordWord,
      recordings: [Self.passwordFixture(response: #"{"password":{"minLength":8}}"#)],
      secretFields: ["password.type": ["text"]], secrets: SecretNames())
    #expect(
      EventLogWriter.write(saved.log) == """
        screenplay-log 1
        screen: Shop
        fixtures: post-password-login-200

        0.000s  password.type  text="secretx1"
        1.000s  remember.set   password=true
        2.000s  signIn.tap

        """)
    #expect(
      saved.files.map(\.text) == [
        """
        {
          "request": {
            "method": "POST",
            "path": "/password/login",
            "body": {"password":"secretx1"}
          },
          "response": {
            "status": 200,
            "body": {"password":{"minLength":8}}
          }
        }

        """
      ])
  }

  @Test("a secret that is a common word in a response's text is refused at that value")
  func secretThatIsACommonWord() throws {
    let recordings = [
      Self.passwordFixture(response: #"{"links":{"help":"Forgot your password?"}}"#)
    ]
    #expect(
      Self.refusal(Self.passwordWord, recordings) == """
        Tests/Fixtures/Shop/post-password-login-200.json:9:30: error: the value of `help` would \
        hold a secret value the session saw, so nothing was saved
          hint: add `help` to secret-names.txt in the project's fixtures folder, then save again
        """)
    let saved = try SavedRecording(
      log: Self.passwordWord, recordings: recordings, secretFields: ["password.type": ["text"]],
      secrets: SecretNames(["help"]))
    #expect(saved.files[0].text.contains(#""body": {"links":{"help":"token-1"}}"#))
  }

  @Test("a secret typed into a field that is not secret is refused at that field")
  func secretInAPlainField() {
    var log = Self.passwordWord
    log.entries.append(
      LogEntry(
        time: .seconds(3), event: "email.type",
        fields: [LogField(name: "text", value: .string("my password"))]))
    #expect(
      Self.refusal(log, [Self.passwordFixture(response: "{}")]) == """
        Tests/EventLogs/Shop/recorded.log:8:29: error: the field `text` of `email.type` would \
        hold a secret value the session saw, so nothing was saved
          hint: declare `text` of `email.type` a `.secret` field in the screen's events, so the \
        log holds a stand-in, then save again
        """)
  }

  @Test("a secret in a query value or a header value is refused there, naming the item")
  func secretInQueryOrHeader() {
    var request = Self.passwordFixture(response: "{}")
    request.request.query = [Fixture.QueryItem(name: "note", value: "my password")]
    #expect(
      Self.refusal(Self.passwordWord, [request]) == """
        Tests/Fixtures/Shop/post-password-login-200.json:5:22: error: the value of `note` would \
        hold a secret value the session saw, so nothing was saved
          hint: add `note` to secret-names.txt in the project's fixtures folder, then save again
        """)
    var header = Self.passwordFixture(response: "{}")
    header.outcome = .response(
      HTTPResponse(statusCode: 200, headers: ["X-Hint": "try password"], body: Data("{}".utf8)))
    #expect(
      Self.refusal(Self.passwordWord, [header]) == """
        Tests/Fixtures/Shop/post-password-login-200.json:9:26: error: the value of `X-Hint` \
        would hold a secret value the session saw, so nothing was saved
          hint: add `X-Hint` to secret-names.txt in the project's fixtures folder, then save again
        """)
  }

  @Test("the mask in a fixture's body or query matches any value there, and only there")
  func maskMatches() {
    let fixture = Fixture.Request(
      method: "POST", path: "/login", query: [Fixture.QueryItem(name: "api_key", value: "•••")],
      body: Self.json(#"{"password":"•••","email":"a@b.c"}"#))
    func request(_ query: String, _ body: String) -> ReceivedRequest {
      ReceivedRequest(
        HTTPRequest(
          method: .post, url: URL(string: "http://x/login?\(query)")!, body: Data(body.utf8)))
    }
    #expect(
      FixtureMatcher.matches(fixture, request("api_key=k-1", #"{"password":"p1","email":"a@b.c"}"#))
    )
    #expect(
      FixtureMatcher.matches(fixture, request("api_key=k-2", #"{"password":7,"email":"a@b.c"}"#)))
    #expect(
      !FixtureMatcher.matches(
        fixture, request("api_key=k-1", #"{"password":"p1","email":"x@b.c"}"#)))
    #expect(!FixtureMatcher.matches(fixture, request("api_key=k-1", #"{"email":"a@b.c"}"#)))
    #expect(
      !FixtureMatcher.matches(fixture, request("key=k-1", #"{"password":"p1","email":"a@b.c"}"#)))
    #expect(
      FixtureMatcher.differences(fixture, request("api_key=k-1", #"{"password":"p","email":"x"}"#))
        == [
          .body(
            path: JSONPath.root.appending("email"), expected: .string("a@b.c"), got: .string("x"))
        ])
  }
}
