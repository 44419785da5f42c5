/// A publisher that sends one value, then finishes.
public struct Just<Output>: Publisher {
  public typealias Failure = Never

  /// The value it sends.
  public let output: Output

  public init(_ output: Output) {
    self.output = output
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    ValueSubscription.start(
      CollectionOfOne(output).makeIterator(), then: .finished, to: subscriber)
  }
}

extension Just: Equatable where Output: Equatable {}
