/// A publisher with its type erased: what a view model's API usually returns.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
  private let subscribe: (AnySubscriber<Output, Failure>) -> Void
  private let name: String

  /// `publisher`, type-erased.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    if let erased = publisher as? AnyPublisher<Output, Failure> {
      self = erased
      return
    }
    subscribe = { publisher.receive(subscriber: $0) }
    name = String(describing: P.self)
  }

  public var description: String { "AnyPublisher" }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribe(AnySubscriber(subscriber))
  }
}

extension Publisher {
  /// This publisher with its type erased, so an API can change how it builds it.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
}
