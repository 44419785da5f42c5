// Shared helpers for the Combine tests: a subscriber that records what it receives, a publisher
// that records what its subscribers ask of it, and an error with a readable name.
//
// Usage:
//
//     let upstream = TestPublisher<Int, TestError>()
//     let recorder = Recorder<Int, TestError>(initialDemand: .max(1))
//     upstream.map { $0 * 2 }.subscribe(recorder)
//     _ = upstream.send(1)
//     upstream.send(completion: .failure(TestError("boom")))
//     #expect(recorder.events == ["value 2", "failure boom"])
//     #expect(upstream.requests == [.max(1)])
//
// Or, for a publisher that sends at once: `#expect([1, 2].publisher.record().events == [...])`.

import Combine
import Foundation

/// A subscriber that records every value and completion it receives, as strings ("value 1",
/// "finished", "failure boom") in ``events``, and the values themselves in ``values``.
///
/// It asks for `initialDemand` when it receives its subscription (nothing when `.none`), and
/// returns `demandPerValue` from each value it receives. ``request(_:)`` asks for more later,
/// ``cancel()`` cancels the subscription. A second subscription is cancelled, as Apple's
/// subscribers do, and recorded as the event "extra subscription".
final class Recorder<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
  private let lock = NSLock()
  private let initialDemand: Subscribers.Demand
  private let demandPerValue: Subscribers.Demand
  private var recordedEvents: [String] = []
  private var recordedValues: [Input] = []
  private var recordedCompletion: Subscribers.Completion<Failure>?
  private var heldSubscription: (any Subscription)?

  /// A recorder that asks for `initialDemand` at first and `demandPerValue` more with each value.
  init(initialDemand: Subscribers.Demand = .unlimited, demandPerValue: Subscribers.Demand = .none) {
    self.initialDemand = initialDemand
    self.demandPerValue = demandPerValue
    TestScope.current?.onEnd { [weak self] in self?.release() }
  }

  /// Cancels the subscription and lets go of it: the test is over.
  private func release() {
    let held = lock.withLock {
      defer { heldSubscription = nil }
      return heldSubscription
    }
    held?.cancel()
  }

  /// What it received, in order: "value <value>", "finished", "failure <error>".
  var events: [String] { lock.withLock { recordedEvents } }

  /// The values it received, in order.
  var values: [Input] { lock.withLock { recordedValues } }

  /// The completion it received, if any.
  var completion: Subscribers.Completion<Failure>? { lock.withLock { recordedCompletion } }

  /// The error it failed with, if it failed.
  var failure: Failure? {
    guard case .failure(let error) = completion else { return nil }
    return error
  }

  /// The subscription it received (kept after completion and cancellation, for inspection).
  var subscription: (any Subscription)? { lock.withLock { heldSubscription } }

  func receive(subscription: any Subscription) {
    let isFirst = lock.withLock {
      guard heldSubscription == nil else {
        recordedEvents.append("extra subscription")
        return false
      }
      heldSubscription = subscription
      return true
    }
    guard isFirst else {
      subscription.cancel()
      return
    }
    if initialDemand > 0 { subscription.request(initialDemand) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.withLock {
      recordedEvents.append("value \(input)")
      recordedValues.append(input)
    }
    return demandPerValue
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.withLock {
      switch completion {
      case .finished: recordedEvents.append("finished")
      case .failure(let error): recordedEvents.append("failure \(error)")
      }
      recordedCompletion = completion
    }
  }

  /// Asks the subscription for `demand` more values.
  func request(_ demand: Subscribers.Demand) {
    subscription?.request(demand)
  }

  /// Cancels the subscription.
  func cancel() {
    subscription?.cancel()
  }
}

extension Publisher {
  /// Subscribes a new ``Recorder`` to this publisher and returns it.
  func record(
    initialDemand: Subscribers.Demand = .unlimited, demandPerValue: Subscribers.Demand = .none
  ) -> Recorder<Output, Failure> {
    let recorder = Recorder<Output, Failure>(
      initialDemand: initialDemand, demandPerValue: demandPerValue)
    subscribe(recorder)
    return recorder
  }
}

/// A publisher driven by the test, that records what its subscribers ask of it.
///
/// Each subscriber gets its own subscription. ``send(_:)`` hands a value to every subscriber
/// whose subscription is not cancelled, whatever its demand (so a test sees whether an operator
/// asked for enough), and returns the demand the last of them returned. ``requests`` lists every
/// demand asked for, ``cancelCount`` counts `cancel` calls, ``subscriptionCount`` counts
/// subscribers, over all subscriptions.
final class TestPublisher<Output, Failure: Error>: Publisher, @unchecked Sendable {
  private let lock = NSLock()
  private var subscribers: [(TestSubscription, AnySubscriber<Output, Failure>)] = []
  private var recordedRequests: [Subscribers.Demand] = []
  private var recordedCancels = 0

  init() {}

  /// Every demand asked for, in order, over all subscriptions.
  var requests: [Subscribers.Demand] { lock.withLock { recordedRequests } }

  /// The sum of ``requests``.
  var totalDemand: Subscribers.Demand { requests.reduce(.none, +) }

  /// How many times `cancel` was called, over all subscriptions.
  var cancelCount: Int { lock.withLock { recordedCancels } }

  /// How many subscribers have attached.
  var subscriptionCount: Int { lock.withLock { subscribers.count } }

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let subscription = TestSubscription(owner: self)
    lock.withLock { subscribers.append((subscription, AnySubscriber(subscriber))) }
    subscriber.receive(subscription: subscription)
  }

  /// Sends `value` to the live subscribers; the demand the last one returned.
  @discardableResult
  func send(_ value: Output) -> Subscribers.Demand {
    var demand = Subscribers.Demand.none
    for subscriber in live { demand = subscriber.receive(value) }
    return demand
  }

  /// Sends `completion` to the live subscribers, which then get nothing more.
  func send(completion: Subscribers.Completion<Failure>) {
    let targets = live
    lock.withLock { for (subscription, _) in subscribers { subscription.isCancelled = true } }
    for subscriber in targets { subscriber.receive(completion: completion) }
  }

  private var live: [AnySubscriber<Output, Failure>] {
    lock.withLock { subscribers.filter { !$0.0.isCancelled }.map(\.1) }
  }

  fileprivate func record(request demand: Subscribers.Demand) {
    lock.withLock { recordedRequests.append(demand) }
  }

  fileprivate func recordCancel(_ subscription: TestSubscription) {
    lock.withLock {
      recordedCancels += 1
      subscription.isCancelled = true
    }
  }

  /// One subscriber's subscription; `isCancelled` is read and written under the owner's lock.
  fileprivate final class TestSubscription: Subscription, @unchecked Sendable {
    weak var owner: TestPublisher?
    var isCancelled = false

    init(owner: TestPublisher) {
      self.owner = owner
    }

    func request(_ demand: Subscribers.Demand) {
      owner?.record(request: demand)
    }

    func cancel() {
      owner?.recordCancel(self)
    }
  }
}

/// An error for tests, described by its name ("failure boom" in a ``Recorder``'s events).
struct TestError: Error, Equatable, CustomStringConvertible {
  /// Its name, and its description.
  let name: String

  init(_ name: String = "boom") {
    self.name = name
  }

  var description: String { name }
}
