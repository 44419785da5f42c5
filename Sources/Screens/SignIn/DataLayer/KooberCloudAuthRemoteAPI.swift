import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The Koober server's authentication API, over `URLSession.shared` as in the book.
///
/// Signing in is `POST http://localhost:8080/login` with the header
/// `Content-Type: application/json` and the JSON body
/// `{"email":"johnny@gmail.com","password":"password"}` (keys sorted, so the bytes never vary);
/// signing up is `POST /signup` with the new account. A 2xx answer's JSON body is the
/// ``UserSession``; any other status throws ``AuthRemoteAPIError/httpError(statusCode:)``, a body
/// that is not a session throws ``AuthRemoteAPIError/undecodableResponse(statusCode:)``, and
/// URLSession's errors (a `URLError`: offline, timed out) are rethrown as they come.
///
/// Where this departs from the book's `KooberCloudAuthenticationRemoteAPI`: the credentials go
/// in a JSON body rather than a Basic `Authorization` header, the server answers with the
/// session's own JSON rather than `{"profile", "token"}`, and the call awaits
/// `URLSession.shared.data(for:)` where the book resumes a `dataTask` into a promise.
public struct KooberCloudAuthRemoteAPI: AuthRemoteAPI {
  /// The server the app talks to.
  public static let defaultBaseURL = URL(string: "http://localhost:8080")!

  // MARK: - Properties
  private let baseURL: URL

  // MARK: - Methods
  /// Creates the API talking to `baseURL`.
  public init(baseURL: URL = Self.defaultBaseURL) {
    self.baseURL = baseURL
  }

  public func signIn(username: String, password: Secret) async throws -> UserSession {
    try await post("login", body: SignInBody(email: username, password: password.revealed))
  }

  public func signUp(account: NewAccount) async throws -> UserSession {
    try await post("signup", body: SignUpBody(account))
  }

  private func post(_ path: String, body: some Encodable) async throws -> UserSession {
    // Build Request
    var request = URLRequest(url: baseURL.appendingPathComponent(path))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    request.httpBody = try encoder.encode(body)

    // Send Request
    let (data, response) = try await URLSession.shared.data(for: request)
    let statusCode = (response as? HTTPURLResponse)?.statusCode ?? 0
    guard 200..<300 ~= statusCode else {
      throw AuthRemoteAPIError.httpError(statusCode: statusCode)
    }
    do {
      return try JSONDecoder().decode(UserSession.self, from: data)
    } catch {
      throw AuthRemoteAPIError.undecodableResponse(statusCode: statusCode)
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
