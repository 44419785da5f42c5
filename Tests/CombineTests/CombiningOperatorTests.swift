import Combine
import Dispatch
import Testing

// Tests of the operators that combine several publishers: merge, combineLatest, zip, flatMap,
// switchToLatest. Upstreams are `TestPublisher`s (Support/Recorder.swift), which send whatever
// the test sends, so a test sees what the operator asked for and what it passed on.

/// merge(with:), Publishers.Merge … Merge8, Publishers.MergeMany.
@Suite("merge", .releasingSubscriptions)
struct MergeTests {
  // https://developer.apple.com/documentation/combine/publisher/merge(with:)-7qt71: the merged
  // publisher emits an event when either upstream publisher emits an event.
  @Test(
    "sends the values of both publishers in the order they arrive, then finishes when both have")
  func interleaves() {
    let a = TestPublisher<Int, TestError>()
    let b = TestPublisher<Int, TestError>()
    let recorder = a.merge(with: b).record()
    a.send(1)
    b.send(2)
    a.send(3)
    a.send(completion: .finished)
    #expect(recorder.events == ["value 1", "value 2", "value 3"])
    b.send(4)
    b.send(completion: .finished)
    #expect(recorder.events == ["value 1", "value 2", "value 3", "value 4", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publishers/merge: a publisher made by
  // merging the upstream publishers; like all of Combine, it fails when an upstream fails, and
  // then needs nothing more from the others.
  @Test("fails at the first failure and cancels the other publisher")
  func failure() {
    let a = TestPublisher<Int, TestError>()
    let b = TestPublisher<Int, TestError>()
    let recorder = a.merge(with: b).record()
    a.send(1)
    b.send(completion: .failure(TestError("boom")))
    a.send(2)
    #expect(recorder.events == ["value 1", "failure boom"])
    #expect(a.cancelCount == 1)
  }

  // https://developer.apple.com/documentation/combine/subscribers/demand: a publisher sends no
  // more values than were asked for; merge asks each upstream for what its subscriber asks.
  @Test("asks each publisher for the demand, and keeps a value the subscriber did not ask for")
  func demand() {
    let a = TestPublisher<Int, TestError>()
    let b = TestPublisher<Int, TestError>()
    let recorder = a.merge(with: b).record(initialDemand: .max(1))
    #expect(a.requests == [.max(1)])
    #expect(b.requests == [.max(1)])
    a.send(1)
    b.send(2)
    #expect(recorder.events == ["value 1"])
    recorder.request(.max(1))
    #expect(recorder.events == ["value 1", "value 2"])
    #expect(a.requests == [.max(1), .max(1)])
    #expect(b.requests == [.max(1), .max(1)])
  }

  // https://developer.apple.com/documentation/combine/publisher/merge(with:)-7qt71: the merged
  // publisher finishes only when all upstream publishers have; values kept for lack of demand
  // come before the completion.
  @Test("sends the values kept before finishing")
  func keptValuesBeforeCompletion() {
    let a = TestPublisher<Int, TestError>()
    let b = TestPublisher<Int, TestError>()
    let recorder = a.merge(with: b).record(initialDemand: .max(1))
    a.send(1)
    b.send(2)
    a.send(completion: .finished)
    b.send(completion: .finished)
    #expect(recorder.events == ["value 1"])
    recorder.request(.unlimited)
    #expect(recorder.events == ["value 1", "value 2", "finished"])
  }

  // https://developer.apple.com/documentation/combine/cancellable/cancel(): cancelling frees
  // the resources of the subscription, which includes every upstream subscription.
  @Test("cancelling cancels every publisher")
  func cancel() {
    let a = TestPublisher<Int, TestError>()
    let b = TestPublisher<Int, TestError>()
    let c = TestPublisher<Int, TestError>()
    let recorder = a.merge(with: b, c).record()
    recorder.cancel()
    a.send(1)
    #expect(recorder.events == [])
    #expect([a.cancelCount, b.cancelCount, c.cancelCount] == [1, 1, 1])
  }

  // https://developer.apple.com/documentation/combine/cancellable/cancel(): cancelling frees
  // the resources the subscription holds, its subscriber among them.
  @Test("cancelling releases the subscriber, though the publishers keep the subscription")
  func releasesSubscriber() {
    let a = TestPublisher<Int, Never>()
    let b = TestPublisher<Int, Never>()
    weak var released: Subscribers.Sink<Int, Never>?
    do {
      let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
      a.merge(with: b).subscribe(sink)
      released = sink
      sink.cancel()
    }
    #expect(released == nil)
    #expect([a.cancelCount, b.cancelCount] == [1, 1])
  }

  // https://developer.apple.com/documentation/combine/subscriber/receive(_:): a subscriber
  // may send into a publisher from receive; the value comes after the one being received.
  @Test("a value sent from within receive comes after the value being received")
  func reentrant() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    let cancellable = a.merge(with: b).sink { value in
      if value == 1 { b.send(2) }
      seen.append(value)
    }
    a.send(1)
    a.send(3)
    #expect(seen == [1, 2, 3])
    cancellable.cancel()
  }

