import Combine
import Testing

/// The operators that choose which values to send: filter, tryFilter, removeDuplicates,
/// tryRemoveDuplicates, first, first(where:), tryFirst(where:), last, dropFirst, drop(while:),
/// tryDrop(while:), prefix, prefix(while:), tryPrefix(while:), output(at:), output(in:),
/// last(where:), tryLast(where:), ignoreOutput.
@Suite(.releasingSubscriptions) struct FilteringOperatorTests {
  // https://developer.apple.com/documentation/combine/publisher/filter(_:)
  // "Republishes all elements that match a provided closure."
  @Test func filterSendsTheIncludedValues() {
    let recorder = [1, 2, 3, 4].publisher.filter { $0.isMultiple(of: 2) }.record()
    #expect(recorder.events == ["value 2", "value 4", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/filter(_:)
  // A value left out does not use up the subscriber's demand: filter asks for one more.
  @Test func filterAsksForOneMoreForEachValueLeftOut() {
    let upstream = TestPublisher<Int, TestError>()
    let recorder = upstream.filter { $0 > 0 }.record(initialDemand: .max(1))
    #expect(upstream.requests == [.max(1)])
    #expect(upstream.send(-1) == .max(1))
    #expect(upstream.send(5) == .none)
    upstream.send(completion: .failure(TestError()))
    #expect(recorder.events == ["value 5", "failure boom"])
  }

  // https://developer.apple.com/documentation/combine/subscription
  // Cancelling stops values and cancels upstream.
  @Test func filterCancelCancelsUpstream() {
    let upstream = TestPublisher<Int, Never>()
    let recorder = upstream.filter { _ in true }.record()
    recorder.cancel()
    upstream.send(1)
    #expect(upstream.cancelCount == 1)
    #expect(recorder.events == [])
  }

  // https://developer.apple.com/documentation/combine/publisher/tryfilter(_:)
  // "If the isIncluded closure throws an error, the publisher fails with that error."
  @Test func tryFilterFailsWithTheThrownErrorAndCancelsUpstream() {
    let upstream = TestPublisher<Int, Never>()
    let recorder = upstream.tryFilter { value in
      if value == 0 { throw TestError("zero") }
      return value > 1
    }.record()
    upstream.send(1)
    upstream.send(2)
    upstream.send(0)
    upstream.send(3)
    #expect(recorder.events == ["value 2", "failure zero"])
    #expect(upstream.cancelCount == 1)
  }

  // https://developer.apple.com/documentation/combine/publisher/removeduplicates()
  // "Publishes only elements that don't match the previous element." The example: the final 0
  // is sent, as only the previous element counts.
  @Test func removeDuplicatesLeavesOutRepeatsOfThePreviousValue() {
    let recorder = [0, 1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 0].publisher.removeDuplicates().record()
    #expect(
      recorder.events == [
        "value 0", "value 1", "value 2", "value 3", "value 4", "value 0", "finished",
      ])
  }

  // https://developer.apple.com/documentation/combine/publisher/removeduplicates(by:)
  // "Return true from this closure to indicate that the second element is a duplicate of the
  // first." The first argument is the last value sent.
  @Test func removeDuplicatesByComparesWithTheLastValueSent() {
    let pairs = ClosureLog()
    let recorder = [1, 2, 10, 11, 30].publisher.removeDuplicates { previous, next in
      pairs.add("\(previous)-\(next)")
      return next - previous < 5
    }.record()
    #expect(recorder.events == ["value 1", "value 10", "value 30", "finished"])
    #expect(pairs.entries == ["1-2", "1-10", "10-11", "10-30"])
  }

  // https://developer.apple.com/documentation/combine/publisher/removeduplicates()
  // A duplicate left out does not use up demand: one more is asked for.
  @Test func removeDuplicatesAsksForOneMoreForEachDuplicate() {
    let upstream = TestPublisher<Int, Never>()
    let recorder = upstream.removeDuplicates().record(initialDemand: .max(2))
    #expect(upstream.send(1) == .none)
    #expect(upstream.send(1) == .max(1))
    #expect(upstream.send(2) == .none)
    #expect(recorder.events == ["value 1", "value 2"])
    #expect(upstream.requests == [.max(2)])
  }

