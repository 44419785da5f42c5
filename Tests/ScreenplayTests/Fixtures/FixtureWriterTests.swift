import Foundation
import ScreenplaySeams
import Testing

@testable import Screenplay

@Suite("Fixture writer")
struct FixtureWriterTests {
  private let login = Fixture.Request(
    method: "POST", path: "/login", body: ["email": "johnny@gmail.com", "password": "password"])

  /// `fixtures` written, then read back as the file `name`.
  private func roundTrip(_ fixtures: [Fixture], name: String = "f") throws -> [Fixture] {
    let text = try #require(FixtureWriter.text(fixtures))
    return try FixtureLoader.decode(Array(text.utf8), name: name, path: "\(name).json")
  }

  @Test("one fixture is its object, keys in the format's order, values as compact JSON")
  func oneFixture() throws {
    let fixture = Fixture(
      name: "sign-in", path: "sign-in.json", request: login,
      outcome: .response(
        HTTPResponse(
          statusCode: 200, headers: ["Content-Type": "application/json"],
          body: Data(#"{"token":"64652626"}"#.utf8))),
      latency: .milliseconds(1500))
    #expect(
      FixtureWriter.text([fixture]) == """
        {
          "request": {
            "method": "POST",
            "path": "/login",
            "body": {"email":"johnny@gmail.com","password":"password"}
          },
          "response": {
            "status": 200,
            "latencyMs": 1500,
            "body": {"token":"64652626"}
          }
        }

        """)
    #expect(try roundTrip([fixture], name: "sign-in") == [fixture])
  }

  @Test("errors, queries with repeated and bare items, text bodies and headers read back alike")
  func roundTrips() throws {
    let query = Fixture.Request(
      method: "GET", path: "/search",
      query: [
        Fixture.QueryItem(name: "flag", value: nil), Fixture.QueryItem(name: "id", value: "1"),
        Fixture.QueryItem(name: "id", value: "2"), Fixture.QueryItem(name: "q", value: "a b"),
      ])
    let fixtures = [
      Fixture(
        name: "f#1", path: "f.json", request: query, outcome: .error(.timedOut),
        latency: .milliseconds(300)),
      Fixture(
        name: "f#2", path: "f.json", request: login,
        outcome: .response(
          HTTPResponse(
            statusCode: 500, headers: ["Content-Type": "text/plain", "Retry-After": "1"],
            body: Data("not json {".utf8)))),
      Fixture(
        name: "f#3", path: "f.json", request: Fixture.Request(method: "DELETE", path: "/x"),
        outcome: .response(HTTPResponse(statusCode: 204))),
    ]
    let text = try #require(FixtureWriter.text(fixtures))
    #expect(text.hasPrefix("[\n  {\n    \"request\": {\n"))
    #expect(text.contains(#""query": {"flag":null,"id":["1","2"],"q":"a b"}"#))
    let read = try roundTrip(fixtures)
    for (index, fixture) in fixtures.enumerated() {
      #expect(read[index].request == fixture.request)
      #expect(read[index].outcome == fixture.outcome)
      #expect(read[index].latency == fixture.latency)
    }
    #expect(read == fixtures)
  }

  @Test("a body that is neither JSON nor text cannot be written")
  func binaryBody() {
    let fixture = Fixture(
      name: "f", path: "f.json", request: Fixture.Request(method: "GET", path: "/image"),
      outcome: .response(HTTPResponse(statusCode: 200, body: Data([0xFF, 0xFE, 0x00]))))
    #expect(FixtureWriter.text([fixture]) == nil)
  }
}