  // https://developer.apple.com/documentation/combine/publisher: publishers may send from any
  // thread; the merged publisher passes on every value, one at a time.
  @Test("passes on every value sent from several threads at once")
  func concurrent() {
    let subjects = [PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>()]
    let recorder = subjects[0].merge(with: subjects[1]).record()
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      for value in 0..<500 { subjects[index].send(index * 1000 + value) }
    }
    let expected = Array(0..<500) + Array(1000..<1500)
    #expect(recorder.values.sorted() == expected)
  }

  // https://developer.apple.com/documentation/combine/publishers/merge8: merge(with:) takes up
  // to seven other publishers, giving Merge3 … Merge8; Merge's own merge(with:) widens it.
  @Test("merges up to eight publishers, with Apple's types")
  func arities() {
    let eight:
      Publishers.Merge8<
        Just<Int>, Just<Int>, Just<Int>, Just<Int>, Just<Int>, Just<Int>, Just<Int>, Just<Int>
      > = Just(1).merge(with: Just(2), Just(3), Just(4), Just(5), Just(6), Just(7), Just(8))
    #expect(eight.record().values == [1, 2, 3, 4, 5, 6, 7, 8])
    let three: Publishers.Merge3<Just<Int>, Just<Int>, Just<Int>> = Just(1).merge(
      with: Just(2), Just(3))
    #expect(three.record().events == ["value 1", "value 2", "value 3", "finished"])
    let widened: Publishers.Merge4<Just<Int>, Just<Int>, Just<Int>, Empty<Int, Never>> =
      Publishers.Merge(Just(1), Just(2)).merge(with: Just(3), Empty())
    #expect(widened.record().events == ["value 1", "value 2", "value 3", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publishers/mergemany: merges an
  // arbitrary number of publishers of one type; merge(with:) of a publisher of the same type
  // gives one (https://developer.apple.com/documentation/combine/publisher/merge(with:)-7fk3a).
  @Test("MergeMany merges a sequence of publishers of one type")
  func mergeMany() {
    let many = Publishers.MergeMany([1, 2, 3].map { Just($0) })
    #expect(many.record().events == ["value 1", "value 2", "value 3", "finished"])
    let variadic = Publishers.MergeMany(Just(1), Just(2)).merge(with: Just(3))
    #expect(variadic.publishers.count == 3)
    #expect(variadic.record().values == [1, 2, 3])
    let same: Publishers.MergeMany<Just<Int>> = Just(1).merge(with: Just(2))
    #expect(same.record().values == [1, 2])
  }

  // https://developer.apple.com/documentation/combine/publishers/mergemany/init(_:)-3hrmo:
  // "zero or more publishers"; with none, nothing can come, so it finishes.
  @Test("MergeMany of no publisher finishes at once")
  func mergeManyEmpty() {
    let none = Publishers.MergeMany([Just<Int>]())
    #expect(none.record().events == ["finished"])
  }
}

