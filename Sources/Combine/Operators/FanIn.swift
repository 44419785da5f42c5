/// The subscription of an operator that receives from several upstream publishers (its
/// sources) and sends to one subscriber: `merge`, `combineLatest`, `zip`, `flatMap`,
/// `switchToLatest`.
///
/// It sends values in the order they are handed to ``send(_:replacingUnsent:)``, never more than
/// the subscriber asked for, keeping the rest until it asks; one caller sends at a time, so a
/// subscriber that asks for more from `receive` gets the next value after it returns. Each
/// source is asked for what the subscriber asks (a source attaching late, for what the
/// subscriber is still owed). The first failure of a source fails the whole at once and cancels
/// the other sources; when the last source finishes, the whole finishes after the values kept.
/// Subclasses combine the sources' values, and may say when to finish, and which sources
/// (the outer publisher of `flatMap`) are not asked for the subscriber's demand.
class FanInSubscription<Output, Failure: Error>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  /// Guards the state of this class and of its subclasses; never held while another
  /// subscriber, subscription or closure runs.
  let lock = Lock()
  private var downstream: AnySubscriber<Output, Failure>?
  private var demand = Subscribers.Demand.none
  private var unsent: [Output] = []
  private var ending: Subscribers.Completion<Failure>?
  private var isSending = false
  /// The live sources: the subscription of each, nil until it arrives.
  private var sources: [Int: (any Subscription)?] = [:]
  private var nextSourceID = 0

  init<S: Subscriber>(_ downstream: S) where S.Input == Output, S.Failure == Failure {
    self.downstream = AnySubscriber(downstream)
  }

  var description: String { "\(type(of: self))" }

  // MARK: For subclasses

  /// The demand to ask of source `id` when its subscription arrives; `owed` is what the
  /// subscriber asked for and has not received. Called with ``lock`` held.
  func initialDemand(forSource id: Int, owed: Subscribers.Demand) -> Subscribers.Demand {
    owed
  }

  /// Whether source `id` is asked for what the subscriber asks. Called with ``lock`` held.
  func sharesDemand(_ id: Int) -> Bool {
    true
  }

  /// Source `id` has finished; by default the whole finishes once no source is live.
  func sourceFinished(_ id: Int) {
    if liveSources.isEmpty { finish() }
  }

  /// The whole has ended (completed or cancelled): release what the subclass holds.
  func didEnd() {}

  /// A new source whose values go to `receiveValue` with the source's id, to subscribe to its
  /// publisher; once the whole has ended, its subscription will be cancelled as it arrives.
  final func makeSource<Input>(_ receiveValue: @escaping (Int, Input) -> Void)
    -> FanInSource<Input, Output, Failure>
  {
    let id = lock.withLock {
      defer { nextSourceID += 1 }
      if ending == nil { sources[nextSourceID] = .some(nil) }
      return nextSourceID
    }
    return FanInSource(id: id, owner: self, receiveValue: receiveValue)
  }

  /// A closure that subscribes a new source to `publisher`, whose values go to `receiveValue`
  /// with the source's id.
  final func connection<P: Publisher>(
    to publisher: P, receiveValue: @escaping (Int, P.Output) -> Void
  ) -> () -> Void where P.Failure == Failure {
    let source = makeSource(receiveValue)
    return { publisher.subscribe(source) }
  }

  /// Hands this subscription to the subscriber, then makes `connections` in order.
  final func begin(_ connections: [() -> Void]) {
    lock.withLock { downstream }?.receive(subscription: self)
    for connect in connections { connect() }
  }

  /// The ids of the sources that have not completed or been cancelled.
  final var liveSources: Set<Int> {
    lock.withLock { Set(sources.keys) }
  }

  /// Asks source `id` for `demand` more values, if it is live.
  final func request(_ demand: Subscribers.Demand, fromSource id: Int) {
    lock.withLock { sources[id] ?? nil }?.request(demand)
  }

  /// Cancels source `id`; its values are ignored from now on.
  final func cancelSource(_ id: Int) {
    lock.withLock { sources.removeValue(forKey: id) ?? nil }?.cancel()
  }

  /// Sends `value`, or keeps it until the subscriber asks. With `replacingUnsent`, it takes the
  /// place of the values kept, so at most one is.
  final func send(_ value: Output, replacingUnsent: Bool = false) {
    let isOpen = lock.withLock {
      guard downstream != nil, ending == nil else { return false }
      if replacingUnsent { unsent.removeAll() }
      unsent.append(value)
      return true
    }
    if isOpen { deliver() }
  }

  /// Finishes after the values kept, cancelling the sources still live.
  final func finish() {
    end(.finished)
  }

  /// Fails at once, dropping the values kept and cancelling the other sources.
  final func fail(_ error: Failure) {
    end(.failure(error))
  }

  // MARK: Subscription

  final func request(_ more: Subscribers.Demand) {
    precondition(more > 0, "a subscriber asked for no values (Apple's Combine stops here too)")
    let targets = lock.withLock {
      guard downstream != nil else { return [any Subscription]() }
      demand += more
      return demandSharingSources
    }
    for source in targets { source.request(more) }
    deliver()
  }

  final func cancel() {
    let live = lock.withLock {
      downstream = nil
      unsent = []
      ending = ending ?? .finished
      return takeSources()
    }
    for source in live { source.cancel() }
    didEnd()
  }

  // MARK: Sources' events

  fileprivate final func attach(_ subscription: any Subscription, toSource id: Int) {
    let asked: Subscribers.Demand? = lock.withLock {
      guard case .some(.none) = sources[id] else { return nil }
      sources[id] = subscription
      return initialDemand(forSource: id, owed: demand)
    }
    guard let asked else { return subscription.cancel() }
    if asked > 0 { subscription.request(asked) }
  }

  fileprivate final func isLive(_ id: Int) -> Bool {
    lock.withLock { sources[id] != nil && ending == nil }
  }

  fileprivate final func complete(_ completion: Subscribers.Completion<Failure>, source id: Int) {
    guard lock.withLock({ sources.removeValue(forKey: id) != nil }) else { return }
    switch completion {
    case .finished: sourceFinished(id)
    case .failure(let error): fail(error)
    }
  }

  // MARK: Delivery

  private var demandSharingSources: [any Subscription] {
    sources.compactMap { id, source in sharesDemand(id) ? source : nil }
  }

  private func takeSources() -> [any Subscription] {
    defer { sources = [:] }
    return sources.values.compactMap { $0 }
  }

  private func end(_ completion: Subscribers.Completion<Failure>) {
    let live: [any Subscription]? = lock.withLock {
      guard downstream != nil, ending == nil else { return nil }
      ending = completion
      if case .failure = completion { unsent = [] }
      return takeSources()
    }
    guard let live else { return }
    for source in live { source.cancel() }
    deliver()
  }

  private enum Next {
    case value(AnySubscriber<Output, Failure>, Output)
    case completion(AnySubscriber<Output, Failure>, Subscribers.Completion<Failure>)
    case idle
  }

  /// Sends what is kept while the subscriber wants it; only one caller sends at a time.
  private func deliver() {
    let starts = lock.withLock {
      defer { isSending = true }
      return !isSending
    }
    guard starts else { return }
    while true {
      switch nextDelivery() {
      case .value(let target, let value):
        let more = target.receive(value)
        if more > 0 { raiseDemand(by: more) }
      case .completion(let target, let completion):
        target.receive(completion: completion)
        didEnd()
        return
      case .idle:
        return
      }
    }
  }

  private func nextDelivery() -> Next {
    lock.withLock {
      guard let target = downstream else {
        isSending = false
        return .idle
      }
      if demand > 0, !unsent.isEmpty {
        demand -= 1
        return .value(target, unsent.removeFirst())
      }
      if unsent.isEmpty, let ending {
        downstream = nil
        return .completion(target, ending)
      }
      isSending = false
      return .idle
    }
  }

  private func raiseDemand(by more: Subscribers.Demand) {
    let targets = lock.withLock {
      demand += more
      return demandSharingSources
    }
    for source in targets { source.request(more) }
  }
}