  // https://developer.apple.com/documentation/combine/publisher/tryremoveduplicates(by:)
  // "If your closure throws an error, the publisher terminates with the error."
  @Test func tryRemoveDuplicatesFailsWithTheThrownError() {
    let upstream = TestPublisher<Int, Never>()
    let recorder = upstream.tryRemoveDuplicates { previous, next in
      if next < 0 { throw TestError("negative") }
      return previous == next
    }.record()
    upstream.send(1)
    upstream.send(1)
    upstream.send(-1)
    upstream.send(2)
    #expect(recorder.events == ["value 1", "failure negative"])
    #expect(upstream.cancelCount == 1)
  }

  // https://developer.apple.com/documentation/combine/publisher/first()
  // "Publishes the first element of a stream, then finishes." It "requests unlimited from its
  // upstream as soon as downstream requests at least one element."
  @Test func firstSendsTheFirstValueFinishesAndCancelsUpstream() {
    let upstream = TestPublisher<Int, Never>()
    let recorder = upstream.first().record(initialDemand: .max(1))
    #expect(upstream.requests == [.unlimited])
    upstream.send(7)
    upstream.send(8)
    #expect(recorder.events == ["value 7", "finished"])
    #expect(upstream.cancelCount == 1)
  }

  // https://developer.apple.com/documentation/combine/publisher/first()
  // Nothing is asked of upstream before downstream asks for a value.
  @Test func firstAsksUpstreamOnlyOnceDownstreamAsks() {
    let upstream = TestPublisher<Int, Never>()
    let recorder = upstream.first().record(initialDemand: .none)
    #expect(upstream.requests == [])
    recorder.request(.max(1))
    recorder.request(.max(1))
    #expect(upstream.requests == [.unlimited])
  }

  // https://developer.apple.com/documentation/combine/publisher/first()
  // "If the upstream completes before first() receives any elements, it completes without
  // emitting any values."
  @Test func firstOfAnEmptyPublisherOnlyFinishes() {
    #expect(Empty<Int, Never>().first().record().events == ["finished"])
    let failing = Fail<Int, TestError>(error: TestError()).first()
    #expect(failing.record().events == ["failure boom"])
  }

