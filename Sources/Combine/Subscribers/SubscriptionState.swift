/// Where a subscriber is in its life: waiting for its subscription, holding it, or done.
///
/// A subscriber takes one subscription; it cancels any other, and one that arrives after it is
/// done.
enum SubscriptionState {
  case waiting
  case attached(any Subscription)
  case done

  init() {
    self = .waiting
  }

  /// Takes `subscription`; false when the subscriber holds one already or is done.
  mutating func attach(_ subscription: any Subscription) -> Bool {
    guard case .waiting = self else { return false }
    self = .attached(subscription)
    return true
  }

  var isAttached: Bool {
    if case .attached = self { return true }
    return false
  }

  var subscription: (any Subscription)? {
    if case .attached(let subscription) = self { return subscription }
    return nil
  }

  /// Ends the life; the subscription held, if any (nil when it was done already).
  mutating func finish() -> (any Subscription)? {
    defer { self = .done }
    switch self {
    case .attached(let subscription): return subscription
    case .waiting: return EmptySubscription.shared
    case .done: return nil
    }
  }
}
