/// A publisher that sends nothing until it is told to start, by ``connect()``.
///
/// As Apple's `Combine.ConnectablePublisher`: subscribers may attach first, and all of them
/// see the values sent after the connection is made. ``Publisher/makeConnectable()`` makes one
/// from any publisher that cannot fail, and ``autoconnect()`` connects one by itself.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Starts the publisher; cancelling the returned value ends the connection.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// This publisher, connected as soon as its first subscriber attaches; the connection is
  /// cancelled once every subscriber has gone.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}

extension Publishers {
  /// A connectable publisher made from one that cannot fail: its subscribers receive nothing
  /// until ``connect()`` is called, then all of them receive the same values.
  ///
  /// As Apple's `Publishers.MakeConnectable`, it shares one subscription to the upstream
  /// publisher between its subscribers, through a `PassthroughSubject`.
  public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    private let multicast: Multicast<Upstream, PassthroughSubject<Output, Failure>>

    /// A connectable publisher that subscribes to `upstream` when connected.
    public init(upstream: Upstream) {
      multicast = Multicast(upstream: upstream) { PassthroughSubject() }
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      multicast.receive(subscriber: subscriber)
    }

    /// Subscribes to the upstream publisher, whose values then reach every subscriber.
    public func connect() -> any Cancellable {
      multicast.connect()
    }
  }
}

extension Publisher where Failure == Never {
  /// This publisher, made connectable: subscribers attach first, and values flow once
  /// `connect()` is called.
  public func makeConnectable() -> Publishers.MakeConnectable<Self> {
    Publishers.MakeConnectable(upstream: self)
  }
}
