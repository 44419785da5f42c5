import Combine
import Testing

// Tests of the operators that share one upstream subscription between several subscribers:
// multicast, makeConnectable, autoconnect, share.

/// multicast(_:), multicast(subject:), Publishers.Multicast.
@Suite("multicast", .releasingSubscriptions)
struct MulticastTests {
  // https://developer.apple.com/documentation/combine/publisher/multicast(_:): the subject
  // sends the upstream's values to all subscribers, which receive nothing until connect().
  @Test("sends nothing until connected, then the same values to every subscriber")
  func connects() {
    let multicast = [1, 2].publisher.multicast { PassthroughSubject() }
    let first = multicast.record()
    let second = multicast.record()
    #expect(first.events == [])
    let connection = multicast.connect()
    #expect(first.events == ["value 1", "value 2", "finished"])
    #expect(second.events == ["value 1", "value 2", "finished"])
    connection.cancel()
  }

  // https://developer.apple.com/documentation/combine/publishers/multicast/createsubject:
  // the closure makes the subject the values go through; it is one subject for all.
  @Test("makes the subject once, for all subscribers and connections")
  func subjectMadeOnce() {
    var made = 0
    let upstream = TestPublisher<Int, Never>()
    let multicast = upstream.multicast { () -> PassthroughSubject<Int, Never> in
      made += 1
      return PassthroughSubject()
    }
    let first = multicast.record()
    let second = multicast.record()
    let connection = multicast.connect()
    upstream.send(1)
    #expect(made == 1)
    #expect(first.values == [1])
    #expect(second.values == [1])
    connection.cancel()
  }

  // https://developer.apple.com/documentation/combine/publisher/multicast(subject:): the given
  // subject carries the values; connect() subscribes it to the upstream publisher once, asking
  // for unlimited values, and cancelling the connection cancels that subscription.
  @Test("multicast(subject:) shares one upstream subscription, ended by cancelling")
  func subject() {
    let upstream = TestPublisher<Int, TestError>()
    let subject = PassthroughSubject<Int, TestError>()
    let multicast = upstream.multicast(subject: subject)
    let first = multicast.record()
    let second = multicast.record(initialDemand: .max(1))
    let connection = multicast.connect()
    #expect(upstream.subscriptionCount == 1)
    #expect(upstream.requests == [.unlimited])
    upstream.send(1)
    subject.send(2)
    #expect(first.values == [1, 2])
    #expect(second.values == [1])
    connection.cancel()
    #expect(upstream.cancelCount == 1)
  }
}

/// makeConnectable(), Publishers.MakeConnectable, ConnectablePublisher.
@Suite("makeConnectable", .releasingSubscriptions)
struct MakeConnectableTests {
  // https://developer.apple.com/documentation/combine/publisher/makeconnectable(): without it
  // the first sink would receive all the sequence's elements before the second attaches; with
  // it, nothing is sent until connect().
  @Test("lets both subscribers attach before any value is sent")
  func waitsForConnect() {
    let connectable = [1, 2, 3].publisher.makeConnectable()
    let first = connectable.record()
    let second = connectable.record()
    #expect(first.events == [])
    let connection = connectable.connect()
    #expect(first.events == ["value 1", "value 2", "value 3", "finished"])
    #expect(second.events == ["value 1", "value 2", "value 3", "finished"])
    connection.cancel()
  }

  // https://developer.apple.com/documentation/combine/connectablepublisher/connect(): returns
  // an instance with which to cancel publishing.
  @Test("cancelling the connection cancels the upstream subscription")
  func cancelConnection() {
    let upstream = TestPublisher<Int, Never>()
    let connectable = upstream.makeConnectable()
    let recorder = connectable.record()
    let connection = connectable.connect()
    upstream.send(1)
    connection.cancel()
    upstream.send(2)
    #expect(upstream.cancelCount == 1)
    #expect(recorder.events == ["value 1"])
  }
}

