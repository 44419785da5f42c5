import Foundation
import Screenplay
import ScreenplaySeams
import Screens

/// Johnny Appleseed, the original app's demo user, and helpers shared by the sign-in tests.
enum SignInTestData {
  /// The session JSON the server returns for Johnny, keys sorted.
  static let johnnyJSON =
    #"{"profile":{"avatar":"http://www.koober.com/avatar/johnnya","email":"johnny@gmail.com","#
    + #""mobileNumber":"510-736-8754","name":"Johnny Appleseed"},"#
    + #""remoteSession":{"token":"64652626"}}"#

  /// Johnny's session.
  static let johnny = UserSession(
    profile: UserProfile(
      name: "Johnny Appleseed", email: "johnny@gmail.com", mobileNumber: "510-736-8754",
      avatar: URL(string: "http://www.koober.com/avatar/johnnya")!),
    remoteSession: RemoteUserSession(token: "64652626"))

  /// A fixture answering `POST /login` with `email` and `password` in its body: `status` and
  /// `json`, at once.
  static func signIn(
    email: String = "johnny@gmail.com", password: String = "password", status: Int = 200,
    json: String = johnnyJSON
  ) -> Fixture {
    signIn(
      email: email, password: password,
      .response(HTTPResponse(statusCode: status, body: Data(json.utf8))))
  }

  /// A fixture failing `POST /login` with `email` and `password` in its body, as `kind` says.
  static func signIn(
    email: String = "johnny@gmail.com", password: String = "password",
    failingWith kind: Fixture.ErrorKind
  ) -> Fixture {
    signIn(email: email, password: password, .error(kind))
  }

  private static func signIn(email: String, password: String, _ outcome: Fixture.Outcome)
    -> Fixture
  {
    Fixture(
      name: "sign-in", path: "Tests/ScenesTests/SignIn/SignInTestData.swift",
      request: Fixture.Request(
        method: "POST", path: "/login",
        body: ["email": .string(email), "password": .string(password)]),
      outcome: outcome)
  }

  /// The request no fixture of `harness` answered first, as the app sent it.
  @MainActor
  static func unansweredRequest(_ harness: Harness) -> HTTPRequest? {
    harness.transport.unmatchedRequests.first?.request
  }

  /// The body of a request as UTF-8 text.
  static func bodyText(_ request: HTTPRequest?) -> String? {
    request?.body.map { String(decoding: $0, as: UTF8.self) }
  }

  /// What `store` holds under `userSession`, as JSON with its keys sorted.
  static func storedSessionJSON(in store: any KeyValueStore) -> String? {
    store.data(forKey: KeyValueUserSessionDataStore.defaultKey).flatMap {
      try? JSONSerialization.jsonObject(with: $0)
    }.flatMap {
      try? JSONSerialization.data(
        withJSONObject: $0, options: [.sortedKeys, .withoutEscapingSlashes])
    }.map { String(decoding: $0, as: UTF8.self) }
  }
}
