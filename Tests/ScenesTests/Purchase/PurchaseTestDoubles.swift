import Foundation
import Screenplay
import ScreenplaySeams
import Screens

/// A backend for view-model tests: records the products bought and answers with a canned result,
/// at once or after a latency on a (virtual) clock.
final class PurchaseTestBackend: Backend {
  private let answer: Result<Receipt, BackendError>
  private let latency: Duration
  private let clock: (any Clock<Duration>)?
  private let purchases = Locked<[Int]>([])

  /// Answers `answer`, `latency` after each purchase on `clock` (at once without a clock).
  init(
    _ answer: Result<Receipt, BackendError>, latency: Duration = .zero,
    on clock: (any Clock<Duration>)? = nil
  ) {
    self.answer = answer
    self.latency = latency
    self.clock = clock
  }

  /// The ids of the products purchased, in order.
  var purchasedIDs: [Int] { purchases.withLock { $0 } }

  func purchaseProduct(id: Int) async throws(BackendError) -> Receipt {
    purchases.withLock { $0.append(id) }
    if let clock {
      do { try await clock.sleep(for: latency) } catch { throw .cancelled }
    }
    return try answer.get()
  }
}

/// A transport for backend tests: records every request and answers at once with a canned
/// result.
final class PurchaseTestTransport: HTTPTransport {
  private let result: Result<HTTPResponse, any Error>
  private let sent = Locked<[HTTPRequest]>([])

  /// Answers `status` with `body` as the body.
  init(status: Int, body: String) {
    result = .success(HTTPResponse(statusCode: status, body: Data(body.utf8)))
  }

  /// Fails every request with `error`.
  init(failingWith error: any Error) {
    result = .failure(error)
  }

  /// The requests sent so far, in order.
  var requests: [HTTPRequest] { sent.withLock { $0 } }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    sent.withLock { $0.append(request) }
    return try result.get()
  }
}

/// Values shared by the purchase tests.
enum PurchaseTestData {
  /// The product the original app shows.
  static let macBookPro = Product(id: 1, title: "MacBook Pro", description: "MacBook Pro …")

  /// 2026-01-01T00:00:02Z.
  static let placedAt = Date(timeIntervalSince1970: 1_767_225_602)

  /// The receipt of `purchase-success.json`.
  static let receipt = Receipt(
    orderId: "ord_7Kq2Xv9LmT4R", orderNumber: "W1046243819", productId: 1, amount: 261_491,
    currency: "USD", purchasedAt: placedAt)

  /// The body of `purchase-success.json`, shortened to the members the app reads and two it
  /// does not.
  static let receiptJSON =
    #"{"orderId":"ord_7Kq2Xv9LmT4R","orderNumber":"W1046243819","status":"confirmed","#
    + #""productId":1,"amount":261491,"currency":"USD","purchasedAt":"2026-01-01T00:00:02Z","#
    + #""paymentMethod":{"type":"card","brand":"visa","last4":"4242"}}"#

  /// The confirmation label's text for ``receipt``.
  static let confirmation =
    "Thank you for your purchase! Order W1046243819, $2,614.91, placed Jan 1, 2026 at 00:00 UTC."
}
