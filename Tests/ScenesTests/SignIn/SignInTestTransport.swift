import AppSupport
import Foundation
import Synchronization

/// A transport for sign-in tests: records every request and answers with a canned result.
final class SignInTestTransport: HTTPTransport {
  private let result: Result<HTTPResponse, TransportError>
  private let sent = Mutex<[HTTPRequest]>([])

  /// Answers every request with `response`.
  init(_ response: HTTPResponse) {
    result = .success(response)
  }

  /// Fails every request with `error`.
  init(failingWith error: TransportError) {
    result = .failure(error)
  }

  /// Answers `status` with `json` as the body.
  convenience init(status: Int, json: String) {
    self.init(HTTPResponse(statusCode: status, body: Data(json.utf8)))
  }

  /// The requests sent so far, in order.
  var requests: [HTTPRequest] { sent.withLock { $0 } }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    sent.withLock { $0.append(request) }
    return try result.get()
  }
}
