import Combine
import Testing

/// Sink, Assign, AnySubscriber, AnyCancellable and Demand.
@Suite("Subscribers and demand", .releasingSubscriptions)
struct SubscriberTests {
  // https://developer.apple.com/documentation/combine/publisher/sink(receivecompletion:receivevalue:):
  // the sink asks for unlimited values at once.
  @Test("sink asks for unlimited values and hands each, then the completion, to its closures")
  func sink() {
    let upstream = TestPublisher<Int, TestError>()
    var events: [String] = []
    let cancellable = upstream.sink(
      receiveCompletion: { events.append("\($0)") }, receiveValue: { events.append("\($0)") })
    upstream.send(1)
    upstream.send(completion: .failure(TestError()))
    #expect(upstream.requests == [.unlimited])
    #expect(events == ["1", "failure(boom)"])
    cancellable.cancel()
  }

  // https://developer.apple.com/documentation/combine/anycancellable: cancels when
  // deinitialized.
  @Test("releasing the AnyCancellable cancels the subscription; storing it keeps it alive")
  func anyCancellableLifetime() {
    let upstream = TestPublisher<Int, Never>()
    var received: [Int] = []
    var kept = Set<AnyCancellable>()
    upstream.sink { received.append($0) }.store(in: &kept)
    _ = upstream.sink { received.append($0 * 100) }
    upstream.send(1)
    kept.removeAll()
    upstream.send(2)
    #expect(received == [1])
    #expect(upstream.cancelCount == 2)
  }

  // https://developer.apple.com/documentation/combine/publisher/assign(to:on:): writes each
  // value to the key path, holding the object strongly.
  @Test("assign(to:on:) writes each value to the property")
  func assignOn() {
    final class Box { var value = 0 }
    let box = Box()
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.assign(to: \.value, on: box)
    subject.send(4)
    #expect(box.value == 4)
    cancellable.cancel()
    subject.send(5)
    #expect(box.value == 4)
  }

  // https://developer.apple.com/documentation/combine/anysubscriber: forwards to the closures
  // it was made with.
  @Test("AnySubscriber made of closures forwards each call")
  func anySubscriber() {
    var events: [String] = []
    let subscriber = AnySubscriber<Int, Never>(
      receiveSubscription: { $0.request(.max(2)) },
      receiveValue: {
        events.append("value \($0)")
        return .none
      },
      receiveCompletion: { _ in events.append("finished") })
    [1, 2, 3].publisher.subscribe(subscriber)
    #expect(events == ["value 1", "value 2"])
  }

  // https://developer.apple.com/documentation/combine/subscribers/demand: demand is never
  // negative; unlimited absorbs additions and subtractions; subtracting unlimited from a
  // number gives none.
  @Test("Demand arithmetic never goes below zero, and unlimited stays unlimited")
  func demandArithmetic() {
    #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
    #expect(Subscribers.Demand.max(2) - .max(3) == .none)
    #expect(Subscribers.Demand.unlimited - .max(3) == .unlimited)
    #expect(Subscribers.Demand.unlimited + .max(3) == .unlimited)
    #expect(Subscribers.Demand.max(2) - .unlimited == .none)
    #expect(Subscribers.Demand.max(2) * 3 == .max(6))
    #expect(Subscribers.Demand.max(Int.max) + 1 == .unlimited)
    #expect(Subscribers.Demand.max(1) < .unlimited)
    #expect(Subscribers.Demand.unlimited > 1_000_000)
    #expect(Subscribers.Demand.max(4).max == 4)
    #expect(Subscribers.Demand.unlimited.max == nil)
    #expect("\(Subscribers.Demand.max(3)) \(Subscribers.Demand.unlimited)" == "max(3) unlimited")
  }
}
