import ScreenplaySeams

/// A request no unused fixture matched: what was sent, which fixtures were in use, the closest
/// one and exactly how it differs, and what to do. Secrets are shown as `•••`.
///
/// ```text
/// no fixture matches request #2: POST /login
///   body: {"email":"a@b.c","password":"•••"}
/// fixtures in use: sign-in-success (consumed by request #1)
/// closest fixture: sign-in-success (Tests/Fixtures/SignIn/sign-in-success.json), consumed by request #1
///   body $.email: expected "johnny@gmail.com", got "a@b.c"
/// fixes:
///   1. add a fixture for this request to Tests/Fixtures/SignIn and list it under `fixtures:` in the log
///   2. if the app should not send this request, fix the app
/// ```
package struct UnmatchedRequestReport: Sendable, Hashable, CustomStringConvertible {
  /// A fixture the transport had, and the request that consumed it, if any.
  package struct FixtureUse: Sendable, Hashable {
    /// The fixture's name.
    package var name: String
    /// The fixture's file, as displayed.
    package var path: String
    /// The number of the request it answered, or `nil` if still unused.
    package var consumedBy: Int?
  }

  /// The fixture nearest the request, and how the request differs from it.
  package struct Closest: Sendable, Hashable {
    /// The fixture.
    package var fixture: FixtureUse
    /// How the request differs; empty when it matches but was already consumed.
    package var differences: [RequestDifference]
  }

  /// Which request this was, counting every request the transport received from 1.
  package var requestNumber: Int
  /// The request as the app sent it.
  package var request: HTTPRequest
  /// The request taken apart as fixtures describe requests.
  var received: ReceivedRequest
  /// Every fixture the transport had, in declared order.
  package var fixtures: [FixtureUse]
  /// The fixture matching most of method, path, query and body (the first on ties), or `nil`
  /// when there are no fixtures.
  package var closest: Closest?
  /// Where new fixtures for this screen go, as displayed: `Tests/Fixtures/SignIn`.
  package var fixturesDirectory: String
  /// The names whose values the message hides: the built-in words and the project's own.
  package var secretNames = SecretNames()

  /// Difference lines shown before the rest are summarised.
  static let differenceLimit = 10

  init(
    requestNumber: Int, request: HTTPRequest, received: ReceivedRequest, fixtures: [Fixture],
    consumedBy: [Int?], fixturesDirectory: String
  ) {
    self.requestNumber = requestNumber
    self.request = request
    self.received = received
    self.fixturesDirectory = fixturesDirectory
    self.fixtures = zip(fixtures, consumedBy).map { fixture, consumer in
      FixtureUse(name: fixture.name, path: fixture.path, consumedBy: consumer)
    }
    var best: (use: FixtureUse, differences: [RequestDifference], score: Int)?
    for (fixture, use) in zip(fixtures, self.fixtures) {
      let differences = FixtureMatcher.differences(fixture.request, received)
      let score = FixtureMatcher.matchingComponents(differences)
      if score > best?.score ?? -1 { best = (use, differences, score) }
    }
    closest = best.map { Closest(fixture: $0.use, differences: $0.differences) }
  }

  /// The whole explanation, over several lines, secrets shown as `•••`.
  package var description: String {
    let received = ReceivedRequest(request)
    let lines =
      requestLines(received) + [fixturesLine] + closestLines
      + ["fixes:"] + fixes(received).enumerated().map { "  \($0.offset + 1). \($0.element)" }
    return lines.joined(separator: "\n")
  }

  private func requestLines(_ received: ReceivedRequest) -> [String] {
    let first =
      "no fixture matches request #\(requestNumber): \(received.redactedLine(hiding: secretNames))"
    switch received.body {
    case .none: return [first]
    case .json(let value):
      return [
        first, "  body: " + Redaction.shown(value, at: .root, limit: 200, secrets: secretNames),
      ]
    case .notJSON(let byteCount): return [first, "  body: \(byteCount) bytes that are not JSON"]
    }
  }

  private var fixturesLine: String {
    guard !fixtures.isEmpty else { return "fixtures in use: none (the log lists no `fixtures:`)" }
    let names = fixtures.map { use in
      use.consumedBy.map { "\(use.name) (consumed by request #\($0))" } ?? use.name
    }
    return "fixtures in use: " + names.joined(separator: ", ")
  }

  private var closestLines: [String] {
    guard let closest else { return [] }
    let use = closest.fixture
    let first = "closest fixture: \(use.name) (\(use.path))"
    guard !closest.differences.isEmpty else {
      let consumer = use.consumedBy.map { "#\($0)" } ?? "an earlier request"
      return [first, "  it matches this request, but was consumed by request \(consumer)"]
    }
    let heading = first + (use.consumedBy.map { ", consumed by request #\($0)" } ?? "")
    let shown = closest.differences.prefix(Self.differenceLimit).map {
      "  " + $0.description(hiding: secretNames)
    }
    let hidden = closest.differences.count - shown.count
    return [heading] + shown + (hidden > 0 ? ["  … and \(hidden) more differences"] : [])
  }

  private func fixes(_ received: ReceivedRequest) -> [String] {
    let add =
      "add a fixture for this request to \(fixturesDirectory) and list it under `fixtures:` in the log"
    let fixApp = "if the app should not send this request, fix the app"
    guard let closest else { return [add, fixApp] }
    let use = closest.fixture
    if closest.differences.isEmpty {
      return [againFix(use), onceFix(use, received)]
    }
    guard use.consumedBy == nil else { return [add, fixApp] }
    let update =
      "if the app is right and '\(use.name)' is out of date, update \(use.path) to match this request"
    return [add, update, fixApp]
  }

  private func againFix(_ use: FixtureUse) -> String {
    let again = "if the app should send this request again, "
    let why = " (each fixture answers one request)"
    guard use.name.contains("#") else {
      return again + "list '\(use.name)' again under `fixtures:` in the log" + why
    }
    return again + "add another fixture like '\(use.name)' to \(use.path)" + why
  }

  private func onceFix(_ use: FixtureUse, _ received: ReceivedRequest) -> String {
    let earlier = use.consumedBy.map { "request #\($0) and #" } ?? "request #"
    return
      "if it should send it once, fix the app: it sent \(received.summary) as \(earlier)\(requestNumber)"
  }
}
