import Foundation
import ScreenplaySeams
import Testing

@testable import Screenplay

/// Fixture files that are valid JSON are checked against the format, each error at its key or
/// value.
@Suite struct FixtureDecodingTests {
  private func message(_ text: String) -> String? {
    FixtureTestSupport.decodingError(text)?.description
  }

  @Test func aResponseFixtureReadsEveryField() throws {
    let fixture = try FixtureTestSupport.fixture(
      """
      {
        "request": { "method": "post", "path": "/login", "query": {"api_key": "k", "page": 2},
                     "body": {"email": "a@b.c", "password": "x"} },
        "response": { "status": 200, "latencyMs": 1500, "headers": {"X-Id": "7"},
                      "body": {"token": "t", "name": "Ann"} }
      }
      """, name: "sign-in-success")
    #expect(fixture.name == "sign-in-success")
    #expect(fixture.path == "Tests/Fixtures/SignIn/sign-in-success.json")
    #expect(fixture.request.method == "POST")
    #expect(fixture.request.path == "/login")
    #expect(
      fixture.request.query == [
        Fixture.QueryItem(name: "api_key", value: "k"), Fixture.QueryItem(name: "page", value: "2"),
      ])
    #expect(fixture.request.body == ["email": "a@b.c", "password": "x"])
    #expect(fixture.latency == .milliseconds(1500))
    let body = Data(#"{"name":"Ann","token":"t"}"#.utf8)
    let headers = ["X-Id": "7", "Content-Type": "application/json"]
    #expect(
      fixture.outcome == .response(HTTPResponse(statusCode: 200, headers: headers, body: body)))
  }

  @Test func bodyTextIsSentAsWritten() throws {
    let fixture = try FixtureTestSupport.fixture(
      #"{"request": {"method": "GET", "path": "/posts"}, "response": {"status": 200, "bodyText": "not json {"}}"#,
      name: "malformed")
    #expect(
      fixture.outcome == .response(HTTPResponse(statusCode: 200, body: Data("not json {".utf8))))
  }

  @Test func anErrorFixtureTakesItsLatencyFromTheTopLevel() throws {
    let fixture = try FixtureTestSupport.fixture(
      #"{"request": {"method": "GET", "path": "/posts"}, "error": "timedOut", "latencyMs": 30000}"#,
      name: "slow")
    #expect(fixture.outcome == .error(.timedOut))
    #expect(fixture.latency == .seconds(30))
    #expect(fixture.label == "timedOut GET /posts (slow)")
  }

  @Test func anArrayFileNumbersItsFixtures() throws {
    let fixtures = try FixtureTestSupport.fixtures(
      """
      [ {"request": {"method": "GET", "path": "/a"}, "response": {"status": 200}},
        {"request": {"method": "GET", "path": "/b"}, "error": "offline"} ]
      """, name: "pages")
    #expect(fixtures.map(\.name) == ["pages#1", "pages#2"])
    #expect(fixtures.map(\.request.path) == ["/a", "/b"])
  }

  @Test func anUnknownKeySuggestsTheNearestOne() {
    #expect(
      message(#"{"request": {"method": "GET", "path": "/"},"reponse": {"status": 200}}"#) == """
        Tests/Fixtures/SignIn/x.json:1:44: error: unknown key 'reponse' in a fixture
          hint: did you mean 'response'? the keys here are request, response, error, latencyMs
        """)
  }

  @Test func anUnknownKeyInsideTheRequestIsNamedWithItsObject() {
    #expect(
      message(#"{"request": {"method": "GET", "path": "/", "headers": {}}, "error": "offline"}"#)
        == """
        Tests/Fixtures/SignIn/x.json:1:44: error: unknown key 'headers' in 'request'
          hint: the keys here are method, path, query, body
        """)
  }

  @Test func aQuotedStatusIsAWrongType() {
    #expect(
      message(#"{"request": {"method": "GET", "path": "/"}, "response": {"status": "200"}}"#) == """
        Tests/Fixtures/SignIn/x.json:1:68: error: 'status' must be a number, found a string
          hint: write the number without quotes: 200
        """)
  }

  @Test func anUnknownErrorSuggestsTheNearestKind() {
    #expect(
      message(#"{"request": {"method": "GET", "path": "/"}, "error": "ofline"}"#) == """
        Tests/Fixtures/SignIn/x.json:1:54: error: unknown error 'ofline'
          hint: did you mean 'offline'? the errors are offline, timedOut, cannotConnect
        """)
  }

  @Test func aFixtureWithoutRequestPointsAtTheFixture() {
    #expect(
      message("[\n  {\"response\": {\"status\": 200}}\n]") == """
        Tests/Fixtures/SignIn/x.json:2:3: error: the fixture has no 'request'
          hint: add "request": {"method": "GET", "path": "/"}
        """)
  }

  @Test func aFixtureWithoutResponseOrErrorSaysWhichToAdd() {
    #expect(
      message(#"{"request": {"method": "GET", "path": "/"}}"#) == """
        Tests/Fixtures/SignIn/x.json:1:1: error: the fixture has neither 'response' nor 'error'
          hint: add "response": {"status": 200} or "error": "offline"
        """)
  }

  @Test func aFixtureWithBothResponseAndErrorPointsAtTheError() {
    #expect(
      message(
        #"{"request": {"method": "GET", "path": "/"}, "response": {"status": 200}, "error": "offline"}"#
      )
        == """
        Tests/Fixtures/SignIn/x.json:1:74: error: the fixture has both 'response' and 'error'
          hint: keep one: a fixture answers with a response or fails with an error
        """)
  }

  @Test func aTopLevelLatencyBesideAResponseIsMovedInside() {
    #expect(
      message(
        #"{"request": {"method": "GET", "path": "/"}, "response": {"status": 200}, "latencyMs": 5}"#
      )
        == """
        Tests/Fixtures/SignIn/x.json:1:74: error: 'latencyMs' belongs inside 'response' when the fixture has one
          hint: move "latencyMs" into the "response" object
        """)
  }

  @Test func aNegativeOrFractionalLatencyIsRefused() {
    let negative =
      #"{"request": {"method": "GET", "path": "/"}, "error": "offline", "latencyMs": -5}"#
    #expect(
      message(negative) == """
        Tests/Fixtures/SignIn/x.json:1:78: error: invalid latency -5
          hint: write a whole number of milliseconds, 0 or more: "latencyMs": 1500
        """)
    let fractional =
      #"{"request": {"method": "GET", "path": "/"}, "error": "offline", "latencyMs": 1.5}"#
    #expect(message(fractional)?.contains("error: invalid latency 1.5") == true)
  }

  @Test func aStatusOutsideTheHTTPRangeIsRefused() {
    #expect(
      message(#"{"request": {"method": "GET", "path": "/"}, "response": {"status": 42}}"#) == """
        Tests/Fixtures/SignIn/x.json:1:68: error: invalid HTTP status 42
          hint: use a status code from 100 to 599, such as 200 or 404
        """)
  }

  @Test func aMethodIsAWordOfASCIILettersInAnyCase() throws {
    let fixture = try FixtureTestSupport.fixture(
      #"{"request": {"method": "pAtCh", "path": "/a"}, "error": "offline"}"#, name: "x")
    #expect(fixture.request.method == "PATCH")
    for method in ["", "G3T", "GET ", "gét", "ＧＥＴ", "[ET", "`ET"] {
      #expect(
        message(#"{"request": {"method": "\#(method)", "path": "/"}, "error": "offline"}"#)
          == """
          Tests/Fixtures/SignIn/x.json:1:24: error: invalid HTTP method '\(method)'
            hint: write a method such as "GET" or "POST"
          """, "\(method)")
    }
  }

  @Test func aPathWithHostOrQueryIsRefused() {
    #expect(
      message(#"{"request": {"method": "GET", "path": "https://x.com/a"}, "error": "offline"}"#)
        == """
        Tests/Fixtures/SignIn/x.json:1:39: error: the request path 'https://x.com/a' does not start with '/'
          hint: write only the URL's path, without scheme and host, such as "/login"
        """)
    #expect(
      message(#"{"request": {"method": "GET", "path": "/a?page=2"}, "error": "offline"}"#) == """
        Tests/Fixtures/SignIn/x.json:1:39: error: the request path '/a?page=2' contains a query
          hint: move the query items into "query", such as "query": {"page": "2"}
        """)
  }

  @Test func bodyAndBodyTextTogetherAreRefused() {
    #expect(
      message(
        #"{"request": {"method": "GET", "path": "/"}, "response": {"status": 200, "body": 1, "bodyText": ""}}"#
      )
        == """
        Tests/Fixtures/SignIn/x.json:1:84: error: the response has both 'body' and 'bodyText'
          hint: keep "body" for JSON or "bodyText" for raw text, not both
        """)
  }

  @Test func anEmptyArrayHoldsNoFixtures() {
    #expect(
      message("[]") == """
        Tests/Fixtures/SignIn/x.json:1:1: error: the file holds no fixtures
          hint: add a fixture to the array, or remove the file from `fixtures:` in the log
        """)
  }

  @Test func aFileThatIsNotAnObjectSaysWhatAFixtureIs() {
    #expect(
      message(#""hello""#) == """
        Tests/Fixtures/SignIn/x.json:1:1: error: expected a fixture object or an array of them, found a string
          hint: a fixture is {"request": {"method": "GET", "path": "/"}, "response": {"status": 200}}
        """)
  }
}
