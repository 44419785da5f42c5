import ScreenplaySeams
import Testing

@testable import Screenplay

/// What a request no fixture matched says, word for word, and that it never shows a secret.
@Suite struct UnmatchedRequestReportTests {
  private let signIn = """
    {"request": {"method": "POST", "path": "/login", "query": {"api_key": "sekrit-key-42"},
                 "body": {"email": "johnny@gmail.com", "password": "hunter2"}},
     "response": {"status": 200, "body": {"token": "64652626"}}}
    """
  private let posts =
    #"{"request": {"method": "GET", "path": "/posts"}, "response": {"status": 200}}"#

  /// Sends `requests` in order and returns the report of the last unmatched request.
  private func unmatchedReport(
    fixtures: [(name: String, json: String)], requests: [HTTPRequest]
  ) async throws -> String {
    let loaded = try fixtures.flatMap { try FixtureTestSupport.fixtures($0.json, name: $0.name) }
    let transport = FixtureTransport(
      fixtures: loaded, clock: VirtualClock(), fixturesDirectory: "Tests/Fixtures/SignIn")
    for request in requests { _ = try? await transport.send(request) }
    return try #require(transport.unmatchedRequests.last).description
  }

  private func login(_ body: String) -> HTTPRequest {
    FixtureTestSupport.request(.post, "/login?api_key=sekrit-key-42", body: body)
  }

  @Test func aRequestDifferingFromAConsumedFixtureSaysWhatDiffersAndWhoConsumedIt() async throws {
    let text = try await unmatchedReport(
      fixtures: [("sign-in-success", signIn), ("posts", posts)],
      requests: [
        login(#"{"email": "johnny@gmail.com", "password": "hunter2"}"#),
        login(#"{"email": "ann@x.com", "password": "letmein", "remember": true}"#),
      ])
    #expect(
      text == """
        no fixture matches request #2: POST /login?api_key=•••
          body: {"email":"ann@x.com","password":"•••","remember":true}
        fixtures in use: sign-in-success (consumed by request #1), posts
        closest fixture: sign-in-success (Tests/Fixtures/SignIn/sign-in-success.json), consumed by request #1
          body $.email: expected "johnny@gmail.com", got "ann@x.com"
          body $.password: expected •••, got ••• (secret values differ)
          body $.remember: expected none, got true
        fixes:
          1. add a fixture for this request to Tests/Fixtures/SignIn and list it under `fixtures:` in the log
          2. if the app should not send this request, fix the app
        """)
    for secret in ["hunter2", "letmein", "sekrit-key-42"] {
      #expect(!text.contains(secret), "\(secret) leaked")
    }
  }

  @Test func aRequestDifferingInPathAndQueryNamesEachItem() async throws {
    let search =
      #"{"request": {"method": "GET", "path": "/search", "query": {"q": "star", "page": 1}}, "error": "offline"}"#
    let text = try await unmatchedReport(
      fixtures: [("search", search)],
      requests: [FixtureTestSupport.request(.get, "/serch?q=star&page=2&token=abc123")])
    #expect(
      text == """
        no fixture matches request #1: GET /serch?q=star&page=2&token=•••
        fixtures in use: search
        closest fixture: search (Tests/Fixtures/SignIn/search.json)
          path: expected /search, got /serch
          query item 'page': expected "1", got "2"
          query item 'token': expected none, got •••
        fixes:
          1. add a fixture for this request to Tests/Fixtures/SignIn and list it under `fixtures:` in the log
          2. if the app is right and 'search' is out of date, update Tests/Fixtures/SignIn/search.json to match this request
          3. if the app should not send this request, fix the app
        """)
    #expect(!text.contains("abc123"))
  }

  @Test func aRepeatedRequestSaysTheMatchingFixtureWasAlreadyConsumed() async throws {
    let text = try await unmatchedReport(
      fixtures: [("posts", posts)],
      requests: [
        FixtureTestSupport.request(.get, "/posts"), FixtureTestSupport.request(.get, "/posts"),
      ])
    #expect(
      text == """
        no fixture matches request #2: GET /posts
        fixtures in use: posts (consumed by request #1)
        closest fixture: posts (Tests/Fixtures/SignIn/posts.json)
          it matches this request, but was consumed by request #1
        fixes:
          1. if the app should send this request again, list 'posts' again under `fixtures:` in the log (each fixture answers one request)
          2. if it should send it once, fix the app: it sent GET /posts as request #1 and #2
        """)
  }

  @Test func aRequestWithNoFixturesAtAllSaysSo() async throws {
    let text = try await unmatchedReport(
      fixtures: [], requests: [FixtureTestSupport.request(.delete, "/session", body: "token=abc")])
    #expect(
      text == """
        no fixture matches request #1: DELETE /session
          body: 9 bytes that are not JSON
        fixtures in use: none (the log lists no `fixtures:`)
        fixes:
          1. add a fixture for this request to Tests/Fixtures/SignIn and list it under `fixtures:` in the log
          2. if the app should not send this request, fix the app
        """)
  }

  @Test func theClosestFixtureIsTheFirstOfThoseMatchingMostComponents() async throws {
    let getLogin = #"{"request": {"method": "GET", "path": "/login"}, "error": "offline"}"#
    let postOther = #"{"request": {"method": "POST", "path": "/other"}, "error": "offline"}"#
    let text = try await unmatchedReport(
      fixtures: [("get-login", getLogin), ("post-other", postOther)],
      requests: [FixtureTestSupport.request(.post, "/login")])
    #expect(
      text.contains(
        "closest fixture: get-login (Tests/Fixtures/SignIn/get-login.json)\n  method: expected GET, got POST\n"
      ))
  }

  @Test func manyDifferencesAreCutAfterTen() async throws {
    let members = (1...12).map { #""k\#($0 + 10)": \#($0)"# }.joined(separator: ", ")
    let fixture =
      #"{"request": {"method": "POST", "path": "/a", "body": {\#(members)}}, "error": "offline"}"#
    let text = try await unmatchedReport(
      fixtures: [("many", fixture)], requests: [FixtureTestSupport.request(.post, "/a", body: "{}")]
    )
    #expect(
      text.contains("  body $.k20: expected 10, got none\n  … and 2 more differences\nfixes:"))
  }

  @Test func nestedSecretsAndSecretHeadersNeverAppear() async throws {
    var request = login(
      #"{"user": {"sessionId": "s-999", "name": "Ann"}, "list": [{"apiKey": "zz-77"}]}"#)
    request.headers["Authorization"] = "Bearer tok-555"
    let text = try await unmatchedReport(
      fixtures: [("sign-in-success", signIn)], requests: [request])
    for secret in ["s-999", "zz-77", "tok-555", "sekrit-key-42", "hunter2"] {
      #expect(!text.contains(secret), "\(secret) leaked")
    }
    #expect(
      text.contains(#"body: {"list":[{"apiKey":"•••"}],"user":{"name":"Ann","sessionId":"•••"}}"#))
  }
}
