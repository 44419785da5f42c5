import Foundation

/// What the store answers when a purchase succeeds: the order it created.
///
/// JSON (the store sends more members, such as `status`, `paymentMethod` and
/// `estimatedDelivery`; they are not read):
///
/// ```json
/// {"orderId": "ord_7Kq2Xv9LmT4R", "orderNumber": "W1046243819", "productId": 1,
///  "amount": 239900, "currency": "USD", "purchasedAt": "2026-01-01T00:00:02Z"}
/// ```
public struct Receipt: Decodable, Sendable, Hashable {
  /// The store's identifier of the order.
  public let orderId: String
  /// The order number a customer quotes, such as `W1046243819`.
  public let orderNumber: String
  /// The product bought.
  public let productId: Int
  /// The total charged, in the currency's minor units (cents for USD): `239900` is $2,399.00.
  public let amount: Int
  /// The ISO 4217 code of the currency charged, such as `USD`.
  public let currency: String
  /// When the store placed the order (an ISO 8601 timestamp in the JSON).
  public let purchasedAt: Date

  /// Creates a receipt.
  public init(
    orderId: String, orderNumber: String, productId: Int, amount: Int, currency: String,
    purchasedAt: Date
  ) {
    self.orderId = orderId
    self.orderNumber = orderNumber
    self.productId = productId
    self.amount = amount
    self.currency = currency
    self.purchasedAt = purchasedAt
  }

  /// Reads a receipt from the store's JSON; throws when the body is not one.
  public static func decode(from json: Data) throws -> Receipt {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try decoder.decode(Receipt.self, from: json)
  }
}
