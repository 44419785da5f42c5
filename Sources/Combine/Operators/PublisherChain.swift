/// What a ``PublisherChain`` does when the publisher it is attached to completes.
enum ChainNext<Failure: Error> {
  /// Send this completion downstream.
  case complete(Subscribers.Completion<Failure>)
  /// Attach to another publisher (the closure calls ``PublisherChain/attach(_:onCompletion:)``).
  case attach(() -> Void)
}

/// The subscription of an operator that attaches downstream to one publisher after another:
/// `catch`, `tryCatch`, `retry`, `append` and `prepend`.
///
/// Downstream holds the chain as its subscription throughout. The chain counts downstream's
/// demand and asks each publisher it attaches to for what is left of it, so values are never
/// sent beyond what downstream asked for. A cancelled chain cancels the publisher it is
/// attached to and releases downstream.
final class PublisherChain<Output, Failure: Error>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  private let lock = Lock()
  private let name: String
  private var downstream: AnySubscriber<Output, Failure>?
  /// Values downstream asked for and has not received.
  private var demand = Subscribers.Demand.none
  /// The subscription of the publisher attached now.
  private var current: (any Subscription)?
  /// Counts attachments, so a publisher attached earlier is no longer heard.
  private var generation = 0

  private init<S: Subscriber>(_ name: String, to downstream: S)
  where S.Input == Output, S.Failure == Failure {
    self.name = name
    self.downstream = AnySubscriber(downstream)
  }

  /// Hands `subscriber` a new chain, then runs `start` (which attaches the first publisher).
  static func start<S: Subscriber>(
    _ name: String, to subscriber: S, _ start: (PublisherChain) -> Void
  ) where S.Input == Output, S.Failure == Failure {
    let chain = PublisherChain(name, to: subscriber)
    subscriber.receive(subscription: chain)
    start(chain)
  }

  var description: String { name }

  /// Attaches to `publisher`; `onCompletion` decides what follows its completion.
  func attach<P: Publisher>(
    _ publisher: P,
    onCompletion: @escaping (Subscribers.Completion<P.Failure>) -> ChainNext<Failure>
  ) where P.Output == Output {
    let generation: Int? = lock.withLock {
      guard downstream != nil else { return nil }
      self.generation += 1
      current = nil
      return self.generation
    }
    guard let generation else { return }
    publisher.subscribe(Link(chain: self, generation: generation, onCompletion: onCompletion))
  }

  // MARK: Downstream

  func request(_ more: Subscribers.Demand) {
    let subscription = lock.withLock {
      demand += more
      return current
    }
    subscription?.request(more)
  }

  func cancel() {
    let subscription = lock.withLock {
      defer {
        downstream = nil
        current = nil
        generation += 1
      }
      return current
    }
    subscription?.cancel()
  }

  // MARK: From the attached publisher

  fileprivate func receive(subscription: any Subscription, generation: Int) {
    let demand: Subscribers.Demand? = lock.withLock {
      guard generation == self.generation, downstream != nil, current == nil else { return nil }
      current = subscription
      return self.demand
    }
    guard let demand else {
      subscription.cancel()
      return
    }
    if demand > 0 { subscription.request(demand) }
  }

  fileprivate func receive(_ value: Output, generation: Int) -> Subscribers.Demand {
    let target: AnySubscriber<Output, Failure>? = lock.withLock {
      guard generation == self.generation else { return nil }
      demand -= 1
      return downstream
    }
    guard let target else { return .none }
    let more = target.receive(value)
    lock.withLock { demand += more }
    return more
  }

  fileprivate func isCurrent(_ generation: Int) -> Bool {
    lock.withLock { generation == self.generation && downstream != nil }
  }

  fileprivate func follow(_ next: ChainNext<Failure>) {
    switch next {
    case .attach(let attachNext):
      attachNext()
    case .complete(let completion):
      let target = lock.withLock {
        defer {
          downstream = nil
          current = nil
        }
        return downstream
      }
      target?.receive(completion: completion)
    }
  }
}

/// The subscriber a ``PublisherChain`` attaches to one publisher.
private final class Link<Output, Failure: Error, UpstreamFailure: Error>: Subscriber,
  @unchecked Sendable
{
  typealias Input = Output

  private let chain: PublisherChain<Output, Failure>
  private let generation: Int
  private let onCompletion: (Subscribers.Completion<UpstreamFailure>) -> ChainNext<Failure>

  init(
    chain: PublisherChain<Output, Failure>, generation: Int,
    onCompletion: @escaping (Subscribers.Completion<UpstreamFailure>) -> ChainNext<Failure>
  ) {
    self.chain = chain
    self.generation = generation
    self.onCompletion = onCompletion
  }

  func receive(subscription: any Subscription) {
    chain.receive(subscription: subscription, generation: generation)
  }

  func receive(_ input: Output) -> Subscribers.Demand {
    chain.receive(input, generation: generation)
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    guard chain.isCurrent(generation) else { return }
    chain.follow(onCompletion(completion))
  }
}
