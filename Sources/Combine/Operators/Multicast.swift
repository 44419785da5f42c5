extension Publishers {
  /// A connectable publisher that sends the values of its upstream publisher to all its
  /// subscribers through one subject.
  ///
  /// As Apple's `Publishers.Multicast`: the subject is made once, when first needed;
  /// subscribers attach to it, and ``connect()`` subscribes it to the upstream publisher.
  public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher,
    @unchecked Sendable
  where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are shared.
    public final let upstream: Upstream
    /// Makes the subject the values are shared through.
    public final let createSubject: () -> SubjectType

    private let lock = Lock()
    private var madeSubject: SubjectType?

    /// A multicast of `upstream` through the subject `createSubject` makes.
    public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
      self.upstream = upstream
      self.createSubject = createSubject
    }

    /// The subject, made on first use (`createSubject` runs without the lock held).
    private var subject: SubjectType {
      if let made = lock.withLock({ madeSubject }) { return made }
      let made = createSubject()
      return lock.withLock {
        if let earlier = madeSubject { return earlier }
        madeSubject = made
        return made
      }
    }

    public final func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      subject.receive(subscriber: subscriber)
    }

    /// Subscribes the subject to the upstream publisher; cancelling the result ends that
    /// subscription.
    public final func connect() -> any Cancellable {
      let connection = SubjectSubscriber(subject)
      upstream.subscribe(connection)
      return connection
    }
  }
}

extension Publisher {
  /// This publisher, shared through the subject `createSubject` makes (once, when first
  /// needed): subscribers attach to the subject, and values flow once `connect()` is called.
  public func multicast<S: Subject>(_ createSubject: @escaping () -> S)
    -> Publishers.Multicast<Self, S>
  where Failure == S.Failure, Output == S.Output {
    Publishers.Multicast(upstream: self, createSubject: createSubject)
  }

  /// This publisher, shared through `subject`: subscribers attach to it, and values flow once
  /// `connect()` is called.
  public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
  where Failure == S.Failure, Output == S.Output {
    multicast { subject }
  }
}
