extension Subscribers {
  /// A subscriber that asks for unlimited values and hands each, and the completion, to a
  /// closure.
  ///
  /// As Apple's `Subscribers.Sink`: it keeps its subscription until it completes or is
  /// cancelled, and releases it and its closures then.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
    /// What it does with each value.
    public private(set) var receiveValue: (Input) -> Void
    /// What it does with the completion.
    public private(set) var receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private let state = LockedValue(SubscriptionState())

    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    public var description: String { "Sink" }

    public func receive(subscription: any Subscription) {
      guard state.withLock({ $0.attach(subscription) }) else {
        subscription.cancel()
        return
      }
      subscription.request(.unlimited)
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
      guard state.withLock({ $0.isAttached }) else { return .none }
      receiveValue(value)
      return .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
      guard state.withLock({ $0.finish() }) != nil else { return }
      receiveCompletion(completion)
      release()
    }

    public func cancel() {
      state.withLock { $0.finish() }?.cancel()
      release()
    }

    private func release() {
      receiveValue = { _ in }
      receiveCompletion = { _ in }
    }
  }
}

extension Publisher {
  /// Subscribes with closures for the values and the completion; keep the returned cancellable
  /// for as long as the subscription is to live.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Subscribes with a closure for the values of a publisher that cannot fail.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}
