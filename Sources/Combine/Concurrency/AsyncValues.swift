/// The subscriber behind ``AsyncPublisher`` and ``AsyncThrowingPublisher``: it asks for one value
/// when the loop waits for one, and hands it to the waiting task.
///
/// It subscribes when the loop first asks. A value, the completion or a cancellation resumes the
/// one waiting task; once the publisher has completed, every later call returns nil (or throws
/// the failure once, then returns nil). Released, it cancels its subscription.
final class AsyncValues<Output, Failure: Error>: Subscriber, @unchecked Sendable {
  typealias Input = Output

  /// What a waiting task is resumed with: a value, or nil at the end.
  private typealias Waiter = UnsafeContinuation<Box?, any Error>

  /// A value crossing from the publisher's thread to the waiting task.
  private struct Box: @unchecked Sendable {
    let value: Output
  }

  /// What a task that starts to wait does next.
  private enum Next {
    case ask(any Subscription)
    case pending
    case end(Subscribers.Completion<Failure>?)
  }

  private let lock = Lock()
  private var subscribe: ((AsyncValues) -> Void)?
  private var subscription: (any Subscription)?
  private var waiter: Waiter?
  private var ended: Subscribers.Completion<Failure>?
  private var isCancelled = false

  init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    subscribe = { publisher.subscribe($0) }
  }

  deinit {
    subscription?.cancel()
  }

  /// The next value, nil at the end; throws the publisher's failure.
  func next() async throws -> Output? {
    if let start = lock.withLock({ () -> ((AsyncValues) -> Void)? in
      defer { subscribe = nil }
      return subscribe
    }) {
      start(self)
    }
    let box = try await withTaskCancellationHandler {
      try await withUnsafeThrowingContinuation { (continuation: Waiter) in
        wait(continuation)
      }
    } onCancel: {
      cancel()
    }
    return box?.value
  }

  /// Holds `continuation` and asks for a value, or resumes it at once when the sequence ended.
  private func wait(_ continuation: Waiter) {
    let next: Next = lock.withLock {
      if isCancelled { return .end(nil) }
      if let ended {
        self.ended = .finished
        return .end(ended)
      }
      waiter = continuation
      return subscription.map(Next.ask) ?? .pending
    }
    switch next {
    case .ask(let subscription): subscription.request(.max(1))
    case .pending: break
    case .end(.failure(let error)): continuation.resume(throwing: error)
    case .end: continuation.resume(returning: nil)
    }
  }

  func receive(subscription: any Subscription) {
    let ask: Bool? = lock.withLock {
      guard self.subscription == nil, !isCancelled else { return nil }
      self.subscription = subscription
      return waiter != nil
    }
    guard let ask else { return subscription.cancel() }
    if ask { subscription.request(.max(1)) }
  }

  func receive(_ input: Output) -> Subscribers.Demand {
    let waiting = lock.withLock {
      defer { waiter = nil }
      return waiter
    }
    waiting?.resume(returning: Box(value: input))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let waiting: Waiter? = lock.withLock {
      subscription = nil
      guard let waiting = waiter else {
        ended = completion
        return nil
      }
      waiter = nil
      ended = .finished
      return waiting
    }
    guard let waiting else { return }
    switch completion {
    case .finished: waiting.resume(returning: nil)
    case .failure(let error): waiting.resume(throwing: error)
    }
  }

  /// Ends the sequence: the waiting task gets nil, and the subscription is cancelled.
  private func cancel() {
    let (waiting, held): (Waiter?, (any Subscription)?) = lock.withLock {
      isCancelled = true
      defer {
        waiter = nil
        subscription = nil
      }
      return (waiter, subscription)
    }
    held?.cancel()
    waiting?.resume(returning: nil)
  }
}
