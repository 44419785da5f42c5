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

  @Test("a secret still in a file once stand-ins are in saves nothing, and says how to fix it")
  func leak() {
    var echo = Self.recordings
    echo[0].outcome = .response(
      HTTPResponse(statusCode: 401, body: Data(#"{"message":"hunter22 is wrong"}"#.utf8)))
    #expect(
      throws: Diagnostic(
        path: "Tests/Fixtures/Shop/post-login-200.json", line: 9, column: 25,
        message: "this would hold a secret value the session saw, so nothing was saved",
        hint: "add the name of the member that holds it to secret-names.txt in the project's "
          + "fixtures folder, then save again")
    ) {
      try SavedRecording(
        log: Self.log, recordings: echo, secretFields: ["password.type": ["text"]],
        secrets: SecretNames())
    }
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
