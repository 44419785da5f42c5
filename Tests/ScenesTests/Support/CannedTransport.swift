import Foundation
import ScreenplaySeams
import Synchronization

/// The screens' unit-test transport: records every request and answers each with one canned
/// result, at once or after a latency on a (virtual) clock.
final class CannedTransport: HTTPTransport {
  private let result: Result<HTTPResponse, TransportError>
  private let latency: Duration
  private let clock: (any Clock<Duration>)?
  private let sent = Mutex<[HTTPRequest]>([])

  /// Answers every request with `response`, `latency` after it was sent on `clock` (at once
  /// without a clock).
  init(_ response: HTTPResponse, latency: Duration = .zero, on clock: (any Clock<Duration>)? = nil)
  {
    result = .success(response)
    self.latency = latency
    self.clock = clock
  }

  /// Answers every request with `status` and `body` as UTF-8 text, after `latency` on `clock`.
  convenience init(
    status: Int, body: String, latency: Duration = .zero, on clock: (any Clock<Duration>)? = nil
  ) {
    self.init(
      HTTPResponse(statusCode: status, body: Data(body.utf8)), latency: latency, on: clock)
  }

  /// Answers every request with `status` and `json` as the body, after `latency` on `clock`.
  convenience init(
    status: Int, json: String, latency: Duration = .zero, on clock: (any Clock<Duration>)? = nil
  ) {
    self.init(status: status, body: json, latency: latency, on: clock)
  }

  /// Fails every request with `error`.
  init(failingWith error: TransportError) {
    result = .failure(error)
    latency = .zero
    clock = nil
  }

  /// The requests sent so far, in order.
  var requests: [HTTPRequest] { sent.withLock { $0 } }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    sent.withLock { $0.append(request) }
    if let clock { try await clock.sleep(for: latency) }
    return try result.get()
  }
}
