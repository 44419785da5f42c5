import Foundation
import ScreenplaySeams
import Screens
import Testing

@Suite("Koober auth remote API")
struct SignInRemoteAPITests {
  @Test("signing in posts the credentials as sorted JSON to localhost:8080/login")
  func signInRequestShape() async throws {
    let transport = CannedTransport(status: 200, json: SignInTestData.johnnyJSON)
    let api = KooberCloudAuthRemoteAPI(transport: transport)

    _ = try await api.signIn(username: "johnny@gmail.com", password: "password")

    let request = try #require(transport.requests.first)
    #expect(transport.requests.count == 1)
    #expect(request.method == .post)
    #expect(request.url.absoluteString == "http://localhost:8080/login")
    #expect(request.headers == ["Content-Type": "application/json"])
    #expect(
      SignInTestData.bodyText(request) == #"{"email":"johnny@gmail.com","password":"password"}"#)
  }

  @Test("empty credentials are sent as they are: the app does no validation")
  func emptyCredentialsAreSent() async throws {
    let transport = CannedTransport(status: 400, json: #"{"error":"invalid_request"}"#)
    let api = KooberCloudAuthRemoteAPI(transport: transport)

    await #expect(throws: AuthRemoteAPIError.httpError(statusCode: 400)) {
      try await api.signIn(username: "", password: "")
    }
    #expect(SignInTestData.bodyText(transport.requests.first) == #"{"email":"","password":""}"#)
  }

  @Test("a 200 answer's body is the user session")
  func successDecodesSession() async throws {
    let transport = CannedTransport(status: 200, json: SignInTestData.johnnyJSON)
    let api = KooberCloudAuthRemoteAPI(transport: transport)

    let userSession = try await api.signIn(username: "johnny@gmail.com", password: "password")

    #expect(userSession == SignInTestData.johnny)
  }

  @Test("a 401 answer throws an HTTP error with its status")
  func unauthorizedThrows() async {
    let body = #"{"error":"invalid_credentials","message":"The email or password is incorrect."}"#
    let api = KooberCloudAuthRemoteAPI(transport: CannedTransport(status: 401, json: body))

    await #expect(throws: AuthRemoteAPIError.httpError(statusCode: 401)) {
      try await api.signIn(username: "johnny@gmail.com", password: "pasword")
    }
  }

  @Test("a 200 answer whose body is not a session throws an undecodable-response error")
  func malformedBodyThrows() async {
    let body =
      #"{"profile":{"name":"Johnny Appleseed","email":"johnny@gmail.com","mobileNumber":"510-73"#
    let api = KooberCloudAuthRemoteAPI(transport: CannedTransport(status: 200, json: body))

    await #expect(throws: AuthRemoteAPIError.undecodableResponse(statusCode: 200)) {
      try await api.signIn(username: "johnny@gmail.com", password: "password")
    }
  }

  @Test("a transport failure is rethrown as it came")
  func transportFailureIsRethrown() async {
    let api = KooberCloudAuthRemoteAPI(transport: CannedTransport(failingWith: .offline))

    await #expect(throws: TransportError.offline) {
      try await api.signIn(username: "johnny@gmail.com", password: "password")
    }
  }

  @Test("signing up posts the whole account as sorted JSON to /signup")
  func signUpRequestShape() async throws {
    let transport = CannedTransport(status: 201, json: SignInTestData.johnnyJSON)
    let api = KooberCloudAuthRemoteAPI(transport: transport)
    let account = NewAccount(
      fullName: "Johnny Appleseed", nickname: "Johnny", email: "johnny@gmail.com",
      mobileNumber: "510-736-8754", password: "password")

    _ = try await api.signUp(account: account)

    let request = try #require(transport.requests.first)
    #expect(request.method == .post)
    #expect(request.url.absoluteString == "http://localhost:8080/signup")
    #expect(
      SignInTestData.bodyText(request)
        == #"{"email":"johnny@gmail.com","fullName":"Johnny Appleseed","#
        + #""mobileNumber":"510-736-8754","nickname":"Johnny","password":"password"}"#)
  }
}
