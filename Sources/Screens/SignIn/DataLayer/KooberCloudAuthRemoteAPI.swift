import Foundation
import ScreenplaySeams

/// The Koober server's authentication API over the injected transport.
///
/// Signing in is `POST http://localhost:8080/login` with the JSON body
/// `{"email":"johnny@gmail.com","password":"password"}` (keys sorted, so the bytes never vary);
/// signing up is `POST /signup` with the new account. A 2xx answer's JSON body is the
/// ``UserSession``; any other status throws ``AuthRemoteAPIError/httpError(statusCode:)``, a body
/// that is not a session throws ``AuthRemoteAPIError/undecodableResponse(statusCode:)``, and
/// transport failures are rethrown as they come.
public struct KooberCloudAuthRemoteAPI: AuthRemoteAPI {
  /// The server the app talks to.
  public static let defaultBaseURL = URL(string: "http://localhost:8080")!

  // MARK: - Properties
  private let transport: any HTTPTransport
  private let baseURL: URL

  // MARK: - Methods
  /// Creates the API over `transport`, talking to `baseURL`.
  public init(transport: any HTTPTransport, baseURL: URL = Self.defaultBaseURL) {
    self.transport = transport
    self.baseURL = baseURL
  }

  public func signIn(username: String, password: Secret) async throws -> UserSession {
    try await post("login", body: SignInBody(email: username, password: password.revealed))
  }

  public func signUp(account: NewAccount) async throws -> UserSession {
    try await post("signup", body: SignUpBody(account))
  }

  private func post(_ path: String, body: some Encodable) async throws -> UserSession {
    let request = try jsonRequest(.post, path: path, body: body)
    let response = try await transport.send(request)
    return try userSession(from: response)
  }

  private func jsonRequest(_ method: HTTPMethod, path: String, body: some Encodable) throws
    -> HTTPRequest
  {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return HTTPRequest(
      method: method, url: baseURL.appendingPathComponent(path),
      headers: ["Content-Type": "application/json"], body: try encoder.encode(body))
  }

  private func userSession(from response: HTTPResponse) throws -> UserSession {
    guard response.isSuccess else {
      throw AuthRemoteAPIError.httpError(statusCode: response.statusCode)
    }
    do {
      return try JSONDecoder().decode(UserSession.self, from: response.body)
    } catch {
      throw AuthRemoteAPIError.undecodableResponse(statusCode: response.statusCode)
    }
  }
}

/// The body of `POST /login`.
private struct SignInBody: Encodable {
  let email: String
  let password: String
}

/// The body of `POST /signup`: the account with its password revealed, the one place it must be.
private struct SignUpBody: Encodable {
  let fullName: String
  let nickname: String
  let email: String
  let mobileNumber: String
  let password: String

  init(_ account: NewAccount) {
    fullName = account.fullName
    nickname = account.nickname
    email = account.email
    mobileNumber = account.mobileNumber
    password = account.password.revealed
  }
}
