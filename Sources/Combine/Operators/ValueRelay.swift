/// What an operator makes of one value from upstream.
enum RelayStep<Output, Failure: Error> {
  /// Send this value downstream.
  case send(Output)
  /// Send nothing for this value.
  case drop
  /// End here: cancel upstream, then send the value (if any, once asked for) and the completion.
  case end(RelayEnd<Output, Failure>)

  /// End here with `error`.
  static func fail(_ error: Failure) -> Self {
    .end(.failure(error))
  }
}

extension RelayStep where Failure == any Error {
  /// The step `body` decides, or a failure with the error it throws.
  static func attempt(_ body: () throws -> Self) -> Self {
    do {
      return try body()
    } catch {
      return .fail(error)
    }
  }
}

/// How an operator's output ends: an optional last value, then a completion.
struct RelayEnd<Output, Failure: Error> {
  /// A value to send before the completion, once downstream asks for one.
  var value: Output?
  var completion: Subscribers.Completion<Failure>

  static var finished: Self { RelayEnd(value: nil, completion: .finished) }

  static func failure(_ error: Failure) -> Self {
    RelayEnd(value: nil, completion: .failure(error))
  }

  /// Sends `value` (when there is one), then finishes.
  static func finish(sending value: Output?) -> Self {
    RelayEnd(value: value, completion: .finished)
  }

  /// `completion` with its error mapped by `transform`.
  static func complete<UpstreamFailure>(
    _ completion: Subscribers.Completion<UpstreamFailure>,
    mapError transform: (UpstreamFailure) -> Failure
  ) -> Self {
    RelayEnd(value: nil, completion: completion.mapError(transform))
  }
}

extension RelayEnd where Failure == any Error {
  /// `completion`, failing with any error.
  static func complete<UpstreamFailure>(_ completion: Subscribers.Completion<UpstreamFailure>)
    -> Self
  {
    RelayEnd(value: nil, completion: completion.eraseError)
  }
}

/// How an operator asks upstream for values.
enum RelayDemand {
  /// As downstream asks; one more for each value dropped (`map`, `filter`, …).
  case passThrough
  /// Unlimited, once downstream first asks for a value; later demand only releases the result
  /// (`first`, `collect`, `reduce`, `last`, …).
  case unlimited
  /// `count` values for each value downstream asks for (`collect(_:)`).
  case multiplied(Int)

  /// What to ask upstream for when downstream asks for `demand` (the first time, for
  /// `isFirst`).
  func upstream(for demand: Subscribers.Demand, isFirst: Bool = false) -> Subscribers.Demand {
    switch self {
    case .passThrough: demand
    case .unlimited: isFirst && demand > 0 ? .unlimited : .none
    case .multiplied(let count): demand * count
    }
  }

  /// What to ask upstream for when a value is dropped.
  var forDropped: Subscribers.Demand {
    if case .passThrough = self { return .max(1) }
    return .none
  }
}

/// What an operator does with the events between its upstream and its downstream.
struct RelayHandler<Input, UpstreamFailure: Error, Output, Failure: Error> {
  /// What each value from upstream becomes.
  var receiveValue: (Input) -> RelayStep<Output, Failure>
  /// What upstream's completion becomes.
  var receiveCompletion: (Subscribers.Completion<UpstreamFailure>) -> RelayEnd<Output, Failure>
  /// Called with upstream's subscription, before downstream receives its own.
  var receiveSubscription: ((any Subscription) -> Void)? = nil
  /// Called with each demand downstream asks for.
  var receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  /// Called when downstream cancels.
  var receiveCancel: (() -> Void)? = nil
}

