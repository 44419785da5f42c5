import Foundation
import ScreenplaySeams
import Screens
import Testing

/// The error label's sentences, word for word: the same on every platform.
@Suite("Purchase error messages")
struct PurchaseErrorMessageTests {
  @Test(
    "each failure has its sentence, as localizedDescription returns it",
    arguments: [
      (
        BackendError.rejected(statusCode: 402, serverMessage: "Your card was declined."),
        "Your card was declined."
      ),
      (
        .rejected(statusCode: 402, serverMessage: nil),
        "Your payment was declined. Try another payment method."
      ),
      (
        .rejected(statusCode: 402, serverMessage: ""),
        "Your payment was declined. Try another payment method."
      ),
      (.rejected(statusCode: 409, serverMessage: nil), "You have already purchased this product."),
      (
        .rejected(statusCode: 404, serverMessage: nil),
        "The purchase could not be completed (HTTP 404)."
      ),
      (
        .rejected(statusCode: 500, serverMessage: "NPE in OrderService"),
        "The store is having trouble right now (HTTP 500). Please try again later."
      ),
      (
        .rejected(statusCode: 503, serverMessage: nil),
        "The store is having trouble right now (HTTP 503). Please try again later."
      ),
      (
        .unreadableReceipt(statusCode: 201),
        "Your order may have gone through, but the store’s reply could not be read. "
          + "Check your orders before trying again."
      ),
      (.transport(.offline), "You’re offline. Connect to the Internet and try again."),
      (
        .transport(.timedOut),
        "The store took too long to answer. Check your orders before trying again."
      ),
      (.transport(.cannotConnect), "Could not reach the store. Please try again."),
      (
        .transport(.other("no fixture matches POST /v1/products/1/purchase")),
        "The purchase could not be completed. Please try again."
      ),
      (.cancelled, "The purchase was cancelled."),
    ])
  func sentence(error: BackendError, expected: String) {
    #expect(error.errorDescription == expected)
    #expect(error.localizedDescription == expected)
    #expect((error as any Error).localizedDescription == expected)
  }
}
