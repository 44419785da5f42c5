extension Publishers {
  /// A publisher that turns each upstream value into a publisher, and sends the values of all
  /// those publishers, interleaved as they arrive.
  ///
  /// As Apple's `Publishers.FlatMap`: at most `maxPublishers` of the made publishers are
  /// subscribed at a time; it asks the upstream publisher for that many values at first, and
  /// for one more each time a made publisher finishes. It finishes when the upstream publisher
  /// and every made publisher have finished, and fails as soon as one of them fails.
  public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
  where NewPublisher.Failure == Upstream.Failure {
    public typealias Output = NewPublisher.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are turned into publishers.
    public let upstream: Upstream
    /// How many of the made publishers may be subscribed at a time.
    public let maxPublishers: Subscribers.Demand
    /// Makes a publisher from an upstream value.
    public let transform: (Upstream.Output) -> NewPublisher

    /// A publisher flattening the publishers `transform` makes from the values of `upstream`,
    /// with at most `maxPublishers` subscribed at a time.
    public init(
      upstream: Upstream, maxPublishers: Subscribers.Demand,
      transform: @escaping (Upstream.Output) -> NewPublisher
    ) {
      self.upstream = upstream
      self.maxPublishers = maxPublishers
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let flattened = FlatMapSubscription(subscriber, maxPublishers: maxPublishers)
      flattened.begin([flattened.connection(to: upstream, transform: transform)])
    }
  }
}

extension Publisher {
  /// The values of the publishers `transform` makes from this publisher's values, interleaved
  /// as they arrive; at most `maxPublishers` of them are subscribed at a time.
  public func flatMap<T, P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }

  /// The values of the publishers, which cannot fail, that `transform` makes from this
  /// publisher's values, interleaved as they arrive; at most `maxPublishers` of them are
  /// subscribed at a time.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) {
      Publishers.SetFailureType(upstream: transform($0))
    }
  }
}

extension Publisher where Failure == Never {
  /// The values of the publishers `transform` makes from the values of this publisher, which
  /// cannot fail, interleaved as they arrive; at most `maxPublishers` of them are subscribed
  /// at a time.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
    Publishers.FlatMap(
      upstream: Publishers.SetFailureType(upstream: self), maxPublishers: maxPublishers,
      transform: transform)
  }

  /// The values of the publishers `transform` makes from this publisher's values, none of
  /// which can fail, interleaved as they arrive; at most `maxPublishers` of them are subscribed
  /// at a time.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

/// The subscription of ``Publishers/FlatMap``: source 0 is the upstream publisher, asked for
/// `maxPublishers` values and one more as each made publisher finishes; the other sources are
/// the made publishers, asked for what the subscriber asks.
final class FlatMapSubscription<Output, Failure: Error>: FanInSubscription<Output, Failure>,
  @unchecked Sendable
{
  private let outer = 0
  private let maxPublishers: Subscribers.Demand

  init<S: Subscriber>(_ downstream: S, maxPublishers: Subscribers.Demand)
  where S.Input == Output, S.Failure == Failure {
    self.maxPublishers = maxPublishers
    super.init(downstream)
  }

  /// A closure that subscribes to `upstream`, each of whose values `transform` makes into a
  /// publisher to subscribe to.
  func connection<Upstream: Publisher, Inner: Publisher>(
    to upstream: Upstream, transform: @escaping (Upstream.Output) -> Inner
  ) -> () -> Void
  where Upstream.Failure == Failure, Inner.Output == Output, Inner.Failure == Failure {
    connection(to: upstream) { [self] _, value in
      let inner = transform(value)
      connection(to: inner) { [self] _, value in send(value) }()
    }
  }

  override func initialDemand(forSource id: Int, owed: Subscribers.Demand) -> Subscribers.Demand {
    id == outer ? maxPublishers : owed
  }

  override func sharesDemand(_ id: Int) -> Bool {
    id != outer
  }

  override func sourceFinished(_ id: Int) {
    let live = liveSources
    if live.isEmpty {
      finish()
    } else if id != outer, live.contains(outer), maxPublishers != .unlimited {
      request(.max(1), fromSource: outer)
    }
  }
}
