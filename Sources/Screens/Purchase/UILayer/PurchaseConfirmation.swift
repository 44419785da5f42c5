import Foundation

/// The text of the confirmation label once a purchase succeeds, written by hand so it reads the
/// same on every device: no locale, no time zone but UTC.
///
/// ```swift
/// PurchaseConfirmation.text(for: receipt)
/// // Thank you for your purchase! Order W1046243819, $2,399.00, placed Jan 1, 2026 at 00:00 UTC.
/// ```
public enum PurchaseConfirmation {
  /// The confirmation sentence for `receipt`.
  public static func text(for receipt: Receipt) -> String {
    "Thank you for your purchase! Order \(receipt.orderNumber), "
      + "\(amount(receipt.amount, currency: receipt.currency)), "
      + "placed \(timestamp(receipt.purchasedAt))."
  }

  /// `minorUnits` of `currency` as a price: `239900, "USD"` is `$2,399.00`, `1500, "CHF"` is
  /// `15.00 CHF`, `5000, "JPY"` is `¥5,000`.
  public static func amount(_ minorUnits: Int, currency: String) -> String {
    let hasCents = !zeroDecimalCurrencies.contains(currency)
    let scale: UInt = hasCents ? 100 : 1
    var number = grouped(minorUnits.magnitude / scale)
    if hasCents {
      number += "." + padded(Int(minorUnits.magnitude % scale), width: 2)
    }
    let sign = minorUnits < 0 ? "-" : ""
    guard let symbol = symbols[currency] else { return "\(sign)\(number) \(currency)" }
    return "\(sign)\(symbol)\(number)"
  }

  /// `date` in UTC, as `Jan 1, 2026 at 00:00 UTC`.
  public static func timestamp(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    let month = monthAbbreviations[(parts.month ?? 1) - 1]
    let time = padded(parts.hour ?? 0, width: 2) + ":" + padded(parts.minute ?? 0, width: 2)
    return "\(month) \(parts.day ?? 1), \(parts.year ?? 1970) at \(time) UTC"
  }

  private static let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥"]
  private static let zeroDecimalCurrencies: Set = ["JPY", "KRW"]
  private static let monthAbbreviations = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// `2399` as `2,399`.
  private static func grouped(_ value: UInt) -> String {
    let digits = Array(String(value))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }

  /// `value` with leading zeros up to `width` digits.
  private static func padded(_ value: Int, width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
