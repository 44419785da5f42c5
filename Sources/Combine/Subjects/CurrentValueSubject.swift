/// A subject that holds a current value, sends it to each new subscriber, and sends each change.
///
/// As Apple's `CurrentValueSubject`: setting ``value`` sends it; a subscriber receives the
/// current value as soon as it asks for one, and a subscriber whose demand is zero is owed the
/// latest value until it asks.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let core = SubjectCore<Output, Failure>(keepsLatest: true)
  private let lock = Lock()
  private var current: Output

  /// A subject holding `value`.
  public init(_ value: Output) {
    current = value
  }

  /// The current value; setting it sends it to the subscribers.
  public var value: Output {
    get { lock.withLock { current } }
    set { send(newValue) }
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.attach(subscriber, latest: value)
  }

  public func send(_ input: Output) {
    guard !core.isCompleted else { return }
    lock.withLock { current = input }
    core.send(input)
  }

  public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }

  public func send(subscription: any Subscription) {
    core.send(subscription: subscription)
  }
}
