import Combine
import Testing

/// Moves `scheduler`'s clock to `seconds` (running what comes due), then runs `body`.
private func at(_ seconds: Double, on scheduler: VirtualScheduler, _ body: () -> Void = {}) {
  scheduler.advance(to: .seconds(seconds))
  body()
}

// https://developer.apple.com/documentation/combine/publisher/debounce(for:scheduler:options:)
// "Publishes elements only after a specified time interval elapses between events": the latest
// value is sent once the interval has passed with no newer one.
@Suite(.releasingSubscriptions) struct DebounceTests {
  let scheduler = VirtualScheduler()
  let upstream = TestPublisher<Int, TestError>()

  @Test func sendsTheLatestValueOnceTheIntervalPassesQuietly() {
    let recorder = upstream.debounce(for: 0.3, scheduler: scheduler).record()
    at(0, on: scheduler) { upstream.send(1) }
    at(0.1, on: scheduler) { upstream.send(2) }
    at(0.39, on: scheduler)
    #expect(recorder.events.isEmpty)
    at(0.4, on: scheduler)
    #expect(recorder.events == ["value 2"])
    at(0.5, on: scheduler) { upstream.send(3) }
    at(0.79, on: scheduler)
    #expect(recorder.events == ["value 2"])
    at(0.8, on: scheduler)
    #expect(recorder.events == ["value 2", "value 3"])
    #expect(upstream.requests == [.unlimited])
  }

  @Test func dropsAValueDownstreamHasNotAskedFor() {
    let recorder = upstream.debounce(for: 0.3, scheduler: scheduler).record(initialDemand: .none)
    upstream.send(1)
    at(0.3, on: scheduler)
    recorder.request(.max(1))
    upstream.send(2)
    at(0.6, on: scheduler)
    upstream.send(3)
    at(0.9, on: scheduler)
    #expect(recorder.events == ["value 2"])
  }

  // https://developer.apple.com/forums/thread/673777: debounce on a publisher that sends one
  // value and finishes at once ("swallowing the values it receives") sends only the completion.
  @Test func sendsTheCompletionAtOnceAndDropsAWaitingValue() {
    let recorder = upstream.debounce(for: 0.3, scheduler: scheduler).record()
    upstream.send(1)
    upstream.send(completion: .failure(TestError("late")))
    scheduler.run()
    #expect(recorder.events == ["failure late"])
    at(1, on: scheduler)
    #expect(recorder.events == ["failure late"])
  }

  @Test func cancellingCancelsUpstreamAndSendsNothingMore() {
    let recorder = upstream.debounce(for: 0.3, scheduler: scheduler).record()
    upstream.send(1)
    recorder.cancel()
    at(1, on: scheduler)
    #expect(recorder.events.isEmpty)
    #expect(upstream.cancelCount == 1)
  }

  @Test func schedulesWithTheOptionsGiven() {
    let options = VirtualScheduler.SchedulerOptions(name: "debounce")
    _ = upstream.debounce(for: 0.3, scheduler: scheduler, options: options).record()
    upstream.send(1)
    upstream.send(completion: .finished)
    #expect(scheduler.scheduledOptions == [options, options])
  }
}

// https://developer.apple.com/documentation/combine/publisher/throttle(for:scheduler:latest:)
// "Publishes either the most-recent or first element published by the upstream publisher in the
// specified time interval"; the first value comes through at once.
@Suite(.releasingSubscriptions) struct ThrottleTests {
  let scheduler = VirtualScheduler()
  let upstream = TestPublisher<Int, TestError>()

  /// Sends 1 at 0, 2 at 0.2, 3 at 0.5, 4 at 1.5 and 5 at 3, throttled by 1 second; the events
  /// recorded by 0, 1, 2 and 3 seconds.
  private func eventsOverTime(latest: Bool) -> [[String]] {
    let recorder = upstream.throttle(for: 1, scheduler: scheduler, latest: latest).record()
    var snapshots: [[String]] = []
    at(0, on: scheduler) { upstream.send(1) }
    scheduler.run()
    snapshots.append(recorder.events)
    at(0.2, on: scheduler) { upstream.send(2) }
    at(0.5, on: scheduler) { upstream.send(3) }
    at(1, on: scheduler)
    snapshots.append(recorder.events)
    at(1.5, on: scheduler) { upstream.send(4) }
    at(2, on: scheduler)
    snapshots.append(recorder.events)
    at(3, on: scheduler) { upstream.send(5) }
    scheduler.run()
    snapshots.append(recorder.events)
    return snapshots
  }

