import Foundation
import Screens
import Testing

@Suite("Purchase confirmation text")
struct PurchaseConfirmationTests {
  @Test(
    "amounts are minor units, grouped by thousands, with the currency's symbol or code",
    arguments: [
      (261_491, "USD", "$2,614.91"),
      (239_900, "USD", "$2,399.00"),
      (5, "USD", "$0.05"),
      (0, "USD", "$0.00"),
      (123_456_789, "EUR", "€1,234,567.89"),
      (99_900, "GBP", "£999.00"),
      (1_500, "CHF", "15.00 CHF"),
      (5_000, "JPY", "¥5,000"),
      (1_000_000, "KRW", "1,000,000 KRW"),
      (-1_050, "USD", "-$10.50"),
    ])
  func amount(minorUnits: Int, currency: String, expected: String) {
    #expect(PurchaseConfirmation.amount(minorUnits, currency: currency) == expected)
  }

  @Test(
    "timestamps are written in UTC with English month abbreviations",
    arguments: [
      (1_767_225_602.0, "Jan 1, 2026 at 00:00 UTC"),
      (1_767_225_599.0, "Dec 31, 2025 at 23:59 UTC"),
      (1_772_377_230.5, "Mar 1, 2026 at 15:00 UTC"),
    ])
  func timestamp(seconds: Double, expected: String) {
    #expect(PurchaseConfirmation.timestamp(Date(timeIntervalSince1970: seconds)) == expected)
  }

  @Test("the confirmation names the order, the total charged and when it was placed")
  func text() {
    #expect(
      PurchaseConfirmation.text(for: PurchaseTestData.receipt) == PurchaseTestData.confirmation)
  }

  @Test("a receipt decodes from the store's JSON, ignoring members the app does not read")
  func receiptDecodes() throws {
    let receipt = try Receipt.decode(from: Data(PurchaseTestData.receiptJSON.utf8))

    #expect(receipt == PurchaseTestData.receipt)
  }

  @Test("a receipt without its order number does not decode")
  func receiptMissingMember() {
    let json =
      #"{"orderId":"ord_1","productId":1,"amount":1,"currency":"USD","#
      + #""purchasedAt":"2026-01-01T00:00:02Z"}"#

    #expect(throws: DecodingError.self) { try Receipt.decode(from: Data(json.utf8)) }
  }
}
