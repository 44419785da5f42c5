import Combine
import Testing

/// The operators that handle failures: mapError, setFailureType, replaceError, catch, tryCatch,
/// retry.
@Suite(.releasingSubscriptions) struct ErrorOperatorTests {
  struct WrappedError: Error, CustomStringConvertible {
    var inner: TestError
    var description: String { "wrapped \(inner)" }
  }

  // https://developer.apple.com/documentation/combine/publisher/maperror(_:)
  // "Converts any failure from the upstream publisher into a new error." Values pass unchanged.
  @Test func mapErrorTransformsTheFailure() {
    let upstream = TestPublisher<Int, TestError>()
    let recorder = upstream.mapError { WrappedError(inner: $0) }.record(initialDemand: .max(1))
    #expect(upstream.requests == [.max(1)])
    upstream.send(1)
    upstream.send(completion: .failure(TestError()))
    #expect(recorder.events == ["value 1", "failure wrapped boom"])
  }

  // https://developer.apple.com/documentation/combine/publisher/maperror(_:)
  // Finishing passes through, and cancelling cancels upstream.
  @Test func mapErrorPassesFinishedAndCancel() {
    #expect(
      [1].publisher.setFailureType(to: TestError.self).mapError { WrappedError(inner: $0) }
        .record().events == ["value 1", "finished"])
    let upstream = TestPublisher<Int, TestError>()
    upstream.mapError { WrappedError(inner: $0) }.record().cancel()
    #expect(upstream.cancelCount == 1)
  }

  // https://developer.apple.com/documentation/combine/publisher/setfailuretype(to:)
  // "Changes the failure type declared by the upstream publisher." Values and completion are
  // unchanged.
  @Test func setFailureTypeSendsTheSameEvents() {
    let publisher: AnyPublisher<Int, TestError> = [1, 2].publisher
      .setFailureType(to: TestError.self).eraseToAnyPublisher()
    #expect(publisher.record().events == ["value 1", "value 2", "finished"])
    let upstream = TestPublisher<Int, Never>()
    let recorder = upstream.setFailureType(to: TestError.self).record(initialDemand: .max(1))
    #expect(upstream.requests == [.max(1)])
    recorder.cancel()
    #expect(upstream.cancelCount == 1)
  }

  // https://developer.apple.com/documentation/combine/publisher/replaceerror(with:)
  // "Replaces any errors in the stream with the provided element." It then finishes.
  @Test func replaceErrorSendsTheValueAndFinishes() {
    let upstream = TestPublisher<Int, TestError>()
    let recorder = upstream.replaceError(with: 0).record()
    upstream.send(1)
    upstream.send(completion: .failure(TestError()))
    #expect(recorder.events == ["value 1", "value 0", "finished"])
    #expect([1].publisher.replaceError(with: 0).record().events == ["value 1", "finished"])
  }

  // https://developer.apple.com/documentation/combine/subscribers/demand
  // The replacement is a value like any other: it is sent only once asked for.
  @Test func replaceErrorWaitsForDemand() {
    let upstream = TestPublisher<Int, TestError>()
    let recorder = upstream.replaceError(with: 0).record(initialDemand: .max(1))
    upstream.send(1)
    upstream.send(completion: .failure(TestError()))
    #expect(recorder.events == ["value 1"])
    recorder.request(.max(1))
    #expect(recorder.events == ["value 1", "value 0", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/catch(_:)
  // "Handles errors from an upstream publisher by replacing it with another publisher."
  @Test func catchGoesOnWithTheReplacement() {
    let upstream = TestPublisher<Int, TestError>()
    let recorder = upstream.catch { error in Just(error.name.count) }.record()
    upstream.send(1)
    upstream.send(completion: .failure(TestError("four")))
    #expect(recorder.events == ["value 1", "value 4", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/catch(_:)
  // When upstream finishes, the handler is not called.
  @Test func catchPassesFinished() {
    let calls = ClosureLog()
    let recorder = [1].publisher.setFailureType(to: TestError.self).catch { _ in
      calls.add("handler")
      return Just(0)
    }.record()
    #expect(recorder.events == ["value 1", "finished"])
    #expect(calls.entries == [])
  }

  // https://developer.apple.com/documentation/combine/subscribers/demand
  // The demand not yet met carries over to the replacement publisher.
  @Test func catchCarriesDemandOverToTheReplacement() {
    let upstream = TestPublisher<Int, TestError>()
    let replacement = TestPublisher<Int, Never>()
    let recorder = upstream.catch { _ in replacement }.record(initialDemand: .max(3))
    upstream.send(1)
    upstream.send(completion: .failure(TestError()))
    #expect(replacement.requests == [.max(2)])
    replacement.send(2)
    recorder.request(.max(4))
    #expect(replacement.requests == [.max(2), .max(4)])
    #expect(upstream.requests == [.max(3)])
    recorder.cancel()
    #expect(replacement.cancelCount == 1)
    #expect(upstream.cancelCount == 0)
    #expect(recorder.events == ["value 1", "value 2"])
  }

  // https://developer.apple.com/documentation/combine/subscribers/demand
  // With no demand left, the replacement is asked for nothing until the subscriber asks.
  @Test func catchWithNoDemandLeftAsksForNothing() {
    let upstream = TestPublisher<Int, TestError>()
    let recorder = upstream.catch { _ in Just(9) }.record(initialDemand: .max(1))
    upstream.send(1)
    upstream.send(completion: .failure(TestError()))
    #expect(recorder.events == ["value 1"])
    recorder.request(.max(1))
    #expect(recorder.events == ["value 1", "value 9", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/trycatch(_:)
  // "Handles errors from an upstream publisher by either replacing it with another publisher or
  // throwing a new error."
  @Test func tryCatchReplacesOrFailsWithTheThrownError() {
    let upstream = TestPublisher<Int, TestError>()
    let recorder = upstream.tryCatch { error -> Just<Int> in
      if error.name == "fatal" { throw WrappedError(inner: error) }
      return Just(0)
    }.record()
    upstream.send(completion: .failure(TestError("fatal")))
    #expect(recorder.events == ["failure wrapped fatal"])
    let replaced = Fail<Int, TestError>(error: TestError("soft")).tryCatch { _ in Just(0) }
    #expect(replaced.record().events == ["value 0", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/trycatch(_:)
  // The replacement's own failure reaches the subscriber.
  @Test func tryCatchPassesTheReplacementsFailure() {
    let recorder = Fail<Int, TestError>(error: TestError("first"))
      .tryCatch { _ in Fail<Int, TestError>(error: TestError("second")) }.record()
    #expect(recorder.events == ["failure second"])
  }

  // https://developer.apple.com/documentation/combine/publisher/retry(_:)
  // "Attempts to recreate a failed subscription with the upstream publisher up to the number of
  // times you specify." After the last attempt the failure passes through.
  @Test func retrySubscribesAgainUpToTheGivenCount() {
    let upstream = TestPublisher<Int, TestError>()
    let recorder = upstream.retry(2).record()
    upstream.send(1)
    upstream.send(completion: .failure(TestError("one")))
    upstream.send(2)
    upstream.send(completion: .failure(TestError("two")))
    upstream.send(3)
    upstream.send(completion: .failure(TestError("three")))
    #expect(upstream.subscriptionCount == 3)
    #expect(recorder.events == ["value 1", "value 2", "value 3", "failure three"])
  }

  // https://developer.apple.com/documentation/combine/publisher/retry(_:)
  // A publisher that finishes is not subscribed to again.
  @Test func retryPassesFinished() {
    let upstream = TestPublisher<Int, TestError>()
    let recorder = upstream.retry(3).record()
    upstream.send(completion: .finished)
    #expect(upstream.subscriptionCount == 1)
    #expect(recorder.events == ["finished"])
  }

  // https://developer.apple.com/documentation/combine/subscribers/demand
  // Each new subscription is asked for the demand not yet met; cancel reaches the current one.
  @Test func retryCarriesDemandOverAndCancels() {
    let upstream = TestPublisher<Int, TestError>()
    let recorder = upstream.retry(1).record(initialDemand: .max(2))
    upstream.send(1)
    upstream.send(completion: .failure(TestError()))
    #expect(upstream.requests == [.max(2), .max(1)])
    recorder.cancel()
    #expect(upstream.cancelCount == 1)
    upstream.send(2)
    #expect(recorder.events == ["value 1"])
  }

  // https://developer.apple.com/documentation/combine/publisher/retry(_:)
  // retry(0) subscribes once and passes the failure on.
  @Test func retryZeroPassesTheFirstFailure() {
    let attempts = ClosureLog()
    let failing = Deferred {
      attempts.add("subscribe")
      return Fail<Int, TestError>(error: TestError())
    }
    #expect(failing.retry(0).record().events == ["failure boom"])
    #expect(failing.retry(2).record().events == ["failure boom"])
    #expect(attempts.entries.count == 4)
  }
}
