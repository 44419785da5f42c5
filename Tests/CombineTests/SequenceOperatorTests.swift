import Combine
import Testing

/// The operators that join or gather a sequence of values: prepend, append, collect,
/// collect(_:), count, reduce, tryReduce.
@Suite(.releasingSubscriptions) struct SequenceOperatorTests {
  // https://developer.apple.com/documentation/combine/publisher/prepend(_:)-7wk5l
  // "Prefixes a publisher's output with the specified values."
  @Test func prependSendsTheValuesFirst() {
    #expect(
      [3, 4].publisher.prepend(1, 2).record().events == [
        "value 1", "value 2", "value 3", "value 4", "finished",
      ])
    #expect([3].publisher.prepend([1, 2]).record().events.first == "value 1")
  }

  // https://developer.apple.com/documentation/combine/publisher/prepend(_:)-5dj9c
  // "Prefixes the output of this publisher with the elements emitted by the given publisher."
  // This publisher is subscribed to only once the given one finishes.
  @Test func prependPublisherSubscribesToUpstreamAfterThePrefixFinishes() {
    let prefix = TestPublisher<Int, TestError>()
    let upstream = TestPublisher<Int, TestError>()
    let recorder = upstream.prepend(prefix).record(initialDemand: .max(3))
    #expect(prefix.requests == [.max(3)])
    #expect(upstream.subscriptionCount == 0)
    prefix.send(1)
    prefix.send(completion: .finished)
    #expect(upstream.requests == [.max(2)])
    upstream.send(2)
    upstream.send(completion: .finished)
    #expect(recorder.events == ["value 1", "value 2", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/prepend(_:)-5dj9c
  // "If the prefix publisher does not finish, the publisher never republishes upstream
  // elements"; a failure of the prefix ends the whole.
  @Test func prependFailingPrefixEndsWithoutUpstream() {
    let prefix = TestPublisher<Int, TestError>()
    let upstream = TestPublisher<Int, TestError>()
    let recorder = upstream.prepend(prefix).record()
    prefix.send(completion: .failure(TestError()))
    #expect(upstream.subscriptionCount == 0)
    #expect(recorder.events == ["failure boom"])
  }

  // https://developer.apple.com/documentation/combine/publisher/append(_:)-1qb8d
  // "Appends a publisher's output with the specified elements."
  @Test func appendSendsTheValuesAfterUpstreamFinishes() {
    let upstream = TestPublisher<Int, Never>()
    let recorder = upstream.append(8, 9).record()
    upstream.send(1)
    #expect(recorder.events == ["value 1"])
    upstream.send(completion: .finished)
    #expect(recorder.events == ["value 1", "value 8", "value 9", "finished"])
    #expect([1].publisher.append([2]).record().events == ["value 1", "value 2", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/append(_:)-5yh02
  // "Appends the output of this publisher with the elements emitted by the given publisher."
  @Test func appendPublisherCarriesDemandAndCancels() {
    let upstream = TestPublisher<Int, TestError>()
    let suffix = TestPublisher<Int, TestError>()
    let recorder = upstream.append(suffix).record(initialDemand: .max(2))
    upstream.send(1)
    upstream.send(completion: .finished)
    #expect(suffix.requests == [.max(1)])
    suffix.send(2)
    recorder.cancel()
    #expect(suffix.cancelCount == 1)
    #expect(upstream.cancelCount == 0)
    #expect(recorder.events == ["value 1", "value 2"])
  }

  // https://developer.apple.com/documentation/combine/publisher/append(_:)-5yh02
  // An upstream failure ends the whole: the appended values are never sent.
  @Test func appendAfterAFailureSendsNothingMore() {
    let recorder = Fail<Int, TestError>(error: TestError()).append(1).record()
    #expect(recorder.events == ["failure boom"])
  }

  // https://developer.apple.com/documentation/combine/publisher/collect()
  // "Collects all received elements, and emits a single array of the collection when the
  // upstream publisher finishes." It "requests an unlimited number of elements from the upstream
  // publisher".
  @Test func collectSendsAllValuesAsOneArray() {
    let upstream = TestPublisher<Int, TestError>()
    let recorder = upstream.collect().record(initialDemand: .max(1))
    #expect(upstream.requests == [.unlimited])
    upstream.send(1)
    upstream.send(2)
    #expect(recorder.events == [])
    upstream.send(completion: .finished)
    #expect(recorder.events == ["value [1, 2]", "finished"])
    #expect(Empty<Int, Never>().collect().record().events == ["value []", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/collect()
  // "If the upstream publisher fails with an error, this publisher forwards the error to the
  // downstream receiver instead of sending its output."
  @Test func collectForwardsAFailureInstead() {
    let upstream = TestPublisher<Int, TestError>()
    let recorder = upstream.collect().record()
    upstream.send(1)
    upstream.send(completion: .failure(TestError()))
    #expect(recorder.events == ["failure boom"])
  }

  // https://developer.apple.com/documentation/combine/subscribers/demand
  // The array is a value: it waits for demand, and cancelling before then sends nothing.
  @Test func collectWaitsForDemandAndCancels() {
    let upstream = TestPublisher<Int, Never>()
    let recorder = upstream.collect().record(initialDemand: .none)
    #expect(upstream.requests == [])
    upstream.send(1)
    upstream.send(completion: .finished)
    #expect(recorder.events == [])
    recorder.request(.max(1))
    #expect(recorder.events == ["value [1]", "finished"])
    let cancelled = TestPublisher<Int, Never>()
    cancelled.collect().record().cancel()
    #expect(cancelled.cancelCount == 1)
  }

  // https://developer.apple.com/documentation/combine/publisher/collect(_:)
  // "Collects up to the specified number of elements, and then emits a single array of the
  // collection." The example collects (0...10) by 5: [0…4], [5…9], [10].
  @Test func collectCountSendsArraysOfThatSize() {
    let recorder = (0...10).publisher.collect(5).record()
    #expect(
      recorder.events == [
        "value [0, 1, 2, 3, 4]", "value [5, 6, 7, 8, 9]", "value [10]", "finished",
      ])
    #expect([1, 2].publisher.collect(2).record().events == ["value [1, 2]", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/collect(_:)
  // "If the upstream publisher fails with an error, this publisher forwards the error to the
  // downstream receiver instead of sending its output."
  @Test func collectCountDropsTheBufferOnFailure() {
    let upstream = TestPublisher<Int, TestError>()
    let recorder = upstream.collect(2).record()
    upstream.send(1)
    upstream.send(2)
    upstream.send(3)
    upstream.send(completion: .failure(TestError()))
    #expect(recorder.events == ["value [1, 2]", "failure boom"])
  }

  // https://developer.apple.com/documentation/combine/publisher/collect(_:)
  // Each array asked for needs `count` values from upstream.
  @Test func collectCountAsksUpstreamForCountValuesPerArray() {
    let upstream = TestPublisher<Int, Never>()
    let recorder = upstream.collect(3).record(initialDemand: .max(2), demandPerValue: .max(1))
    #expect(upstream.requests == [.max(6)])
    #expect(upstream.send(1) == .none)
    #expect(upstream.send(2) == .none)
    #expect(upstream.send(3) == .max(3))
    #expect(recorder.events == ["value [1, 2, 3]"])
  }

  // https://developer.apple.com/documentation/combine/publisher/count()
  // "Publishes the number of elements received from the upstream publisher."
  @Test func countSendsTheNumberOfValues() {
    #expect([5, 6, 7].publisher.count().record().events == ["value 3", "finished"])
    #expect(Empty<Int, Never>().count().record().events == ["value 0", "finished"])
    let failing = Fail<Int, TestError>(error: TestError()).count()
    #expect(failing.record().events == ["failure boom"])
  }

  // https://developer.apple.com/documentation/combine/publisher/reduce(_:_:)
  // "Applies a closure that collects each element of a stream and publishes a final result upon
  // completion."
  @Test func reduceSendsTheFinalResult() {
    let upstream = TestPublisher<Int, Never>()
    let recorder = upstream.reduce(10, +).record(initialDemand: .max(1))
    #expect(upstream.requests == [.unlimited])
    upstream.send(1)
    upstream.send(2)
    #expect(recorder.events == [])
    upstream.send(completion: .finished)
    #expect(recorder.events == ["value 13", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/tryreduce(_:_:)
  // "If the closure throws an error, the publisher fails, passing the error to its subscriber."
  @Test func tryReduceFailsWithTheThrownErrorAndCancelsUpstream() {
    let upstream = TestPublisher<Int, Never>()
    let recorder = upstream.tryReduce(0) { sum, value in
      if value < 0 { throw TestError("negative") }
      return sum + value
    }.record()
    upstream.send(1)
    upstream.send(-1)
    upstream.send(completion: .finished)
    #expect(recorder.events == ["failure negative"])
    #expect(upstream.cancelCount == 1)
    #expect([1, 2].publisher.tryReduce(0, +).record().events == ["value 3", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publishers/concatenate
  // Publishers.Concatenate is Equatable when both its publishers are.
  @Test func concatenateAndCollectAreEquatable() {
    #expect(Just(1).append(Just(2)) == Just(1).append(Just(2)))
    #expect(Just(1).append(Just(2)) != Just(1).append(Just(3)))
    #expect(Just(1).collect(2) == Just(1).collect(2))
    #expect(Just(1).collect(2) != Just(1).collect(3))
  }
}
