import Foundation
import Screenplay
import ScreenplaySeams

/// The API clients' unit-test transport: records every request and answers each at once with one
/// canned result. Scenes are tested on `SceneTester` and fixtures instead.
final class CannedTransport: HTTPTransport {
  private let result: Result<HTTPResponse, TransportError>
  private let sent = Locked<[HTTPRequest]>([])

  /// Answers every request with `response`.
  init(_ response: HTTPResponse) {
    result = .success(response)
  }

  /// Answers every request with `status` and `body` as UTF-8 text.
  convenience init(status: Int, body: String) {
    self.init(HTTPResponse(statusCode: status, body: Data(body.utf8)))
  }

  /// Answers every request with `status` and `json` as the body.
  convenience init(status: Int, json: String) {
    self.init(status: status, body: json)
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
