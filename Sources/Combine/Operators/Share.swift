extension Publishers {
  /// A publisher that shares one subscription to its upstream publisher between all its
  /// subscribers.
  ///
  /// As Apple's `Publishers.Share`, a class: it multicasts the upstream publisher through a
  /// `PassthroughSubject` and connects it automatically, so the upstream publisher is
  /// subscribed when the first subscriber attaches and cancelled when the last one leaves. A
  /// subscriber that attaches later receives only the values sent after it attached.
  public final class Share<Upstream: Publisher>: Publisher, Equatable {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher shared.
    public final let upstream: Upstream
    private let shared: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

    /// A publisher sharing `upstream`.
    public init(upstream: Upstream) {
      self.upstream = upstream
      shared = Multicast(upstream: upstream) { PassthroughSubject() }.autoconnect()
    }

    public final func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      shared.receive(subscriber: subscriber)
    }

    /// Whether the two are the same instance.
    public static func == (lhs: Share, rhs: Share) -> Bool {
      lhs === rhs
    }
  }
}

extension Publisher {
  /// This publisher, shared: all subscribers receive the values of one subscription to it,
  /// made when the first attaches.
  public func share() -> Publishers.Share<Self> {
    Publishers.Share(upstream: self)
  }
}
