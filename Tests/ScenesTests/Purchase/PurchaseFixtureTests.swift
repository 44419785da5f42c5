import Foundation
import ScreenplaySeams
import Screens
import Testing

/// Keeps `Tests/Fixtures/Purchase` honest: every fixture expects the request the app sends, and
/// the receipts it answers with are ones the app can read.
@Suite("Purchase fixtures")
struct PurchaseFixtureTests {
  private static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Purchase")

  private static func fixture(_ name: String) throws -> [String: Any] {
    let data = try Data(contentsOf: folder.appendingPathComponent("\(name).json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  private static func json(_ value: Any) throws -> Data {
    try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
  }

  private static func responseBody(_ name: String) throws -> Data {
    let response = try #require(try fixture(name)["response"] as? [String: Any])
    return try json(try #require(response["body"]))
  }

  @Test(
    "each fixture expects exactly the request the app sends for product 1",
    arguments: [
      "purchase-success", "purchase-slow-success", "purchase-declined",
      "purchase-already-purchased", "purchase-server-error", "purchase-bad-gateway",
      "purchase-malformed-receipt", "purchase-offline", "purchase-timeout",
    ])
  func requestsMatch(name: String) throws {
    let sent = HTTPBackend(transport: PurchaseTestTransport(status: 201, body: ""))
      .purchaseRequest(id: 1)
    let request = try #require(try Self.fixture(name)["request"] as? [String: Any])
    let body = try #require(sent.body)

    #expect(request["method"] as? String == sent.method.rawValue)
    #expect(request["path"] as? String == sent.url.path)
    #expect(
      try Self.json(JSONSerialization.jsonObject(with: body)) == Self.json(request["body"]!))
  }

  @Test("the success fixtures answer with receipts for product 1 in USD")
  func receiptsDecode() throws {
    let success = try Receipt.decode(from: Self.responseBody("purchase-success"))
    let slow = try Receipt.decode(from: Self.responseBody("purchase-slow-success"))

    #expect(success == PurchaseTestData.receipt)
    #expect(slow.orderNumber == "W1046243907")
    #expect(slow.productId == 1)
    #expect(slow.amount == 261_491)
  }

  @Test("the malformed fixture's 201 body is not a receipt")
  func malformedReceipt() throws {
    let response = try #require(
      try Self.fixture("purchase-malformed-receipt")["response"] as? [String: Any])
    let text = try #require(response["bodyText"] as? String)

    #expect(response["status"] as? Int == 201)
    #expect(throws: (any Error).self) { try Receipt.decode(from: Data(text.utf8)) }
  }
}
