/// A subject that sends each value to the subscribers that want one, and keeps none.
///
/// As Apple's `PassthroughSubject`: a value sent with no subscriber, or to a subscriber whose
/// demand is zero, is dropped for it; a subscriber that comes after the completion receives the
/// completion at once.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let core = SubjectCore<Output, Failure>(keepsLatest: false)

  public init() {}

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.attach(subscriber, latest: nil)
  }

  public func send(_ input: Output) {
    core.send(input)
  }

  public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }

  public func send(subscription: any Subscription) {
    core.send(subscription: subscription)
  }
}
