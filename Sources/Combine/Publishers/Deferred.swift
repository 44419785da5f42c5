/// A publisher made anew, by a closure, for each subscriber.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
  public typealias Output = DeferredPublisher.Output
  public typealias Failure = DeferredPublisher.Failure

  /// Makes the publisher each subscriber gets.
  public let createPublisher: () -> DeferredPublisher

  public init(createPublisher: @escaping () -> DeferredPublisher) {
    self.createPublisher = createPublisher
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    createPublisher().receive(subscriber: subscriber)
  }
}