  // https://developer.apple.com/documentation/combine/publisher/first(where:)
  // "Publishes the first element of a stream to satisfy a predicate closure, then finishes
  // normally."
  @Test func firstWhereSendsTheFirstMatch() {
    let upstream = TestPublisher<Int, Never>()
    let recorder = upstream.first { $0 > 2 }.record()
    upstream.send(1)
    upstream.send(3)
    upstream.send(4)
    #expect(recorder.events == ["value 3", "finished"])
    #expect(upstream.cancelCount == 1)
    #expect([1, 2].publisher.first { $0 > 2 }.record().events == ["finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/tryfirst(where:)
  // "If this closure throws an error, the publisher fails with that error."
  @Test func tryFirstWhereFailsWithTheThrownError() {
    let upstream = TestPublisher<Int, Never>()
    let recorder = upstream.tryFirst { value in
      if value == 0 { throw TestError("zero") }
      return value > 5
    }.record()
    upstream.send(1)
    upstream.send(0)
    #expect(recorder.events == ["failure zero"])
    #expect(upstream.cancelCount == 1)
    #expect([1, 9].publisher.tryFirst { $0 > 5 }.record().events == ["value 9", "finished"])
  }

  // https://developer.apple.com/documentation/combine/subscribers/demand
  // A value is sent only on demand: the first value waits until the subscriber asks.
  @Test func firstWaitsForDemandBeforeSending() {
    let upstream = TestPublisher<Int, Never>()
    let recorder = upstream.first { $0 > 0 }.record(initialDemand: .none)
    upstream.send(4)
    #expect(recorder.events == [])
    #expect(upstream.cancelCount == 1)
    recorder.request(.max(1))
    #expect(recorder.events == ["value 4", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/last()
  // "Publishes the last element of a stream, after the stream finishes."
  @Test func lastSendsTheLastValueOnceUpstreamFinishes() {
    let upstream = TestPublisher<Int, TestError>()
    let recorder = upstream.last().record(initialDemand: .none)
    recorder.request(.max(1))
    #expect(upstream.requests == [.unlimited])
    upstream.send(1)
    upstream.send(2)
    #expect(recorder.events == [])
    upstream.send(completion: .finished)
    #expect(recorder.events == ["value 2", "finished"])
    #expect(Empty<Int, Never>().last().record().events == ["finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/last()
  // A failure passes through without the last value.
  @Test func lastPassesAFailureWithoutTheValue() {
    let upstream = TestPublisher<Int, TestError>()
    let recorder = upstream.last().record()
    upstream.send(1)
    upstream.send(completion: .failure(TestError()))
    #expect(recorder.events == ["failure boom"])
  }

  // https://developer.apple.com/documentation/combine/subscribers/demand
  // The last value waits for demand even after upstream finished.
  @Test func lastWaitsForDemand() {
    let upstream = TestPublisher<Int, Never>()
    let recorder = upstream.last().record(initialDemand: .none)
    upstream.send(3)
    upstream.send(completion: .finished)
    #expect(recorder.events == [])
    recorder.request(.max(1))
    #expect(recorder.events == ["value 3", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/dropfirst(_:)
  // "Omits the specified number of elements before republishing subsequent elements."
  @Test func dropFirstLeavesOutTheFirstValues() {
    #expect([1, 2, 3].publisher.dropFirst().record().events == ["value 2", "value 3", "finished"])
    #expect([1, 2, 3].publisher.dropFirst(2).record().events == ["value 3", "finished"])
    #expect([1, 2, 3].publisher.dropFirst(5).record().events == ["finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/dropfirst(_:)
  // A value dropped does not use up demand.
  @Test func dropFirstAsksForOneMoreForEachDroppedValue() {
    let upstream = TestPublisher<Int, Never>()
    let recorder = upstream.dropFirst(2).record(initialDemand: .max(1))
    #expect(upstream.send(1) == .max(1))
    #expect(upstream.send(2) == .max(1))
    #expect(upstream.send(3) == .none)
    #expect(recorder.events == ["value 3"])
  }

  // https://developer.apple.com/documentation/combine/publisher/drop(while:)
  // "Omits elements from the upstream publisher until a given closure returns false, before
  // republishing all remaining elements." The closure is not called again after that.
  @Test func dropWhileSendsEverythingFromTheFirstRejectedValue() {
    let seen = ClosureLog()
    let recorder = [-1, -2, 3, -4, 5].publisher.drop { value in
      seen.add("\(value)")
      return value < 0
    }.record()
    #expect(recorder.events == ["value 3", "value -4", "value 5", "finished"])
    #expect(seen.entries == ["-1", "-2", "3"])
  }

  // https://developer.apple.com/documentation/combine/publisher/prefix(_:)
  // "Republishes elements up to the specified maximum count." It then finishes and cancels
  // upstream.
  @Test func prefixSendsTheFirstValuesThenFinishes() {
    let upstream = TestPublisher<Int, Never>()
    let recorder = upstream.prefix(2).record(initialDemand: .max(5))
    #expect(upstream.requests == [.max(5)])
    upstream.send(1)
    upstream.send(2)
    upstream.send(3)
    #expect(recorder.events == ["value 1", "value 2", "finished"])
    #expect(upstream.cancelCount == 1)
    #expect([1].publisher.prefix(3).record().events == ["value 1", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/output(at:)
  // "Publishes a specific element, indicated by its index in the sequence of published
  // elements."
  @Test func outputAtSendsOnlyThatValue() {
    let upstream = TestPublisher<String, Never>()
    let recorder = upstream.output(at: 1).record(initialDemand: .max(1))
    #expect(upstream.send("a") == .max(1))
    upstream.send("b")
    #expect(recorder.events == ["value b", "finished"])
    #expect(upstream.cancelCount == 1)
    #expect(["a"].publisher.output(at: 1).record().events == ["finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/output(in:)
  // "Publishes elements specified by their range in the sequence of published elements."
  @Test func outputInSendsTheValuesInTheRange() {
    let numbers = (0..<10).publisher
    #expect(
      numbers.output(in: 2...4).record().events == ["value 2", "value 3", "value 4", "finished"])
    #expect(numbers.output(in: 8...).record().events == ["value 8", "value 9", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/ignoreoutput()
  // "Ignores all upstream elements, but passes along the upstream publisher's completion state
  // (finished or failed)."
  @Test func ignoreOutputPassesOnlyTheCompletion() {
    let upstream = TestPublisher<Int, TestError>()
    let recorder = upstream.ignoreOutput().record(initialDemand: .max(1))
    #expect(upstream.requests == [.unlimited])
    #expect(upstream.send(1) == .none)
    upstream.send(completion: .failure(TestError()))
    #expect(recorder.events == ["failure boom"])
    #expect([1, 2].publisher.ignoreOutput().record().events == ["finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/trydrop(while:)
  // "If the closure throws, no elements are emitted and the publisher fails with an error."
  @Test func tryDropWhileFailsWithTheThrownError() {
    let upstream = TestPublisher<Int, Never>()
    let recorder = upstream.tryDrop { value in
      if value == 0 { throw TestError("zero") }
      return value < 0
    }.record()
    upstream.send(-1)
    upstream.send(0)
    upstream.send(2)
    #expect(recorder.events == ["failure zero"])
    #expect(upstream.cancelCount == 1)
    #expect(
      [-1, 2, -3].publisher.tryDrop { $0 < 0 }.record().events == [
        "value 2", "value -3", "finished",
      ])
  }

  // https://developer.apple.com/documentation/combine/publisher/prefix(while:)
  // "Republishes elements while a predicate closure indicates publishing should continue." The
  // first rejected value finishes the publisher, and upstream is cancelled.
  @Test func prefixWhileFinishesAtTheFirstRejectedValue() {
    let upstream = TestPublisher<Int, Never>()
    let recorder = upstream.prefix { $0 < 3 }.record(initialDemand: .max(4))
    #expect(upstream.requests == [.max(4)])
    upstream.send(1)
    upstream.send(2)
    upstream.send(3)
    upstream.send(1)
    #expect(recorder.events == ["value 1", "value 2", "finished"])
    #expect(upstream.cancelCount == 1)
  }

  // https://developer.apple.com/documentation/combine/publisher/tryprefix(while:)
  // "If this closure throws an error, the publisher fails with that error."
  @Test func tryPrefixWhileFailsWithTheThrownError() {
    let upstream = TestPublisher<Int, Never>()
    let recorder = upstream.tryPrefix { value in
      if value == 0 { throw TestError("zero") }
      return value > 0
    }.record()
    upstream.send(1)
    upstream.send(0)
    #expect(recorder.events == ["value 1", "failure zero"])
    #expect(upstream.cancelCount == 1)
    #expect([1, -1].publisher.tryPrefix { $0 > 0 }.record().events == ["value 1", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/last(where:)
  // "Publishes the last element of a stream that satisfies a predicate closure, after upstream
  // finishes."
  @Test func lastWhereSendsTheLastMatchOnceUpstreamFinishes() {
    #expect([1, 4, 2, 5, 3].publisher.last { $0 > 3 }.record().events == ["value 5", "finished"])
    #expect([1, 2].publisher.last { $0 > 3 }.record().events == ["finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/trylast(where:)
  // "If the predicate closure throws an error, the publisher fails."
  @Test func tryLastWhereFailsWithTheThrownError() {
    let upstream = TestPublisher<Int, Never>()
    let recorder = upstream.tryLast { value in
      if value == 0 { throw TestError("zero") }
      return value > 0
    }.record()
    upstream.send(1)
    upstream.send(0)
    upstream.send(completion: .finished)
    #expect(recorder.events == ["failure zero"])
    #expect(upstream.cancelCount == 1)
    #expect([1, 2, -1].publisher.tryLast { $0 > 0 }.record().events == ["value 2", "finished"])
  }
}
