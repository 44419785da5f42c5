import Foundation
import Screenplay
import ScreenplaySeams
import Screens
import Testing

/// Keeps `Tests/Fixtures/SignIn` honest: the bodies it expects are the ones the app sends, and
/// the sessions it answers with are ones the app can read.
@MainActor
@Suite("Sign-in fixtures")
struct SignInFixtureTests {
  private static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/SignIn")

  private static func fixture(_ name: String) throws -> [String: Any] {
    let data = try Data(contentsOf: folder.appendingPathComponent("\(name).json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  private static func json(_ value: Any) throws -> Data {
    try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
  }

  @Test(
    "each fixture expects exactly the body the app sends for its credentials",
    arguments: [
      ("sign-in-success", "johnny@gmail.com", "password"),
      ("sign-in-wrong-password", "johnny@gmail.com", "pasword"),
      ("sign-in-empty-fields", "", ""),
      ("sign-in-offline", "johnny@gmail.com", "password"),
      ("sign-in-timeout", "johnny@gmail.com", "password"),
      ("sign-in-server-error", "johnny@gmail.com", "password"),
      ("sign-in-malformed-json", "johnny@gmail.com", "password"),
      ("sign-in-trailing-space", "johnny@gmail.com ", "password"),
    ])
  func requestBodiesMatch(name: String, email: String, password: String) throws {
    let harness = Harness()
    _ = try? harness.finish {
      try await KooberCloudAuthRemoteAPI().signIn(
        username: email, password: Screens.Secret(password))
    }
    let request = try #require(try Self.fixture(name)["request"] as? [String: Any])
    let sentRequest = try #require(SignInTestData.unansweredRequest(harness))
    let sent = try #require(sentRequest.body)

    #expect(request["method"] as? String == "POST")
    #expect(request["path"] as? String == sentRequest.url.path)
    #expect(
      try Self.json(JSONSerialization.jsonObject(with: sent)) == Self.json(request["body"]!))
  }

  @Test("the success fixture answers with Johnny's session after 1.5 s")
  func successBodyDecodes() throws {
    let response = try #require(try Self.fixture("sign-in-success")["response"] as? [String: Any])
    let body = try Self.json(try #require(response["body"]))

    #expect(response["latencyMs"] as? Int == 1500)
    #expect(try JSONDecoder().decode(UserSession.self, from: body) == SignInTestData.johnny)
  }
}
