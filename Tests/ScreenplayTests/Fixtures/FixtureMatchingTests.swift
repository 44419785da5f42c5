import Foundation
import ScreenplaySeams
import Testing

@testable import Screenplay

/// The matching rules of `Docs/FixtureFormat.md`, one by one.
@Suite struct FixtureMatchingTests {
  private func matches(_ fixture: String, _ request: HTTPRequest) throws -> Bool {
    try FixtureTestSupport.matches(fixture, request)
  }

  private func request(_ method: HTTPMethod, _ path: String, body: String? = nil) -> HTTPRequest {
    FixtureTestSupport.request(method, path, body: body)
  }

  @Test func theMethodMatchesIgnoringCase() throws {
    #expect(try matches(#"{"method": "get", "path": "/posts"}"#, request(.get, "/posts")))
    #expect(try !matches(#"{"method": "POST", "path": "/posts"}"#, request(.get, "/posts")))
  }

  @Test func thePathMustBeEqualAndHostAndSchemeDoNotMatter() throws {
    let tmdb = HTTPRequest(method: .get, url: URL(string: "http://api.themoviedb.org/3/movie/7")!)
    #expect(try matches(#"{"method": "GET", "path": "/3/movie/7"}"#, tmdb))
    #expect(try !matches(#"{"method": "GET", "path": "/3/movie/7/"}"#, tmdb))
    #expect(try !matches(#"{"method": "GET", "path": "/Posts"}"#, request(.get, "/posts")))
  }

