/// A publisher that eventually sends one value and finishes, or fails.
///
/// As Apple's `Future`: the closure runs once, at once, when the future is made; every
/// subscriber, before or after the promise is fulfilled, receives its result (when it asks for
/// a value); a promise fulfilled again is ignored.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
  /// Fulfils the future with its result.
  public typealias Promise = (Result<Output, Failure>) -> Void

  private let lock = Lock()
  private var result: Result<Output, Failure>?
  private var waiting: [FutureConduit<Output, Failure>] = []

  /// A future whose closure runs now, with the promise to fulfil.
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { [self] result in fulfil(result) }
  }

  private func fulfil(_ result: Result<Output, Failure>) {
    let conduits: [FutureConduit<Output, Failure>]? = lock.withLock {
      guard self.result == nil else { return nil }
      self.result = result
      defer { waiting = [] }
      return waiting
    }
    for conduit in conduits ?? [] { conduit.fulfil(result) }
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let conduit = FutureConduit(AnySubscriber(subscriber))
    let known: Result<Output, Failure>? = lock.withLock {
      if result == nil { waiting.append(conduit) }
      return result
    }
    subscriber.receive(subscription: conduit)
    if let known { conduit.fulfil(known) }
  }
}

/// One subscriber of a ``Future``: it gets the result once it is known and asked for.
final class FutureConduit<Output, Failure: Error>: Subscription, CustomStringConvertible {
  private let lock = Lock()
  private var downstream: AnySubscriber<Output, Failure>?
  private var result: Result<Output, Failure>?
  private var isAsked = false

  init(_ downstream: AnySubscriber<Output, Failure>) {
    self.downstream = downstream
  }

  var description: String { "Future" }

  func request(_ demand: Subscribers.Demand) {
    lock.withLock { isAsked = true }
    deliver()
  }

  func cancel() {
    lock.withLock { downstream = nil }
  }

  func fulfil(_ result: Result<Output, Failure>) {
    lock.withLock { self.result = result }
    deliver()
  }

  private func deliver() {
    let delivery: (AnySubscriber<Output, Failure>, Result<Output, Failure>)? = lock.withLock {
      guard let downstream, let result else { return nil }
      if case .success = result, !isAsked { return nil }
      self.downstream = nil
      return (downstream, result)
    }
    guard let (downstream, result) = delivery else { return }
    switch result {
    case .success(let value):
      _ = downstream.receive(value)
      downstream.receive(completion: .finished)
    case .failure(let error):
      downstream.receive(completion: .failure(error))
    }
  }
}
