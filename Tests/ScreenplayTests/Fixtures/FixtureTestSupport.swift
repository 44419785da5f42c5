import Foundation
import ScreenplaySeams
import Testing

@testable import Screenplay

/// Builders shared by the fixture tests.
enum FixtureTestSupport {
  /// The fixtures of one file's text, named `name`, in `Tests/Fixtures/<screen>`.
  static func fixtures(_ json: String, name: String, screen: String = "SignIn") throws
    -> [Fixture]
  {
    try FixtureLoader.decode(
      Array(json.utf8), name: name, path: "Tests/Fixtures/\(screen)/\(name).json")
  }

  /// The one fixture of one file's text.
  static func fixture(_ json: String, name: String) throws -> Fixture {
    try fixtures(json, name: name)[0]
  }

  /// The diagnostic decoding `json` throws, or `nil`.
  static func decodingError(_ json: String, name: String = "x") -> Diagnostic? {
    do {
      _ = try FixtureLoader.decode(
        Array(json.utf8), name: name, path: "Tests/Fixtures/SignIn/\(name).json")
      return nil
    } catch {
      return error
    }
  }

  /// A request to `https://api.example.com` + `pathAndQuery`, with `body` as UTF-8.
  static func request(_ method: HTTPMethod, _ pathAndQuery: String, body: String? = nil)
    -> HTTPRequest
  {
    HTTPRequest(
      method: method, url: URL(string: "https://api.example.com" + pathAndQuery)!,
      headers: body == nil ? [:] : ["Content-Type": "application/json"],
      body: body.map { Data($0.utf8) })
  }

  /// A transport over `fixtures` with its own clock.
  static func transport(_ fixtures: [Fixture]) -> (FixtureTransport, VirtualClock) {
    let clock = VirtualClock()
    return (FixtureTransport(fixtures: fixtures, clock: clock), clock)
  }

  /// A harness whose transport answers from `fixtures`: requests sent from tasks it runs are
  /// waiting on its clock (or answered) by the time it returns.
  @MainActor
  static func harness(_ fixtures: [Fixture]) -> Harness {
    Harness(fixtures: fixtures)
  }

  /// Whether `request` matches the fixture request in `json`; the quick check and the list of
  /// differences must agree, and so must a request read with and without the fixture's
  /// canonical body at hand.
  static func matches(_ json: String, _ request: HTTPRequest) throws -> Bool {
    let fixture = try fixture(#"{"request": \#(json), "response": {"status": 204}}"#, name: "f")
    let received = ReceivedRequest(request)
    #expect(ReceivedRequest(request, answeredBy: [fixture]).body == received.body)
    let matched = FixtureMatcher.matches(fixture.request, received)
    #expect(matched == FixtureMatcher.differences(fixture.request, received).isEmpty)
    return matched
  }

  /// The instant `milliseconds` after the start.
  static func at(_ milliseconds: Int) -> VirtualClock.Instant {
    VirtualClock.Instant(offset: .milliseconds(milliseconds))
  }
}

/// A flag one task sets and another reads.
final class FixtureTestFlag: Sendable {
  private let value = Locked(false)

  func set() { value.withLock { $0 = true } }

  var isSet: Bool { value.withLock { $0 } }
}
