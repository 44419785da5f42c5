/// A subscriber with its type erased, or made of three closures.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
  public let combineIdentifier: CombineIdentifier
  private let receiveSubscriptionBody: ((any Subscription) -> Void)?
  private let receiveValueBody: ((Input) -> Subscribers.Demand)?
  private let receiveCompletionBody: ((Subscribers.Completion<Failure>) -> Void)?
  private let name: String

  /// `subscriber`, type-erased.
  public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
    if let erased = subscriber as? AnySubscriber<Input, Failure> {
      self = erased
      return
    }
    combineIdentifier = subscriber.combineIdentifier
    receiveSubscriptionBody = subscriber.receive(subscription:)
    receiveValueBody = subscriber.receive(_:)
    receiveCompletionBody = subscriber.receive(completion:)
    name = String(describing: subscriber)
  }

  /// A subscriber that sends what it receives to `subject`, asking for unlimited values.
  public init<S: Subject>(_ subject: S) where S.Output == Input, S.Failure == Failure {
    self.init(SubjectSubscriber(subject))
  }

  /// A subscriber made of closures; a missing one ignores what it would receive (and a missing
  /// `receiveValue` asks for nothing more).
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    combineIdentifier = CombineIdentifier()
    receiveSubscriptionBody = receiveSubscription
    receiveValueBody = receiveValue
    receiveCompletionBody = receiveCompletion
    name = "Anonymous AnySubscriber"
  }

  public var description: String { name }

  public func receive(subscription: any Subscription) {
    receiveSubscriptionBody?(subscription)
  }

  public func receive(_ value: Input) -> Subscribers.Demand {
    receiveValueBody?(value) ?? .none
  }

  public func receive(completion: Subscribers.Completion<Failure>) {
    receiveCompletionBody?(completion)
  }
}
