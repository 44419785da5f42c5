import Foundation
import Screenplay
import ScreenplaySeams
import Screens
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The Koober auth API on `URLSession.shared`, answered by a ``Harness``'s fixtures.
@MainActor
@Suite("Koober auth remote API")
struct SignInRemoteAPITests {
  private let api = KooberCloudAuthRemoteAPI()

  /// Signs in as `email` with `password`, answered by `fixtures`.
  private func signIn(
    _ email: String = "johnny@gmail.com", _ password: Screens.Secret = "password",
    answeredBy fixtures: [Fixture]
  ) throws -> UserSession {
    let harness = Harness(fixtures: fixtures)
    defer { #expect(harness.problems.isEmpty) }
    return try harness.finish { [api] in try await api.signIn(username: email, password: password) }
  }

  @Test("signing in posts the credentials as sorted JSON to localhost:8080/login")
  func signInRequestShape() throws {
    let harness = Harness()

    _ = try? harness.finish { [api] in
      try await api.signIn(username: "johnny@gmail.com", password: "password")
    }

    let request = try #require(SignInTestData.unansweredRequest(harness))
    #expect(harness.transport.requestCount == 1)
    #expect(request.method == .post)
    #expect(request.url.absoluteString == "http://localhost:8080/login")
    #expect(request.headers == ["Content-Type": "application/json"])
    #expect(
      SignInTestData.bodyText(request) == #"{"email":"johnny@gmail.com","password":"password"}"#)
  }

  @Test("empty credentials are sent as they are: the app does no validation")
  func emptyCredentialsAreSent() {
    let fixture = SignInTestData.signIn(
      email: "", password: "", status: 400, json: #"{"error":"invalid_request"}"#)

    #expect(throws: AuthRemoteAPIError.httpError(statusCode: 400)) {
      try signIn("", "", answeredBy: [fixture])
    }
  }

  @Test("a 200 answer's body is the user session")
  func successDecodesSession() throws {
    let userSession = try signIn(answeredBy: [SignInTestData.signIn()])

    #expect(userSession == SignInTestData.johnny)
  }

  @Test("a 401 answer throws an HTTP error with its status")
  func unauthorizedThrows() {
    let body = #"{"error":"invalid_credentials","message":"The email or password is incorrect."}"#
    let fixture = SignInTestData.signIn(password: "pasword", status: 401, json: body)

    #expect(throws: AuthRemoteAPIError.httpError(statusCode: 401)) {
      try signIn("johnny@gmail.com", "pasword", answeredBy: [fixture])
    }
  }

  @Test("a 200 answer whose body is not a session throws an undecodable-response error")
  func malformedBodyThrows() {
    let body =
      #"{"profile":{"name":"Johnny Appleseed","email":"johnny@gmail.com","mobileNumber":"510-73"#

    #expect(throws: AuthRemoteAPIError.undecodableResponse(statusCode: 200)) {
      try signIn(answeredBy: [SignInTestData.signIn(json: body)])
    }
  }

  @Test("URLSession's error is rethrown as it came")
  func transportFailureIsRethrown() {
    #expect {
      try signIn(answeredBy: [SignInTestData.signIn(failingWith: .offline)])
    } throws: { error in
      (error as? URLError)?.code == .notConnectedToInternet
    }
  }

  @Test("signing up posts the whole account as sorted JSON to /signup")
  func signUpRequestShape() throws {
    let harness = Harness()
    let account = NewAccount(
      fullName: "Johnny Appleseed", nickname: "Johnny", email: "johnny@gmail.com",
      mobileNumber: "510-736-8754", password: "password")

    _ = try? harness.finish { [api] in try await api.signUp(account: account) }

    let request = try #require(SignInTestData.unansweredRequest(harness))
    #expect(request.method == .post)
    #expect(request.url.absoluteString == "http://localhost:8080/signup")
    #expect(request.headers == ["Content-Type": "application/json"])
    #expect(
      SignInTestData.bodyText(request)
        == #"{"email":"johnny@gmail.com","fullName":"Johnny Appleseed","#
        + #""mobileNumber":"510-736-8754","nickname":"Johnny","password":"password"}"#)
  }
}
