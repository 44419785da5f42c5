import Foundation
import ScreenplaySeams
import Screens
import Testing

@Suite("Purchase HTTP backend")
struct PurchaseBackendTests {
  private static func purchase(_ transport: PurchaseTestTransport) async throws(BackendError)
    -> Receipt
  {
    try await HTTPBackend(transport: transport).purchaseProduct(id: 1)
  }

  private static func failure(_ transport: PurchaseTestTransport) async -> BackendError? {
    do {
      _ = try await purchase(transport)
      return nil
    } catch {
      return error
    }
  }

  @Test("purchasing posts {\"quantity\":1} to /v1/products/{id}/purchase on the store's API")
  func requestShape() async throws {
    let transport = PurchaseTestTransport(status: 201, body: PurchaseTestData.receiptJSON)

    _ = try await HTTPBackend(transport: transport).purchaseProduct(id: 42)

    let request = try #require(transport.requests.first)
    #expect(transport.requests.count == 1)
    #expect(request.method == .post)
    #expect(request.url.absoluteString == "https://api.store.example.com/v1/products/42/purchase")
    #expect(request.headers == ["Accept": "application/json", "Content-Type": "application/json"])
    #expect(request.body.map { String(decoding: $0, as: UTF8.self) } == #"{"quantity":1}"#)
  }

  @Test("a 201 answer's body is the receipt")
  func successDecodesReceipt() async throws {
    let transport = PurchaseTestTransport(status: 201, body: PurchaseTestData.receiptJSON)

    #expect(try await Self.purchase(transport) == PurchaseTestData.receipt)
  }

  @Test(
    "a status outside 2xx is rejected with the message of the store's error body",
    arguments: [
      (
        402, #"{"error":{"code":"card_declined","message":"Your card was declined."}}"#,
        "Your card was declined."
      ),
      (409, #"{"error":{"code":"already_purchased","message":"You own it."}}"#, "You own it."),
      (
        500, #"{"error":{"code":"internal_error","message":"NPE in OrderService"}}"#,
        "NPE in OrderService"
      ),
    ])
  func rejectionCarriesServerMessage(status: Int, body: String, message: String) async {
    let transport = PurchaseTestTransport(status: status, body: body)

    #expect(
      await Self.failure(transport) == .rejected(statusCode: status, serverMessage: message))
  }

  @Test(
    "an error body that is not the store's JSON carries no message",
    arguments: ["<html><body>502 Bad Gateway</body></html>", "", #"{"message":"flat"}"#, "{}"])
  func unreadableErrorBody(body: String) async {
    let transport = PurchaseTestTransport(status: 502, body: body)

    #expect(await Self.failure(transport) == .rejected(statusCode: 502, serverMessage: nil))
  }

  @Test(
    "a 2xx body that is not a receipt is an unreadable receipt",
    arguments: [
      #"{"orderId":"ord_7Kq2Xv9LmT4R","orderNumber":"W1046243819","status":"confirmed","tax":215"#,
      #"{"orderId":"ord_1","orderNumber":"W1","productId":1,"amount":1,"currency":"USD","#
        + #""purchasedAt":"yesterday"}"#,
      "",
    ])
  func malformedReceipt(body: String) async {
    let transport = PurchaseTestTransport(status: 201, body: body)

    #expect(await Self.failure(transport) == .unreadableReceipt(statusCode: 201))
  }

  @Test(
    "a transport failure is a transport error",
    arguments: [TransportError.offline, .timedOut, .cannotConnect, .other("TLS handshake failed")])
  func transportFailure(error: TransportError) async {
    let transport = PurchaseTestTransport(failingWith: error)

    #expect(await Self.failure(transport) == .transport(error))
  }

  @Test("any other failure reads as iOS words it, never as a dump of the error and its userInfo")
  func otherFailure() async {
    let error = NSError(
      domain: NSURLErrorDomain, code: -1200,
      userInfo: ["NSErrorFailingURLStringKey": "https://x", "b": 1, "a": 2])
    let transport = PurchaseTestTransport(failingWith: error)

    #expect(
      await Self.failure(transport) == .transport(.other("The operation couldn’t be completed.")))
  }

  @Test("a cancelled request is .cancelled")
  func cancellation() async {
    let transport = PurchaseTestTransport(failingWith: CancellationError())

    #expect(await Self.failure(transport) == .cancelled)
  }
}