/// combineLatest, Publishers.CombineLatest … CombineLatest4.
@Suite("combineLatest", .releasingSubscriptions)
struct CombineLatestTests {
  // https://developer.apple.com/documentation/combine/publisher/combinelatest(_:): sends a
  // tuple of the most recent value of each publisher when any of them emits, once both have.
  @Test("sends the latest values once both have sent one, then at each value")
  func latest() {
    let a = TestPublisher<Int, TestError>()
    let b = TestPublisher<Int, TestError>()
    let recorder = a.combineLatest(b).record()
    a.send(1)
    a.send(2)
    #expect(recorder.events == [])
    b.send(10)
    a.send(3)
    b.send(20)
    #expect(recorder.events == ["value (2, 10)", "value (3, 10)", "value (3, 20)"])
  }

  // https://developer.apple.com/documentation/combine/publisher/combinelatest(_:): all
  // upstream publishers need to finish for this publisher to finish.
  @Test("finishes when all publishers have finished")
  func finishes() {
    let a = TestPublisher<Int, TestError>()
    let b = TestPublisher<Int, TestError>()
    let recorder = a.combineLatest(b).record()
    a.send(1)
    a.send(completion: .finished)
    b.send(10)
    #expect(recorder.events == ["value (1, 10)"])
    b.send(completion: .finished)
    #expect(recorder.events == ["value (1, 10)", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/combinelatest(_:): if any of
  // the combined publishers terminates with a failure, this publisher also fails.
  @Test("fails at the first failure and cancels the other publisher")
  func failure() {
    let a = TestPublisher<Int, TestError>()
    let b = TestPublisher<Int, TestError>()
    let recorder = a.combineLatest(b).record()
    a.send(1)
    b.send(completion: .failure(TestError("boom")))
    #expect(recorder.events == ["failure boom"])
    #expect(a.cancelCount == 1)
  }

  // https://developer.apple.com/documentation/combine/publisher/combinelatest(_:): passes
  // requests through to all upstreams but sends no more than asked; without demand it keeps
  // only the most recent value of each upstream.
  @Test("asks each publisher for the demand, and keeps only the latest combination")
  func demand() {
    let a = TestPublisher<Int, TestError>()
    let b = TestPublisher<Int, TestError>()
    let recorder = a.combineLatest(b).record(initialDemand: .max(1))
    #expect(a.requests == [.max(1)])
    #expect(b.requests == [.max(1)])
    a.send(1)
    b.send(10)
    a.send(2)
    a.send(3)
    #expect(recorder.events == ["value (1, 10)"])
    recorder.request(.max(1))
    #expect(recorder.events == ["value (1, 10)", "value (3, 10)"])
    #expect(a.requests == [.max(1), .max(1)])
    #expect(b.requests == [.max(1), .max(1)])
  }

  // https://developer.apple.com/documentation/combine/cancellable/cancel(): cancelling frees
  // the resources of the subscription, which includes every upstream subscription.
  @Test("cancelling cancels every publisher")
  func cancel() {
    let a = TestPublisher<Int, TestError>()
    let b = TestPublisher<Int, TestError>()
    let c = TestPublisher<Int, TestError>()
    let d = TestPublisher<Int, TestError>()
    let recorder = a.combineLatest(b, c, d).record()
    recorder.cancel()
    #expect([a.cancelCount, b.cancelCount, c.cancelCount, d.cancelCount] == [1, 1, 1, 1])
  }

  // https://developer.apple.com/documentation/combine/publisher/combinelatest(_:_:_:) and
  // combinelatest(_:_:): with a transform, the result is a Map of the CombineLatest.
  @Test("combines three and four publishers, with and without a transform")
  func arities() {
    let a = TestPublisher<Int, Never>()
    let sum: Publishers.Map<Publishers.CombineLatest<TestPublisher<Int, Never>, Just<Int>>, Int> =
      a.combineLatest(Just(10)) { $0 + $1 }
    let sums = sum.record()
    a.send(1)
    a.send(2)
    #expect(sums.values == [11, 12])
    let three: Publishers.CombineLatest3<Just<Int>, Just<Int>, Just<Int>> = Just(1).combineLatest(
      Just(2), Just(3))
    #expect(three.record().events == ["value (1, 2, 3)", "finished"])
    let four = Just(1).combineLatest(Just(2), Just(3), Just(4)) { "\($0)\($1)\($2)\($3)" }
    #expect(four.record().events == ["value 1234", "finished"])
    let sumOfThree = Just(1).combineLatest(Just(2), Just(3)) { $0 + $1 + $2 }
    #expect(sumOfThree.record().values == [6])
    let tuple4 = Just(1).combineLatest(Just(2), Just(3), Just(4))
    #expect(tuple4.record().events == ["value (1, 2, 3, 4)", "finished"])
  }
}

/// zip, Publishers.Zip … Zip4.
@Suite("zip", .releasingSubscriptions)
struct ZipTests {
  // https://developer.apple.com/documentation/combine/publishers/zip: waits until both
  // publishers have emitted an event, then delivers the oldest unconsumed event from each.
  @Test("pairs the oldest unpaired value of each publisher")
  func pairs() {
    let a = TestPublisher<Int, TestError>()
    let b = TestPublisher<Int, TestError>()
    let recorder = a.zip(b).record()
    a.send(1)
    a.send(2)
    b.send(10)
    b.send(20)
    b.send(30)
    #expect(recorder.events == ["value (1, 10)", "value (2, 20)"])
  }

