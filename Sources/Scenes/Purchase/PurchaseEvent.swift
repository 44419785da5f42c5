import Screenplay
import ScreenplaySeams

/// What a user does on the product screen, as event logs write it.
///
/// ```text
/// 1.000s  purchase.tap
/// ```
///
/// The screen's only control is the Purchase button; its labels take no input.
public enum PurchaseEvent: Sendable, Hashable {
  /// The Purchase button was tapped.
  case tapPurchase
}

extension PurchaseEvent: LoggableEvent {
  public static let vocabulary: [EventSpec<PurchaseEvent>] = [
    EventSpec("purchase.tap", summary: "taps the Purchase button") { _ in .tapPurchase }
  ]

  public var logged: LoggedEvent {
    switch self {
    case .tapPurchase: LoggedEvent("purchase.tap")
    }
  }
}
