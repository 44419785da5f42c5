extension Publishers {
  /// A publisher that subscribes to upstream again when it fails, a given number of times or
  /// without end.
  public struct Retry<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher subscribed to again.
    public let upstream: Upstream
    /// How many times to subscribe again; nil for without end.
    public let retries: Int?

    /// A publisher that subscribes to `upstream` again, up to `retries` times, when it fails.
    public init(upstream: Upstream, retries: Int?) {
      self.upstream = upstream
      self.retries = retries
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      PublisherChain.start("Retry", to: subscriber) { [upstream, retries] chain in
        Self.attach(upstream, to: chain, retriesLeft: retries)
      }
    }

    private static func attach(
      _ upstream: Upstream, to chain: PublisherChain<Output, Failure>, retriesLeft: Int?
    ) {
      chain.attach(upstream) { completion in
        guard case .failure = completion, retriesLeft.map({ $0 > 0 }) ?? true else {
          return .complete(completion)
        }
        return .attach { attach(upstream, to: chain, retriesLeft: retriesLeft.map { $0 - 1 }) }
      }
    }
  }
}

extension Publisher {
  /// Subscribes to this publisher again when it fails, up to `retries` times; the last failure
  /// passes through. Values sent before a failure stay sent, and demand not yet met carries over.
  public func retry(_ retries: Int) -> Publishers.Retry<Self> {
    Publishers.Retry(upstream: self, retries: retries)
  }
}

extension Publishers.Retry: Equatable where Upstream: Equatable {}