  @Test func latestSendsTheFirstValueAtOnceThenTheLatestOfEachInterval() {
    #expect(
      eventsOverTime(latest: true) == [
        ["value 1"],
        ["value 1", "value 3"],
        ["value 1", "value 3", "value 4"],
        ["value 1", "value 3", "value 4", "value 5"],
      ])
  }

  @Test func firstSendsTheFirstValueOfEachInterval() {
    #expect(
      eventsOverTime(latest: false) == [
        ["value 1"],
        ["value 1", "value 2"],
        ["value 1", "value 2", "value 4"],
        ["value 1", "value 2", "value 4", "value 5"],
      ])
  }

  @Test func dropsValuesDownstreamHasNotAskedFor() {
    let recorder = upstream.throttle(for: 1, scheduler: scheduler, latest: true)
      .record(initialDemand: .max(1))
    upstream.send(1)
    at(1, on: scheduler) { upstream.send(2) }
    at(2, on: scheduler)
    recorder.request(.max(1))
    upstream.send(3)
    at(3, on: scheduler)
    #expect(recorder.events == ["value 1", "value 3"])
    #expect(upstream.requests == [.unlimited])
  }

  @Test func completionComesAtOnceAfterAValueAlreadyDue() {
    let recorder = upstream.throttle(for: 1, scheduler: scheduler, latest: true).record()
    upstream.send(1)
    upstream.send(completion: .finished)
    scheduler.run()
    #expect(recorder.events == ["value 1", "finished"])
  }

  @Test func cancellingCancelsUpstreamAndSendsNothingMore() {
    let recorder = upstream.throttle(for: 1, scheduler: scheduler, latest: false).record()
    upstream.send(1)
    recorder.cancel()
    at(2, on: scheduler)
    #expect(recorder.events.isEmpty)
    #expect(upstream.cancelCount == 1)
  }
}

// https://developer.apple.com/documentation/combine/publisher/delay(for:tolerance:scheduler:options:)
// "Delays delivery of all output to the downstream receiver by a specified amount of time on a
// particular scheduler": values and the completion, in order.
@Suite(.releasingSubscriptions) struct DelayTests {
  let scheduler = VirtualScheduler()
  let upstream = TestPublisher<Int, TestError>()

  @Test func delaysValuesAndTheCompletionInOrder() {
    let recorder = upstream.delay(for: 0.5, scheduler: scheduler).record()
    at(0, on: scheduler) { upstream.send(1) }
    at(0.1, on: scheduler) { upstream.send(2) }
    at(0.2, on: scheduler) { upstream.send(completion: .finished) }
    at(0.49, on: scheduler)
    #expect(recorder.events.isEmpty)
    at(0.5, on: scheduler)
    #expect(recorder.events == ["value 1"])
    at(0.6, on: scheduler)
    #expect(recorder.events == ["value 1", "value 2"])
    at(0.7, on: scheduler)
    #expect(recorder.events == ["value 1", "value 2", "finished"])
  }

  @Test func delaysAFailureToo() {
    let recorder = upstream.delay(for: 1, scheduler: scheduler).record()
    upstream.send(completion: .failure(TestError()))
    at(0.9, on: scheduler)
    #expect(recorder.events.isEmpty)
    at(1, on: scheduler)
    #expect(recorder.events == ["failure boom"])
  }

  @Test func passesDemandThroughToUpstream() {
    let recorder = upstream.delay(for: 1, scheduler: scheduler)
      .record(initialDemand: .max(1), demandPerValue: .max(2))
    upstream.send(1)
    #expect(upstream.requests == [.max(1)])
    at(1, on: scheduler)
    #expect(upstream.requests == [.max(1), .max(2)])
    recorder.request(.max(3))
    #expect(upstream.requests == [.max(1), .max(2), .max(3)])
  }

  @Test func cancellingCancelsUpstreamAndDropsWhatWaits() {
    let options = VirtualScheduler.SchedulerOptions(name: "delay")
    let recorder = upstream.delay(for: 1, scheduler: scheduler, options: options).record()
    upstream.send(1)
    recorder.cancel()
    at(2, on: scheduler)
    #expect(recorder.events.isEmpty)
    #expect(upstream.cancelCount == 1)
    #expect(scheduler.scheduledOptions == [options])
  }
}

// https://developer.apple.com/documentation/combine/publisher/timeout(_:scheduler:options:customerror:)
// "Terminates publishing if the upstream publisher exceeds the specified time interval without
// producing an element"; with no customError it finishes, and the scheduler delivers events.
@Suite(.releasingSubscriptions) struct TimeoutTests {
  let scheduler = VirtualScheduler()
  let upstream = TestPublisher<Int, TestError>()

  @Test func finishesAndCancelsUpstreamWhenNoValueComes() {
    let recorder = upstream.timeout(1, scheduler: scheduler).record()
    at(0.99, on: scheduler)
    #expect(recorder.events.isEmpty)
    at(1, on: scheduler)
    #expect(recorder.events == ["finished"])
    #expect(upstream.cancelCount == 1)
  }

  @Test func failsWithTheCustomError() {
    let recorder = upstream.timeout(1, scheduler: scheduler) { TestError("slow") }.record()
    at(1, on: scheduler)
    #expect(recorder.events == ["failure slow"])
  }

