/// A type that receives values, then a completion, from a publisher.
///
/// As Apple's `Combine.Subscriber`: it receives one subscription, asks for values through it (its
/// demand), and gets at most that many values, then at most one completion.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The kind of values this subscriber receives.
  associatedtype Input
  /// The kind of error this subscriber may receive.
  associatedtype Failure: Error

  /// Receives the subscription, once, before anything else; the subscriber asks for values
  /// through it.
  func receive(subscription: any Subscription)

  /// Receives a value; returns how many more values the subscriber wants, added to its demand.
  func receive(_ input: Input) -> Subscribers.Demand

  /// Receives the end of the sequence: finished, or failed with an error.
  func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
  /// Receives the empty value a `Void` publisher sends.
  public func receive() -> Subscribers.Demand {
    receive(())
  }
}