/// autoconnect(), Publishers.Autoconnect.
@Suite("autoconnect", .releasingSubscriptions)
struct AutoconnectTests {
  // https://developer.apple.com/documentation/combine/publishers/autoconnect: calls connect()
  // on the upstream connectable publisher when first attached to by a subscriber.
  @Test("connects when the first subscriber attaches, once for all")
  func connectsOnFirstSubscriber() {
    let upstream = TestPublisher<Int, Never>()
    let auto = upstream.makeConnectable().autoconnect()
    #expect(upstream.subscriptionCount == 0)
    let first = auto.record()
    #expect(upstream.subscriptionCount == 1)
    let second = auto.record()
    #expect(upstream.subscriptionCount == 1)
    upstream.send(1)
    #expect(first.values == [1])
    #expect(second.values == [1])
  }

  // https://developer.apple.com/documentation/combine/connectablepublisher/autoconnect():
  // the connection lives while subscribers do; when the last one cancels, the connection is
  // cancelled, and a new subscriber connects again.
  @Test("cancels the connection when the last subscriber cancels, and reconnects after")
  func disconnectsAfterLastSubscriber() {
    let upstream = TestPublisher<Int, Never>()
    let auto = upstream.makeConnectable().autoconnect()
    let first = auto.record()
    let second = auto.record()
    first.cancel()
    #expect(upstream.cancelCount == 0)
    second.cancel()
    #expect(upstream.cancelCount == 1)
    let third = auto.record()
    #expect(upstream.subscriptionCount == 2)
    upstream.send(5)
    #expect(third.values == [5])
  }

  // https://developer.apple.com/documentation/combine/publishers/autoconnect: it is a
  // publisher of the upstream's values; demand passes through to the connectable publisher.
  @Test("passes a subscriber's demand through")
  func demand() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = subject.makeConnectable().autoconnect().record(initialDemand: .max(1))
    subject.send(1)
    subject.send(2)
    #expect(recorder.values == [1])
    recorder.request(.max(1))
    subject.send(3)
    #expect(recorder.values == [1, 3])
  }
}

/// share(), Publishers.Share.
@Suite("share", .releasingSubscriptions)
struct ShareTests {
  // https://developer.apple.com/documentation/combine/publisher/share(): shares the output of
  // an upstream publisher with multiple subscribers; Publishers.Share is a class that
  // multicasts through a PassthroughSubject, connected automatically.
  @Test("subscribes to upstream once for two subscribers")
  func oneSubscription() {
    let upstream = TestPublisher<Int, Never>()
    let shared = upstream.share()
    let first = shared.record()
    let second = shared.record()
    #expect(upstream.subscriptionCount == 1)
    #expect(upstream.requests == [.unlimited])
    upstream.send(1)
    upstream.send(completion: .finished)
    #expect(first.events == ["value 1", "finished"])
    #expect(second.events == ["value 1", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publishers/share: a subscriber that
  // attaches later receives only the values sent after it attached.
  @Test("a late subscriber misses the earlier values")
  func lateSubscriber() {
    let upstream = TestPublisher<Int, Never>()
    let shared = upstream.share()
    let first = shared.record()
    upstream.send(1)
    let second = shared.record()
    upstream.send(2)
    #expect(first.values == [1, 2])
    #expect(second.values == [2])
  }

  // https://developer.apple.com/documentation/combine/publisher/makeconnectable(): (its
  // example) the first subscriber of a shared sequence receives every element and the
  // completion before a second one attaches, which then receives only the completion.
  @Test("after upstream finished, a new subscriber receives only the completion")
  func afterCompletion() {
    let shared = [1, 2].publisher.share()
    #expect(shared.record().events == ["value 1", "value 2", "finished"])
    #expect(shared.record().events == ["finished"])
  }

  // https://developer.apple.com/documentation/combine/cancellable/cancel(): when every
  // subscriber has cancelled, the shared upstream subscription is cancelled.
  @Test("cancels upstream when every subscriber has cancelled")
  func cancel() {
    let upstream = TestPublisher<Int, Never>()
    let shared = upstream.share()
    let first = shared.record()
    let second = shared.record()
    first.cancel()
    #expect(upstream.cancelCount == 0)
    second.cancel()
    #expect(upstream.cancelCount == 1)
  }

  // https://developer.apple.com/documentation/combine/publishers/share: a class, equal only to
  // itself.
  @Test("is a class, equal only to itself")
  func identity() {
    let upstream = Just(1)
    let shared = upstream.share()
    #expect(shared == shared)
    #expect(shared != upstream.share())
    #expect(shared.upstream == upstream)
  }
}