  @Test("a request's path and query read as URLComponents reads them, escaped or not")
  func pathAndQueryAsURLComponentsReadThem() throws {
    let urls = [
      "https://x.test/login", "https://x.test/", "https://x.test", "https://x.test/a/b/",
      "https://x.test/a%20b", "https://x.test/caf%C3%A9/x", "https://x.test/a%2Fb",
      "https://x.test/a?b=1&c", "https://x.test/a?", "https://x.test/a?q=%26%3D",
      "https://x.test/a#top",
      "https://x.test/a;p=1", "https://x.test/~u/+x",
    ]
    let base = try #require(URL(string: "https://x.test/3/"))
    var read: [String] = []
    for text in urls + ["relative: movie/7", "relative: /a?b=1"] {
      let url = try #require(
        text.hasPrefix("relative: ")
          ? URL(string: String(text.dropFirst(10)), relativeTo: base) : URL(string: text))
      let received = ReceivedRequest(HTTPRequest(method: .get, url: url))
      let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
      let path = components.path.isEmpty ? "/" : components.path
      let items = (components.queryItems ?? []).map {
        Fixture.QueryItem(name: $0.name, value: $0.value)
      }
      #expect(received.path == path, "\(text)")
      #expect(received.query == items, "\(text)")
      read.append(
        received.path + " "
          + received.query.map { "\($0.name)=\($0.value ?? "nil")" }.joined(separator: "&"))
    }
    #expect(
      read == [
        "/login ", "/ ", "/ ", "/a/b/ ", "/a b ", "/café/x ", "/a/b ", "/a b=1&c=nil", "/a ",
        "/a q=&=", "/a ", "/a;p=1 ", "/~u/+x ", "movie/7 ", "/a b=1",
      ])
  }

  @Test func aURLWithoutPathMatchesTheRootPath() throws {
    let bare = HTTPRequest(method: .get, url: URL(string: "https://example.com")!)
    #expect(try matches(#"{"method": "GET", "path": "/"}"#, bare))
  }

  @Test func thePathIsComparedPercentDecoded() throws {
    #expect(try matches(#"{"method": "GET", "path": "/a b"}"#, request(.get, "/a%20b")))
  }

  @Test func queryItemsMatchInAnyOrder() throws {
    let fixture = #"{"method": "GET", "path": "/s", "query": {"page": 2, "q": "star wars"}}"#
    #expect(try matches(fixture, request(.get, "/s?q=star%20wars&page=2")))
    #expect(try matches(fixture, request(.get, "/s?page=2&q=star%20wars")))
  }

  @Test func everyQueryItemMustBePresentAndNoOtherAllowed() throws {
    let fixture = #"{"method": "GET", "path": "/s", "query": {"page": "2"}}"#
    #expect(try !matches(fixture, request(.get, "/s")))
    #expect(try !matches(fixture, request(.get, "/s?page=2&lang=en")))
    #expect(try !matches(fixture, request(.get, "/s?page=3")))
  }

  @Test func aFixtureWithoutQueryMatchesOnlyRequestsWithoutQuery() throws {
    #expect(try matches(#"{"method": "GET", "path": "/s"}"#, request(.get, "/s")))
    #expect(try !matches(#"{"method": "GET", "path": "/s"}"#, request(.get, "/s?page=1")))
  }

  @Test func repeatedAndValuelessQueryItemsAreWrittenAsArraysAndNull() throws {
    let fixture = #"{"method": "GET", "path": "/s", "query": {"id": ["2", "1"], "flag": null}}"#
    #expect(try matches(fixture, request(.get, "/s?id=1&flag&id=2")))
    #expect(try !matches(fixture, request(.get, "/s?id=1&flag")))
  }

  @Test func theBodyMatchesStructurally() throws {
    let fixture =
      #"{"method": "POST", "path": "/login", "body": {"email": "a@b.c", "n": 1, "tags": [1, 2]}}"#
    #expect(
      try matches(
        fixture, request(.post, "/login", body: #"{"tags":[1,2.0],"n":1.0,"email":"a@b.c"}"#)))
    #expect(
      try !matches(
        fixture, request(.post, "/login", body: #"{"tags":[2,1],"n":1,"email":"a@b.c"}"#)))
    #expect(try !matches(fixture, request(.post, "/login", body: #"{"n":1,"email":"a@b.c"}"#)))
  }

  @Test func aFixtureWithoutBodyMatchesOnlyRequestsWithoutBody() throws {
    #expect(try matches(#"{"method": "POST", "path": "/go"}"#, request(.post, "/go")))
    #expect(try matches(#"{"method": "POST", "path": "/go"}"#, request(.post, "/go", body: "")))
    #expect(try !matches(#"{"method": "POST", "path": "/go"}"#, request(.post, "/go", body: "{}")))
  }

  @Test func aFixtureWithBodyNeverMatchesABodyThatIsNotJSON() throws {
    #expect(
      try !matches(
        #"{"method": "POST", "path": "/go", "body": "x"}"#, request(.post, "/go", body: "x")))
  }

  @Test func aBodyOfCanonicalBytesIsTheFixturesBodyWithoutParsing() throws {
    let first = try FixtureTestSupport.fixture(
      #"{"request": {"method": "POST", "path": "/a", "body": {"n": 1}}, "error": "offline"}"#,
      name: "first")
    let second = try FixtureTestSupport.fixture(
      #"{"request": {"method": "POST", "path": "/a", "body": {"z": [1.50, "\u00e9"], "a": null}}, "error": "offline"}"#,
      name: "second")
    #expect(second.request.canonicalBody == Array(#"{"a":null,"z":[1.50,"é"]}"#.utf8))
    let expected = ReceivedRequest.Body.json(try #require(second.request.body))
    let sent = request(.post, "/a", body: #"{"a":null,"z":[1.50,"é"]}"#)
    #expect(ReceivedRequest(sent, answeredBy: [first, second]).body == expected)
    // The same body with a space is parsed, and is the same value.
    let spaced = request(.post, "/a", body: #"{"a": null,"z":[1.50,"é"]}"#)
    #expect(ReceivedRequest(spaced, answeredBy: [first, second]).body == expected)
  }

  @Test func settingABodyKeepsItsCanonicalBytes() {
    var request = Fixture.Request(method: "post", path: "/a", body: ["b": 2, "a": "x"])
    #expect(request.canonicalBody == Array(#"{"a":"x","b":2}"#.utf8))
    request.body = nil
    #expect(request.canonicalBody == nil)
    request.body = [1, true]
    #expect(request.canonicalBody == Array("[1,true]".utf8))
  }

  @Test func closenessCountsMatchingComponents() throws {
    let fixture = try FixtureTestSupport.fixture(
      #"{"request": {"method": "POST", "path": "/login", "body": {"a": 1, "b": 2}}, "error": "offline"}"#,
      name: "f")
    let received = ReceivedRequest(request(.post, "/login", body: #"{"a": 2, "b": 3}"#))
    let differences = FixtureMatcher.differences(fixture.request, received)
    #expect(differences.count == 2)
    #expect(FixtureMatcher.matchingComponents(differences) == 3)
  }
}