/// The subscriber a ``FanInSubscription`` attaches to one of its sources: it hands on the
/// source's subscription, values and completion, and asks for nothing itself.
final class FanInSource<Input, Output, Failure: Error>: Subscriber, @unchecked Sendable {
  let combineIdentifier = CombineIdentifier()
  /// The id the owner knows this source by.
  let id: Int
  private let owner: FanInSubscription<Output, Failure>
  private let receiveValue: (Int, Input) -> Void

  fileprivate init(
    id: Int, owner: FanInSubscription<Output, Failure>,
    receiveValue: @escaping (Int, Input) -> Void
  ) {
    self.id = id
    self.owner = owner
    self.receiveValue = receiveValue
  }

  func receive(subscription: any Subscription) {
    owner.attach(subscription, toSource: id)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    if owner.isLive(id) { receiveValue(id, input) }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    owner.complete(completion, source: id)
  }
}

/// A ``FanInSubscription`` whose sources are a fixed list of publishers of different kinds,
/// numbered from 0 in the order they are connected (their source ids), whose values are
/// combined into one output by `combine`: the base of `combineLatest` and `zip`.
class IndexedFanIn<Output, Failure: Error>: FanInSubscription<Output, Failure>,
  @unchecked Sendable
{
  /// Makes the output from one value of each source, in order.
  let combine: ([Any]) -> Output

  init<S: Subscriber>(_ downstream: S, combine: @escaping ([Any]) -> Output)
  where S.Input == Output, S.Failure == Failure {
    self.combine = combine
    super.init(downstream)
  }

  /// A closure that subscribes the next source to `publisher`.
  final func connection<P: Publisher>(to publisher: P) -> () -> Void where P.Failure == Failure {
    connection(to: publisher) { [self] id, value in receive(value as Any, at: id) }
  }

  /// Source `index` sent `value`.
  func receive(_ value: Any, at index: Int) {}
}