  // https://developer.apple.com/documentation/combine/publishers/zip: if either upstream
  // publisher finishes, so does the zipped publisher (once the values it had are paired).
  @Test("finishes when a finished publisher has no value left to pair")
  func finishes() {
    let a = TestPublisher<Int, TestError>()
    let b = TestPublisher<Int, TestError>()
    let recorder = a.zip(b).record()
    a.send(1)
    a.send(2)
    a.send(completion: .finished)
    b.send(10)
    #expect(recorder.events == ["value (1, 10)"])
    b.send(20)
    #expect(recorder.events == ["value (1, 10)", "value (2, 20)", "finished"])
    #expect(b.cancelCount == 1)
  }

  // https://developer.apple.com/documentation/combine/publishers/zip: a publisher that has
  // finished with nothing kept ends the zipped publisher at once.
  @Test("finishes at once when a publisher finishes with nothing kept")
  func finishesAtOnce() {
    let a = PassthroughSubject<Int, Never>()
    let recorder = a.zip(Just(2)).record()
    #expect(recorder.events == [])
    a.send(1)
    #expect(recorder.events == ["value (1, 2)", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publishers/zip: if either upstream
  // publisher fails with an error, so too does the zipped publisher.
  @Test("fails at the first failure and cancels the other publisher")
  func failure() {
    let a = TestPublisher<Int, TestError>()
    let b = TestPublisher<Int, TestError>()
    let recorder = a.zip(b).record()
    a.send(1)
    b.send(completion: .failure(TestError("boom")))
    #expect(recorder.events == ["failure boom"])
    #expect(a.cancelCount == 1)
  }

  // https://developer.apple.com/documentation/combine/subscribers/demand: zip asks each
  // upstream for what its subscriber asks, so it never has more pairs than were asked for.
  @Test("asks each publisher for the demand, as the subscriber asks")
  func demand() {
    let a = TestPublisher<Int, TestError>()
    let b = TestPublisher<Int, TestError>()
    let recorder = a.zip(b).record(initialDemand: .max(1), demandPerValue: .max(2))
    #expect(a.requests == [.max(1)])
    #expect(b.requests == [.max(1)])
    a.send(1)
    b.send(10)
    #expect(recorder.events == ["value (1, 10)"])
    #expect(a.requests == [.max(1), .max(2)])
    #expect(b.requests == [.max(1), .max(2)])
  }

  // https://developer.apple.com/documentation/combine/cancellable/cancel(): cancelling frees
  // the resources of the subscription, which includes every upstream subscription.
  @Test("cancelling cancels every publisher")
  func cancel() {
    let a = TestPublisher<Int, TestError>()
    let b = TestPublisher<Int, TestError>()
    let c = TestPublisher<Int, TestError>()
    let recorder = a.zip(b, c).record()
    recorder.cancel()
    #expect([a.cancelCount, b.cancelCount, c.cancelCount] == [1, 1, 1])
  }

  // https://developer.apple.com/documentation/combine/publisher/zip(_:_:) and zip(_:_:_:):
  // with a transform, the result is a Map of the Zip.
  @Test("zips three and four publishers, with and without a transform")
  func arities() {
    let pairs: Publishers.Map<Publishers.Zip<Publishers.Sequence<[Int], Never>, Just<Int>>, Int> =
      [1, 2].publisher.zip(Just(10)) { $0 + $1 }
    #expect(pairs.record().events == ["value 11", "finished"])
    let three: Publishers.Zip3<Just<Int>, Just<Int>, Just<Int>> = Just(1).zip(Just(2), Just(3))
    #expect(three.record().events == ["value (1, 2, 3)", "finished"])
    let summed = [1, 2].publisher.zip([10, 20].publisher, [100, 200].publisher) { $0 + $1 + $2 }
    #expect(summed.record().values == [111, 222])
    let four = [1, 2].publisher.zip([3, 4].publisher, [5, 6].publisher, [7, 8].publisher)
    #expect(four.record().events == ["value (1, 3, 5, 7)", "value (2, 4, 6, 8)", "finished"])
    let joined = Just(1).zip(Just(2), Just(3), Just(4)) { "\($0)\($1)\($2)\($3)" }
    #expect(joined.record().values == ["1234"])
  }
}

/// flatMap(maxPublishers:_:), Publishers.FlatMap.
@Suite("flatMap", .releasingSubscriptions)
struct FlatMapTests {
  // https://developer.apple.com/documentation/combine/publisher/flatmap(maxpublishers:_:)-3k7z5:
  // transforms all elements from an upstream publisher into a new publisher, and republishes
  // their elements.
  @Test("sends the values of the publishers made from each value")
  func flattens() {
    let recorder = [1, 2].publisher.flatMap { [$0, $0 * 10].publisher }.record()
    #expect(recorder.events == ["value 1", "value 10", "value 2", "value 20", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publishers/flatmap/maxpublishers: the
  // maximum number of concurrent publisher subscriptions; with .max(1) the next publisher is
  // subscribed to only once the previous one has finished.
  @Test("with maxPublishers .max(1), subscribes to the second publisher once the first finishes")
  func maxOne() {
    let first = TestPublisher<Int, Never>()
    let second = TestPublisher<Int, Never>()
    let recorder = [first, second].publisher.flatMap(maxPublishers: .max(1)) { $0 }.record()
    #expect(first.subscriptionCount == 1)
    #expect(second.subscriptionCount == 0)
    first.send(1)
    first.send(completion: .finished)
    #expect(second.subscriptionCount == 1)
    second.send(2)
    second.send(completion: .finished)
    #expect(recorder.events == ["value 1", "value 2", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/flatmap(maxpublishers:_:)-3k7z5:
  // maxPublishers bounds the concurrent subscriptions: flatMap asks upstream for that many
  // values, and for one more as each made publisher finishes.
  @Test("asks upstream for maxPublishers values, and one more as each publisher finishes")
  func upstreamDemand() {
    let outer = TestPublisher<TestPublisher<Int, Never>, Never>()
    let inner = TestPublisher<Int, Never>()
    let recorder = outer.flatMap(maxPublishers: .max(2)) { $0 }.record()
    #expect(outer.requests == [.max(2)])
    outer.send(inner)
    inner.send(completion: .finished)
    #expect(outer.requests == [.max(2), .max(1)])
    outer.send(completion: .finished)
    #expect(recorder.events == ["finished"])
  }

  // https://developer.apple.com/documentation/combine/subscribers/demand: the made publishers
  // are asked for what the subscriber asks, and no more values are sent than asked for.
  @Test("asks the made publishers for the subscriber's demand")
  func innerDemand() {
    let outer = PassthroughSubject<TestPublisher<Int, Never>, Never>()
    let a = TestPublisher<Int, Never>()
    let b = TestPublisher<Int, Never>()
    let recorder = outer.flatMap { $0 }.record(initialDemand: .max(1))
    outer.send(a)
    #expect(a.requests == [.max(1)])
    a.send(1)
    outer.send(b)
    #expect(b.requests == [])
    recorder.request(.max(2))
    #expect(a.requests == [.max(1), .max(2)])
    #expect(b.requests == [.max(2)])
    #expect(recorder.events == ["value 1"])
  }

  // https://developer.apple.com/documentation/combine/publishers/flatmap: the flattened
  // publisher ends when its upstream and every publisher made from it have ended.
  @Test("finishes when upstream and every made publisher have finished")
  func finishes() {
    let outer = PassthroughSubject<TestPublisher<Int, Never>, Never>()
    let inner = TestPublisher<Int, Never>()
    let recorder = outer.flatMap { $0 }.record()
    outer.send(inner)
    outer.send(completion: .finished)
    inner.send(1)
    #expect(recorder.events == ["value 1"])
    inner.send(completion: .finished)
    #expect(recorder.events == ["value 1", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publishers/flatmap: the made publishers
  // share the upstream's failure type; a failure of one fails the flattened publisher.
  @Test("fails when a made publisher fails, cancelling upstream and the others")
  func failure() {
    let outer = TestPublisher<TestPublisher<Int, TestError>, TestError>()
    let a = TestPublisher<Int, TestError>()
    let b = TestPublisher<Int, TestError>()
    let recorder = outer.flatMap { $0 }.record()
    outer.send(a)
    outer.send(b)
    a.send(completion: .failure(TestError("boom")))
    b.send(1)
    #expect(recorder.events == ["failure boom"])
    #expect(outer.cancelCount == 1)
    #expect(b.cancelCount == 1)
  }

  // https://developer.apple.com/documentation/combine/cancellable/cancel(): cancelling frees
  // the resources of the subscription: upstream and every made publisher.
  @Test("cancelling cancels upstream and every made publisher")
  func cancel() {
    let outer = TestPublisher<TestPublisher<Int, Never>, Never>()
    let a = TestPublisher<Int, Never>()
    let recorder = outer.flatMap { $0 }.record()
    outer.send(a)
    recorder.cancel()
    #expect(outer.cancelCount == 1)
    #expect(a.cancelCount == 1)
  }

  // https://developer.apple.com/documentation/combine/publisher/flatmap(maxpublishers:_:)-qxf
  // and its sibling overloads: when either side cannot fail, it is given the other's failure
  // type with SetFailureType.
  @Test("overloads for publishers that cannot fail have Apple's types")
  func overloads() {
    let failingInner:
      Publishers.FlatMap<
        Fail<Int, TestError>, Publishers.SetFailureType<Just<Int>, TestError>
      > = Just(1).flatMap { _ in Fail<Int, TestError>(error: TestError("boom")) }
    #expect(failingInner.record().events == ["failure boom"])
    let subject = PassthroughSubject<Int, TestError>()
    let neverInner:
      Publishers.FlatMap<
        Publishers.SetFailureType<Just<Int>, TestError>, PassthroughSubject<Int, TestError>
      > = subject.flatMap { Just($0 * 2) }
    let recorder = neverInner.record()
    subject.send(3)
    #expect(recorder.values == [6])
    let neither: Publishers.FlatMap<Just<Int>, Just<Int>> = Just(1).flatMap { Just($0 + 1) }
    #expect(neither.record().events == ["value 2", "finished"])
  }
}

/// switchToLatest(), Publishers.SwitchToLatest.
@Suite("switchToLatest", .releasingSubscriptions)
struct SwitchToLatestTests {
  // https://developer.apple.com/documentation/combine/publisher/switchtolatest()-453ht:
  // republishes elements sent by the most recently received publisher; when a new publisher
  // arrives, the previous subscription is cancelled, so its values are no longer sent.
  @Test("sends only the values of the latest publisher, cancelling the previous one")
  func switches() {
    let outer = PassthroughSubject<TestPublisher<Int, Never>, Never>()
    let first = TestPublisher<Int, Never>()
    let second = TestPublisher<Int, Never>()
    let recorder = outer.switchToLatest().record()
    outer.send(first)
    first.send(1)
    outer.send(second)
    #expect(first.cancelCount == 1)
    first.send(2)
    second.send(3)
    #expect(recorder.events == ["value 1", "value 3"])
  }

  // https://developer.apple.com/documentation/combine/publishers/switchtolatest: the
  // subscriber sees one continuous stream, which ends once the upstream publisher and the
  // latest publisher have both finished.
  @Test("finishes when upstream and the latest publisher have finished")
  func finishes() {
    let outer = PassthroughSubject<TestPublisher<Int, Never>, Never>()
    let inner = TestPublisher<Int, Never>()
    let recorder = outer.switchToLatest().record()
    outer.send(inner)
    inner.send(completion: .finished)
    #expect(recorder.events == [])
    outer.send(completion: .finished)
    #expect(recorder.events == ["finished"])

    let outer2 = PassthroughSubject<TestPublisher<Int, Never>, Never>()
    let inner2 = TestPublisher<Int, Never>()
    let recorder2 = outer2.switchToLatest().record()
    outer2.send(inner2)
    outer2.send(completion: .finished)
    inner2.send(1)
    #expect(recorder2.events == ["value 1"])
    inner2.send(completion: .finished)
    #expect(recorder2.events == ["value 1", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publishers/switchtolatest: the inner
  // publishers share the upstream's failure type; a failure of either fails the whole.
  @Test("fails when the latest publisher fails, cancelling upstream")
  func failure() {
    let outer = TestPublisher<TestPublisher<Int, TestError>, TestError>()
    let inner = TestPublisher<Int, TestError>()
    let recorder = outer.switchToLatest().record()
    outer.send(inner)
    inner.send(completion: .failure(TestError("boom")))
    #expect(recorder.events == ["failure boom"])
    #expect(outer.cancelCount == 1)
  }

  // https://developer.apple.com/documentation/combine/subscribers/demand: the latest publisher
  // is asked for what the subscriber asks (a new one, for what it is still owed).
  @Test("asks upstream for unlimited publishers, and the latest one for the demand")
  func demand() {
    let outer = TestPublisher<TestPublisher<Int, Never>, Never>()
    let first = TestPublisher<Int, Never>()
    let second = TestPublisher<Int, Never>()
    let recorder = outer.switchToLatest().record(initialDemand: .max(2))
    #expect(outer.requests == [.unlimited])
    outer.send(first)
    #expect(first.requests == [.max(2)])
    first.send(1)
    outer.send(second)
    #expect(second.requests == [.max(1)])
    recorder.request(.max(3))
    #expect(first.requests == [.max(2)])
    #expect(second.requests == [.max(1), .max(3)])
  }

  // https://developer.apple.com/documentation/combine/cancellable/cancel(): cancelling frees
  // the resources of the subscription: upstream and the latest publisher.
  @Test("cancelling cancels upstream and the latest publisher")
  func cancel() {
    let outer = TestPublisher<TestPublisher<Int, Never>, Never>()
    let inner = TestPublisher<Int, Never>()
    let recorder = outer.switchToLatest().record()
    outer.send(inner)
    recorder.cancel()
    #expect(outer.cancelCount == 1)
    #expect(inner.cancelCount == 1)
  }

  // https://developer.apple.com/documentation/combine/publisher/switchtolatest()-1c51y and its
  // sibling overloads: the side that cannot fail is given the other's failure type.
  @Test("overloads for publishers that cannot fail have Apple's types")
  func overloads() {
    let neverOuter = PassthroughSubject<PassthroughSubject<Int, TestError>, Never>()
    let typed1:
      Publishers.SwitchToLatest<
        PassthroughSubject<Int, TestError>,
        Publishers.SetFailureType<
          PassthroughSubject<PassthroughSubject<Int, TestError>, Never>, TestError
        >
      > = neverOuter.switchToLatest()
    let inner = PassthroughSubject<Int, TestError>()
    let recorder = typed1.record()
    neverOuter.send(inner)
    inner.send(completion: .failure(TestError("boom")))
    #expect(recorder.events == ["failure boom"])

    let neverInner = PassthroughSubject<Just<Int>, TestError>()
    let typed2:
      Publishers.SwitchToLatest<
        Publishers.SetFailureType<Just<Int>, TestError>,
        Publishers.Map<
          PassthroughSubject<Just<Int>, TestError>, Publishers.SetFailureType<Just<Int>, TestError>
        >
      > = neverInner.switchToLatest()
    let recorder2 = typed2.record()
    neverInner.send(Just(5))
    #expect(recorder2.values == [5])

    let neither: Publishers.SwitchToLatest<Just<Int>, Just<Just<Int>>> = Just(Just(7))
      .switchToLatest()
    #expect(neither.record().events == ["value 7", "finished"])
  }
}
