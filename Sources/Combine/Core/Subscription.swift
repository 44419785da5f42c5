/// The link between a publisher and one subscriber: the subscriber asks for values, or cancels.
///
/// As Apple's `Combine.Subscription`: demand adds up, and a cancelled subscription sends nothing
/// more and releases what it holds.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Asks for `demand` more values.
  func request(_ demand: Subscribers.Demand)
}

/// Subscriptions of general use.
public enum Subscriptions {
  /// A subscription that does nothing: for a publisher that completes at once, as `Empty`.
  public static var empty: any Subscription { EmptySubscription.shared }
}

/// The subscription that does nothing.
final class EmptySubscription: Subscription, Sendable {
  static let shared = EmptySubscription()

  func request(_ demand: Subscribers.Demand) {}

  func cancel() {}
}