  @Test func eachValueStartsTheWaitAgain() {
    let recorder = upstream.timeout(1, scheduler: scheduler).record()
    at(0.5, on: scheduler) { upstream.send(1) }
    scheduler.run()
    #expect(recorder.events == ["value 1"])
    at(1.49, on: scheduler)
    #expect(recorder.events == ["value 1"])
    at(1.5, on: scheduler)
    #expect(recorder.events == ["value 1", "finished"])
  }

  @Test func upstreamsCompletionStopsTheWait() {
    let recorder = upstream.timeout(1, scheduler: scheduler) { TestError("slow") }.record()
    upstream.send(completion: .finished)
    at(2, on: scheduler)
    #expect(recorder.events == ["finished"])
    #expect(upstream.cancelCount == 0)
  }

  @Test func passesDemandThroughToUpstream() {
    let recorder = upstream.timeout(1, scheduler: scheduler)
      .record(initialDemand: .max(2), demandPerValue: .max(1))
    upstream.send(1)
    scheduler.run()
    recorder.request(.max(3))
    #expect(upstream.requests == [.max(2), .max(1), .max(3)])
  }
}

// https://developer.apple.com/documentation/combine/publisher/receive(on:options:)
// "Specifies the scheduler on which to receive elements from the publisher": values and the
// completion are delivered through the scheduler, in order.
@Suite(.releasingSubscriptions) struct ReceiveOnTests {
  let scheduler = VirtualScheduler()
  let upstream = TestPublisher<Int, TestError>()

  @Test func deliversValuesAndCompletionThroughTheScheduler() {
    let recorder = upstream.receive(on: scheduler).record()
    #expect(recorder.subscription != nil)
    upstream.send(1)
    upstream.send(2)
    upstream.send(completion: .finished)
    #expect(recorder.events.isEmpty)
    scheduler.run()
    #expect(recorder.events == ["value 1", "value 2", "finished"])
  }

  @Test func asksUpstreamForWhatDownstreamAsks() {
    let options = VirtualScheduler.SchedulerOptions(name: "main")
    let recorder = upstream.receive(on: scheduler, options: options)
      .record(initialDemand: .max(1), demandPerValue: .max(1))
    #expect(upstream.requests == [.max(1)])
    upstream.send(1)
    scheduler.run()
    recorder.request(.max(5))
    #expect(upstream.requests == [.max(1), .max(1), .max(5)])
    #expect(scheduler.scheduledOptions == [options])
  }

  @Test func cancellingCancelsUpstreamAndDropsWhatWaits() {
    let recorder = upstream.receive(on: scheduler).record()
    upstream.send(1)
    recorder.cancel()
    scheduler.run()
    #expect(recorder.events.isEmpty)
    #expect(upstream.cancelCount == 1)
  }

  @Test func runsAtOnceOnTheImmediateScheduler() {
    let recorder = Just(1).receive(on: ImmediateScheduler.shared).record()
    #expect(recorder.events == ["value 1", "finished"])
  }
}

// https://developer.apple.com/documentation/combine/publisher/subscribe(on:options:)
// "Specifies the scheduler on which to perform subscribe, cancel, and request operations."
@Suite(.releasingSubscriptions) struct SubscribeOnTests {
  let scheduler = VirtualScheduler()
  let upstream = TestPublisher<Int, TestError>()

  @Test func subscribesThroughTheScheduler() {
    let recorder = upstream.subscribe(on: scheduler).record()
    #expect(upstream.subscriptionCount == 0)
    #expect(recorder.subscription == nil)
    scheduler.run()
    #expect(upstream.subscriptionCount == 1)
    #expect(upstream.requests == [.unlimited])
    upstream.send(1)
    upstream.send(completion: .finished)
    #expect(recorder.events == ["value 1", "finished"])
  }

  @Test func requestsGoThroughTheScheduler() {
    let recorder = upstream.subscribe(on: scheduler).record(initialDemand: .none)
    scheduler.run()
    recorder.request(.max(2))
    #expect(upstream.requests.isEmpty)
    scheduler.run()
    #expect(upstream.requests == [.max(2)])
  }

  @Test func cancelGoesThroughTheSchedulerAndStopsValues() {
    let recorder = upstream.subscribe(on: scheduler).record()
    scheduler.run()
    recorder.cancel()
    upstream.send(1)
    #expect(upstream.cancelCount == 0)
    scheduler.run()
    #expect(upstream.cancelCount == 1)
    #expect(recorder.events.isEmpty)
  }

  @Test func runsAtOnceOnTheImmediateScheduler() {
    let recorder = [1, 2].publisher.subscribe(on: ImmediateScheduler.shared).record()
    #expect(recorder.events == ["value 1", "value 2", "finished"])
  }
}
