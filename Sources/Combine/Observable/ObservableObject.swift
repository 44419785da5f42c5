/// An object that announces each change before it happens.
///
/// As Apple's `ObservableObject`: by default its ``objectWillChange`` publisher sends before any
/// of its `@Published` properties changes.
public protocol ObservableObject: AnyObject {
  /// The kind of publisher that announces changes.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// Sends before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The object's publisher, shared by all its `@Published` properties: it sends before any of
  /// them changes. An object with no `@Published` property gets a new publisher on each read.
  public var objectWillChange: ObservableObjectPublisher {
    PublishedFields.willChangePublisher(of: self)
  }
}

/// The publisher an ``ObservableObject`` announces its changes through.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
  public typealias Output = Void
  public typealias Failure = Never

  private let subject = PassthroughSubject<Void, Never>()

  public init() {}

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    subject.receive(subscriber: subscriber)
  }

  /// Announces a change.
  public func send() {
    subject.send(())
  }
}
