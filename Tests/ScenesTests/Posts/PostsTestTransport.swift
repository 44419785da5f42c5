import AppSupport
import Foundation
import Synchronization

/// A transport for posts tests: records every request and answers with a canned result.
final class PostsTestTransport: HTTPTransport {
  private let result: Result<HTTPResponse, TransportError>
  private let sent = Mutex<[HTTPRequest]>([])

  /// Answers `status` with `body` as text.
  init(status: Int, body: String) {
    result = .success(HTTPResponse(statusCode: status, body: Data(body.utf8)))
  }

  /// Fails every request with `error`.
  init(failingWith error: TransportError) {
    result = .failure(error)
  }

  /// The requests sent so far, in order.
  var requests: [HTTPRequest] { sent.withLock { $0 } }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    sent.withLock { $0.append(request) }
    return try result.get()
  }
}
