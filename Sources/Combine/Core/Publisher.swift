/// A type that sends a sequence of values over time to the subscribers attached to it, then
/// finishes or fails.
///
/// As Apple's `Combine.Publisher`: a publisher sends nothing until a subscriber attaches and asks
/// for values, and sends no more values than it was asked for.
public protocol Publisher<Output, Failure> {
  /// The kind of values this publisher sends.
  associatedtype Output
  /// The kind of error this publisher may fail with; `Never` if it cannot fail.
  associatedtype Failure: Error

  /// Attaches `subscriber`: the publisher hands it a subscription, through which it asks for
  /// values. Called by ``subscribe(_:)-4u8kn``; operators implement it.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches `subscriber` to this publisher.
  public func subscribe<S: Subscriber>(_ subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }

  /// Attaches `subject`, which sends on every value and completion this publisher sends; the
  /// returned cancellable ends the attachment.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
  where S.Output == Output, S.Failure == Failure {
    let subscriber = SubjectSubscriber(subject)
    receive(subscriber: subscriber)
    return AnyCancellable(subscriber)
  }
}
