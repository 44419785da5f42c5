import Foundation
import ScreenplaySeams
import ScreenplayTestSupport
import Testing

@testable import Screenplay

/// Records exchanges with a server on loopback that each test starts and stops, and checks the
/// fixture each one becomes, word for word.
@Suite("recording from a live server")
struct LiveRecorderTests {
  /// A recorder sending to `server`, every answer recorded with a latency of 100 ms.
  func recorder(
    _ server: LoopbackServer, timeout: Duration = .seconds(10), existing: Set<String> = []
  ) throws -> LiveRecorder {
    LiveRecorder(
      server: try LiveServer(baseURL: server.baseURL, timeout: timeout),
      latency: .milliseconds(100), folder: "Tests/Fixtures/Shop", existingNames: existing,
      secretNames: SecretNames(["appid"]))
  }

  /// What `recorder` makes of `request`: the fixture's file, or the failure's text.
  func record(_ request: HTTPRequest, with recorder: LiveRecorder) -> String {
    let unmatched = UnmatchedRequest(
      sent: request, received: ReceivedRequest(request), bodyUnseen: false)
    switch recorder.record(unmatched) {
    case .success(let fixture): return fixture.path + "\n" + (FixtureWriter.text([fixture]) ?? "")
    case .failure(let failure): return failure.message + "\nhint: " + failure.hint
    }
  }

  static func post(_ path: String, _ body: String, headers: [String: String] = [:]) -> HTTPRequest {
    HTTPRequest(
      method: .post, url: URL(string: "https://api.shop.example\(path)")!,
      headers: headers.merging(["Content-Type": "application/json"]) { $1 },
      body: Data(body.utf8))
  }