/// The subscription of an operator that turns each upstream value into a step (send, drop or
/// end) and upstream's completion into its own: most of the transforming, filtering and
/// reducing operators.
///
/// It is the subscriber to upstream and the subscription downstream holds. It counts
/// downstream's demand, so a value it sends at the end waits until downstream asks for it. The
/// handler's closures run outside the lock, one at a time as upstream calls them; when the relay
/// ends or is cancelled it releases the handler and downstream.
final class ValueRelay<Input, UpstreamFailure: Error, Output, Failure: Error>: Subscriber,
  Subscription, CustomStringConvertible, @unchecked Sendable
{
  typealias Handler = RelayHandler<Input, UpstreamFailure, Output, Failure>

  private let lock = Lock()
  private let name: String
  private let policy: RelayDemand
  private var upstream = SubscriptionState()
  private var downstream: AnySubscriber<Output, Failure>?
  private var handler: Handler?
  /// Values downstream asked for and has not received.
  private var demand = Subscribers.Demand.none
  /// An end whose value waits for downstream's demand.
  private var pending: RelayEnd<Output, Failure>?
  /// Whether downstream has asked for a value yet.
  private var hasAsked = false

  init<S: Subscriber>(
    _ name: String, to downstream: S, demand policy: RelayDemand, _ handler: Handler
  )
  where S.Input == Output, S.Failure == Failure {
    self.name = name
    self.policy = policy
    self.downstream = AnySubscriber(downstream)
    self.handler = handler
  }

  var description: String { name }

  // MARK: Upstream

  func receive(subscription: any Subscription) {
    let attached: (Handler?, AnySubscriber<Output, Failure>?)? = lock.withLock {
      guard upstream.attach(subscription) else { return nil }
      return (handler, downstream)
    }
    guard let (handler, downstream) = attached else {
      subscription.cancel()
      return
    }
    handler?.receiveSubscription?(subscription)
    downstream?.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard let handler = lock.withLock({ handler }) else { return .none }
    switch handler.receiveValue(input) {
    case .send(let output):
      return send(output)
    case .drop:
      return policy.forDropped
    case .end(let end):
      finish(end, cancellingUpstream: true)
      return .none
    }
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    guard let handler = lock.withLock({ handler }) else { return }
    finish(handler.receiveCompletion(completion), cancellingUpstream: false)
  }

  // MARK: Downstream

  func request(_ more: Subscribers.Demand) {
    var subscription: (any Subscription)?
    var upstreamDemand = Subscribers.Demand.none
    let handler: Handler? = lock.withLock {
      demand += more
      subscription = upstream.subscription
      upstreamDemand = policy.upstream(for: more, isFirst: !hasAsked)
      hasAsked = hasAsked || more > 0
      return self.handler
    }
    handler?.receiveRequest?(more)
    if deliverPendingIfAsked() { return }
    if upstreamDemand > 0 { subscription?.request(upstreamDemand) }
  }

  func cancel() {
    var subscription: (any Subscription)?
    let handler: Handler? = lock.withLock {
      defer {
        self.handler = nil
        downstream = nil
        pending = nil
      }
      subscription = upstream.finish()
      return self.handler
    }
    guard let handler else { return }
    handler.receiveCancel?()
    subscription?.cancel()
  }

  // MARK: Sending

  private func send(_ output: Output) -> Subscribers.Demand {
    let target = lock.withLock {
      demand -= 1
      return downstream
    }
    guard let target else { return .none }
    let more = target.receive(output)
    lock.withLock { demand += more }
    return policy.upstream(for: more)
  }

  /// Ends the relay, unless it ended or was cancelled already: releases the handler, then sends
  /// `end` downstream (its value waits for demand).
  private func finish(_ end: RelayEnd<Output, Failure>, cancellingUpstream: Bool) {
    var subscription: (any Subscription)?
    let isLive = lock.withLock {
      guard handler != nil else { return false }
      handler = nil
      pending = end
      subscription = upstream.finish()
      return true
    }
    guard isLive else { return }
    if cancellingUpstream { subscription?.cancel() }
    _ = deliverPendingIfAsked()
  }

  /// Sends the pending end if it can go now (it has no value, or downstream asked for one);
  /// whether it went.
  private func deliverPendingIfAsked() -> Bool {
    var end: RelayEnd<Output, Failure>?
    let target: AnySubscriber<Output, Failure>? = lock.withLock {
      guard let pending, let downstream, pending.value == nil || demand > 0 else { return nil }
      end = pending
      self.pending = nil
      self.downstream = nil
      return downstream
    }
    guard let target, let end else { return false }
    if let value = end.value { _ = target.receive(value) }
    target.receive(completion: end.completion)
    return true
  }
}

extension Publisher {
  /// Subscribes a ``ValueRelay`` between this publisher and `subscriber`.
  func relay<S: Subscriber>(
    _ name: String, to subscriber: S, demand: RelayDemand = .passThrough,
    _ handler: RelayHandler<Output, Failure, S.Input, S.Failure>
  ) {
    subscribe(ValueRelay(name, to: subscriber, demand: demand, handler))
  }
}
