import Combine
import Testing

/// The publishers made from values: Just, Future, Fail, Empty, Deferred and a sequence's.
@Suite("Publishers of values", .releasingSubscriptions)
struct PublisherTests {
  // https://developer.apple.com/documentation/combine/just: emits its output to each
  // subscriber once, then finishes.
  @Test("Just sends its value to each subscriber when asked, then finishes")
  func just() {
    let just = Just(7)
    let waiting = just.record(initialDemand: .none)
    #expect(waiting.events == [])
    waiting.request(.max(1))
    #expect(waiting.events == ["value 7", "finished"])
    #expect(just.record().events == ["value 7", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publishers/sequence: publishes the
  // elements of a sequence, honouring demand.
  @Test("a sequence's publisher sends as many elements as asked, then finishes")
  func sequence() {
    let recorder = [1, 2, 3].publisher.record(initialDemand: .max(2))
    #expect(recorder.events == ["value 1", "value 2"])
    recorder.request(.max(1))
    #expect(recorder.events == ["value 1", "value 2", "value 3", "finished"])
    #expect([Int]().publisher.record(initialDemand: .none).events == ["finished"])
  }

  @Test("a subscriber's demand returned from receive adds up; cancel stops the sequence")
  func sequenceDemandAndCancel() {
    let recorder = (1...10).publisher.record(initialDemand: .max(1), demandPerValue: .max(1))
    #expect(recorder.values == Array(1...10))
    let stopped = (1...10).publisher.record(initialDemand: .max(2))
    stopped.cancel()
    stopped.request(.max(5))
    #expect(stopped.events == ["value 1", "value 2"])
  }

  // https://developer.apple.com/documentation/combine/future: produces one value and
  // finishes, or fails; the promise is fulfilled once.
  @Test("Future runs its closure at once, and every subscriber gets the one result")
  func future() {
    var runs = 0
    var fulfil: Future<Int, TestError>.Promise?
    let future = Future<Int, TestError> { promise in
      runs += 1
      fulfil = promise
    }
    #expect(runs == 1)
    let early = future.record()
    fulfil?(.success(5))
    fulfil?(.success(6))
    let late = future.record()
    #expect(early.events == ["value 5", "finished"])
    #expect(late.events == ["value 5", "finished"])
    #expect(runs == 1)
  }

  @Test("a Future's value waits for demand; its failure does not")
  func futureDemand() {
    let value = Future<Int, TestError> { $0(.success(1)) }.record(initialDemand: .none)
    #expect(value.events == [])
    value.request(.max(1))
    #expect(value.events == ["value 1", "finished"])
    let failure = Future<Int, TestError> { $0(.failure(TestError())) }.record(initialDemand: .none)
    #expect(failure.events == ["failure boom"])
  }

  // https://developer.apple.com/documentation/combine/fail: terminates at once with the error.
  // https://developer.apple.com/documentation/combine/empty: never publishes; finishes at once
  // unless told not to.
  @Test("Fail fails at once; Empty finishes at once, or never")
  func failAndEmpty() {
    #expect(Fail<Int, TestError>(error: TestError()).record().events == ["failure boom"])
    #expect(Empty<Int, Never>().record().events == ["finished"])
    #expect(Empty<Int, Never>(completeImmediately: false).record().events == [])
  }

  // https://developer.apple.com/documentation/combine/deferred: runs its closure for each new
  // subscriber, when it subscribes.
  @Test("Deferred makes its publisher when, and each time, a subscriber comes")
  func deferred() {
    var made = 0
    let deferred = Deferred { () -> Just<Int> in
      made += 1
      return Just(made)
    }
    #expect(made == 0)
    #expect(deferred.record().events == ["value 1", "finished"])
    #expect(deferred.record().events == ["value 2", "finished"])
  }

  // https://developer.apple.com/documentation/combine/anypublisher: wraps a publisher, hiding
  // its type; it sends what the wrapped one sends.
  @Test("AnyPublisher sends what it wraps")
  func anyPublisher() {
    let erased: AnyPublisher<Int, Never> = [1, 2].publisher.eraseToAnyPublisher()
    #expect(erased.record().events == ["value 1", "value 2", "finished"])
    #expect(erased.eraseToAnyPublisher().record(initialDemand: .max(1)).events == ["value 1"])
  }
}