  @Test("a 4xx: the app's path, query, headers and body reach the server; kept headers only")
  func clientError() throws {
    let server = try LoopbackServer { _ in
      .json(
        401, #"{"error": "invalid_credentials"}"#,
        headers: [
          ("Set-Cookie", "sid=abc"), ("X-Session-Id", "s-1"), ("Date", "Fri, 27 Nov 2026"),
          ("Cache-Control", "no-store"), ("X-Request-Id", "r-7"),
        ])
    }
    defer { server.stop() }
    let request = Self.post(
      "/v1/login?appid=k-1&lang=en", #"{"email":"a@b.c","password":"hunter22"}"#,
      headers: ["Authorization": "Bearer t-0"])
    #expect(
      record(request, with: try recorder(server)) == """
        Tests/Fixtures/Shop/post-v1-login-401.json
        {
          "request": {
            "method": "POST",
            "path": "/v1/login",
            "query": {"appid":"k-1","lang":"en"},
            "body": {"email":"a@b.c","password":"hunter22"}
          },
          "response": {
            "status": 401,
            "latencyMs": 100,
            "headers": {"Cache-Control":"no-store","X-Request-Id":"r-7"},
            "body": {"error":"invalid_credentials"}
          }
        }

        """)
    let received = try #require(server.received.first)
    #expect(received.target == "/v1/login?appid=k-1&lang=en")
    #expect(received.headers["authorization"] == "Bearer t-0")
    #expect(
      String(decoding: received.body, as: UTF8.self) == #"{"email":"a@b.c","password":"hunter22"}"#)
  }

  @Test("a 5xx with a text body is kept as bodyText")
  func serverError() throws {
    let server = try LoopbackServer { _ in
      LoopbackServer.Response(
        status: 503, headers: [("Content-Type", "text/plain")], body: Data("Try later".utf8))
    }
    defer { server.stop() }
    let request = HTTPRequest(method: .get, url: URL(string: "http://localhost:8080/posts")!)
    #expect(
      record(request, with: try recorder(server)) == """
        Tests/Fixtures/Shop/get-posts-503.json
        {
          "request": {
            "method": "GET",
            "path": "/posts"
          },
          "response": {
            "status": 503,
            "latencyMs": 100,
            "headers": {"Content-Type":"text/plain"},
            "bodyText": "Try later"
          }
        }

        """)
  }

  @Test("no answer within the timeout is recorded as timedOut")
  func timeout() throws {
    let server = try LoopbackServer { _ in .json(200, "{}").delayed(by: .seconds(20)) }
    defer { server.stop() }
    let request = HTTPRequest(method: .get, url: URL(string: "http://localhost:8080/slow")!)
    #expect(
      record(request, with: try recorder(server, timeout: .milliseconds(300))) == """
        Tests/Fixtures/Shop/get-slow-timedout.json
        {
          "request": {
            "method": "GET",
            "path": "/slow"
          },
          "error": "timedOut",
          "latencyMs": 100
        }

        """)
  }

  @Test("a redirect is followed: the fixture answers the app's request with the final response")
  func redirect() throws {
    let server = try LoopbackServer { request in
      request.target == "/old"
        ? LoopbackServer.Response(status: 302, headers: [("Location", "/new")])
        : .json(200, #"{"moved": true}"#)
    }
    defer { server.stop() }
    let request = HTTPRequest(method: .get, url: URL(string: "http://localhost:8080/old")!)
    #expect(
      record(request, with: try recorder(server)) == """
        Tests/Fixtures/Shop/get-old-200.json
        {
          "request": {
            "method": "GET",
            "path": "/old"
          },
          "response": {
            "status": 200,
            "latencyMs": 100,
            "body": {"moved":true}
          }
        }

        """)
    #expect(server.received.map(\.target) == ["/old", "/new"])
  }

  @Test("a gzip body is kept decoded, without its Content-Encoding")
  func gzip() throws {
    let server = try LoopbackServer { _ in
      LoopbackServer.Response(
        status: 200,
        headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")],
        body: Data(#"{"posts": [1, 2]}"#.utf8).gzipStored)
    }
    defer { server.stop() }
    let request = HTTPRequest(method: .get, url: URL(string: "http://localhost:8080/posts")!)
    #expect(
      record(request, with: try recorder(server)) == """
        Tests/Fixtures/Shop/get-posts-200.json
        {
          "request": {
            "method": "GET",
            "path": "/posts"
          },
          "response": {
            "status": 200,
            "latencyMs": 100,
            "body": {"posts":[1,2]}
          }
        }

        """)
  }

  @Test("names never repeat: a name taken by a file or an earlier recording gets -2, -3")
  func naming() throws {
    let server = try LoopbackServer { _ in .json(200, "[]") }
    defer { server.stop() }
    let recorder = try recorder(server, existing: ["get-posts-200"])
    let request = HTTPRequest(method: .get, url: URL(string: "http://localhost:8080/posts")!)
    let names = (0..<2).map { _ in record(request, with: recorder).prefix { $0 != "\n" } }
    #expect(
      names == [
        "Tests/Fixtures/Shop/get-posts-200-2.json", "Tests/Fixtures/Shop/get-posts-200-3.json",
      ])
  }

  @Test("a server that is down fails the request with its URL and the fix, and records nothing")
  func serverDown() throws {
    let server = try LoopbackServer { _ in .json(200, "{}") }
    server.stop()
    let recorder = try recorder(server)
    let request = Self.post("/v1/login", "{}")
    #expect(
      record(request, with: recorder) == """
        cannot reach the live server: POST \(server.baseURL)/v1/login: nothing answers there \
        (connection refused)
        hint: start the server at \(server.baseURL), or give --live the base URL it answers at; \
        the event was not kept
        """)
    #expect(recorder.recorded.isEmpty)
  }

  @Test("a base URL with more than a scheme, host and port is refused")
  func badBase() {
    #expect(
      throws: LiveServer.BadURL(
        text: "ftp://x", reason: "it is not an http or https URL with a host")
    ) {
      try LiveServer(baseURL: "ftp://x")
    }
    #expect(
      throws: LiveServer.BadURL(
        text: "http://x/api",
        reason: "it has more than a scheme, host and port (the app's paths are kept)")
    ) {
      try LiveServer(baseURL: "http://x/api")
    }
  }

  @Test("a measured latency is rounded to 10 ms")
  func rounding() {
    #expect(LiveRecorder.rounded(.microseconds(4_999)) == .zero)
    #expect(LiveRecorder.rounded(.microseconds(5_000)) == .milliseconds(10))
    #expect(LiveRecorder.rounded(.milliseconds(1_234)) == .milliseconds(1_230))
  }
}

extension LoopbackServer.Response {
  /// This response, after `delay`.
  func delayed(by delay: Duration) -> Self {
    var response = self
    response.delay = delay
    return response
  }
}
