/// A publisher that sends no value, and finishes at once or never.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
  /// Whether it finishes as soon as it is subscribed to.
  public let completeImmediately: Bool

  public init(completeImmediately: Bool = true) {
    self.completeImmediately = completeImmediately
  }

  public init(
    completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type
  ) {
    self.completeImmediately = completeImmediately
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    if completeImmediately { subscriber.receive(completion: .finished) }
  }
}
