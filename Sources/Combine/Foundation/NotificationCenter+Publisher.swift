import Foundation

extension NotificationCenter {
  /// A publisher that sends the notifications a notification center posts with a given name
  /// (and, optionally, from a given object).
  ///
  /// As Apple's `NotificationCenter.Publisher`: each subscriber gets its own observer, added with
  /// `addObserver(forName:object:queue:using:)` (with no queue, so a notification reaches it on
  /// the thread that posted it) when it subscribes, and removed when it cancels. A notification
  /// posted while the subscriber has not asked for a value is dropped. It never completes.
  public struct Publisher: Combine.Publisher {
    /// The notifications posted.
    public typealias Output = Notification
    /// It never fails.
    public typealias Failure = Never

    /// The notification center observed.
    public let center: NotificationCenter
    /// The name of the notifications sent.
    public let name: Notification.Name
    /// The object whose notifications are sent; nil for any object's.
    public let object: AnyObject?

    /// A publisher of the notifications named `name` that `center` posts, from `object` when
    /// it is not nil.
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let subscription = NotificationSubscription(to: subscriber, center: center)
      subscriber.receive(subscription: subscription)
      subscription.observe(name, object: object)
    }
  }

  /// A publisher of the notifications named `name` this center posts, from `object` when it is
  /// not nil.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil)
    -> NotificationCenter.Publisher
  {
    NotificationCenter.Publisher(center: self, name: name, object: object)
  }
}

extension NotificationCenter.Publisher: Equatable {
  /// Whether both observe the same center, name and object.
  public static func == (lhs: NotificationCenter.Publisher, rhs: NotificationCenter.Publisher)
    -> Bool
  {
    lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
  }
}

/// One subscriber of a ``NotificationCenter/Publisher``: its observer, and its demand.
final class NotificationSubscription: Subscription, CustomStringConvertible, @unchecked Sendable {
  private let lock = Lock()
  private let center: NotificationCenter
  private var downstream: AnySubscriber<Notification, Never>?
  private var demand = Subscribers.Demand.none
  private var observer: (any NSObjectProtocol)?

  init<S: Subscriber>(to downstream: S, center: NotificationCenter)
  where S.Input == Notification, S.Failure == Never {
    self.center = center
    self.downstream = AnySubscriber(downstream)
  }

  var description: String { "NotificationCenter Observer" }

  /// Adds the observer, unless the subscriber has cancelled already.
  func observe(_ name: Notification.Name, object: AnyObject?) {
    guard lock.withLock({ downstream != nil }) else { return }
    let observer = center.addObserver(forName: name, object: object, queue: nil) {
      [weak self] notification in
      self?.deliver(notification)
    }
    let isCancelled = lock.withLock {
      guard downstream != nil else { return true }
      self.observer = observer
      return false
    }
    if isCancelled { center.removeObserver(observer) }
  }

  private func deliver(_ notification: Notification) {
    let target: AnySubscriber<Notification, Never>? = lock.withLock {
      guard let downstream, demand > 0 else { return nil }
      demand -= 1
      return downstream
    }
    guard let target else { return }
    let more = target.receive(notification)
    lock.withLock { demand += more }
  }

  func request(_ more: Subscribers.Demand) {
    lock.withLock { demand += more }
  }

  func cancel() {
    let observer: (any NSObjectProtocol)? = lock.withLock {
      downstream = nil
      defer { self.observer = nil }
      return self.observer
    }
    if let observer { center.removeObserver(observer) }
  }
}
