extension Subscribers {
  /// A subscriber that asks for unlimited values and writes each to a property of an object.
  ///
  /// As Apple's `Subscribers.Assign`: it holds the object strongly until it completes or is
  /// cancelled.
  public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
    public typealias Failure = Never

    /// The object written to; nil once done.
    public private(set) var object: Root?
    /// The property written.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>
    private let state = LockedValue(SubscriptionState())

    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      self.object = object
      self.keyPath = keyPath
    }

    public var description: String { "Assign \(Root.self)." }

    public func receive(subscription: any Subscription) {
      guard state.withLock({ $0.attach(subscription) }) else {
        subscription.cancel()
        return
      }
      subscription.request(.unlimited)
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
      guard state.withLock({ $0.isAttached }) else { return .none }
      object?[keyPath: keyPath] = value
      return .none
    }

    public func receive(completion: Subscribers.Completion<Never>) {
      guard state.withLock({ $0.finish() }) != nil else { return }
      object = nil
    }

    public func cancel() {
      state.withLock { $0.finish() }?.cancel()
      object = nil
    }
  }
}

extension Publisher where Failure == Never {
  /// Writes each value to `keyPath` of `object`, which is held until the subscription ends.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root)
    -> AnyCancellable
  {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(assign)
    return AnyCancellable(assign)
  }

  /// Republishes each value through a `@Published` property (`assign(to: &$name)`); the
  /// subscription lives as long as the property, and holds nothing of its object.
  public func assign(to published: inout Published<Output>.Publisher) {
    let storage = published.storage
    let sink = Subscribers.Sink<Output, Never>(
      receiveCompletion: { _ in }, receiveValue: { [weak storage] in storage?.assign($0) })
    storage.keep(AnyCancellable(sink))
    subscribe(sink)
  }
}
