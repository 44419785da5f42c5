import Combine
import Foundation
import Testing

/// The operators that transform each value: map (and its key-path and nil-replacing forms),
/// tryMap, compactMap, tryCompactMap, scan, tryScan, replaceEmpty, handleEvents, decode, encode.
@Suite(.releasingSubscriptions) struct TransformingOperatorTests {
  // https://developer.apple.com/documentation/combine/publisher/map(_:)
  // "Transforms all elements from the upstream publisher with a provided closure."
  @Test func mapTransformsEachValueAndPassesTheCompletion() {
    let recorder = [1, 2, 3].publisher.map { $0 * 10 }.record()
    #expect(recorder.events == ["value 10", "value 20", "value 30", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/map(_:)
  // map sends one value per upstream value: the demand a subscriber asks for passes upstream.
  @Test func mapPassesDemandThrough() {
    let upstream = TestPublisher<Int, TestError>()
    let recorder = upstream.map { $0 + 1 }.record(initialDemand: .max(1), demandPerValue: .max(2))
    #expect(upstream.requests == [.max(1)])
    #expect(upstream.send(1) == .max(2))
    recorder.request(.max(3))
    #expect(upstream.requests == [.max(1), .max(3)])
    upstream.send(completion: .failure(TestError()))
    #expect(recorder.events == ["value 2", "failure boom"])
  }

  // https://developer.apple.com/documentation/combine/subscription
  // Cancelling a subscription stops the flow of values and releases the upstream.
  @Test func mapCancelCancelsUpstreamAndStopsValues() {
    let upstream = TestPublisher<Int, Never>()
    let recorder = upstream.map { $0 }.record()
    upstream.send(1)
    recorder.cancel()
    upstream.send(2)
    #expect(upstream.cancelCount == 1)
    #expect(recorder.events == ["value 1"])
  }

  // https://developer.apple.com/documentation/combine/cancellable/cancel()
  // "Cancel the activity": a cancelled subscription frees the resources it holds, here the
  // transform closure and the subscriber.
  @Test func mapCancelReleasesTheClosureAndTheSubscriber() {
    final class Token {}
    let upstream = TestPublisher<Int, Never>()
    weak var token: Token?
    weak var subscriber: Recorder<Token, Never>?
    do {
      let held = Token()
      token = held
      let recorder = upstream.map { _ in held }.record()
      subscriber = recorder
      recorder.cancel()
    }
    #expect(token == nil)
    #expect(subscriber == nil)
  }

  // https://developer.apple.com/documentation/combine/publisher/map(_:)-6sm0a
  // "Publishes the value of a key path."
  @Test func mapKeyPathsSendTheValuesAtThem() {
    struct Point {
      var x: Int
      var y: Int
      var z: Int
    }
    let points = [Point(x: 1, y: 2, z: 3), Point(x: 4, y: 5, z: 6)].publisher
    #expect(points.map(\.x).record().events == ["value 1", "value 4", "finished"])
    #expect(points.map(\.x, \.y).record().events == ["value (1, 2)", "value (4, 5)", "finished"])
    #expect(
      points.map(\.x, \.y, \.z).record().events == [
        "value (1, 2, 3)", "value (4, 5, 6)", "finished",
      ])
  }

  // https://developer.apple.com/documentation/combine/publisher/replacenil(with:)
  // "Replaces nil elements in the stream with the provided element."
  @Test func replaceNilReplacesEachNil() {
    let recorder = [1, nil, 3].publisher.replaceNil(with: 0).record()
    #expect(recorder.events == ["value 1", "value 0", "value 3", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/trymap(_:)
  // "If the closure throws an error, the publisher fails with the thrown error."
  @Test func tryMapFailsWithTheThrownErrorAndCancelsUpstream() {
    let upstream = TestPublisher<Int, Never>()
    let recorder = upstream.tryMap { value -> Int in
      if value == 2 { throw TestError("two") }
      return value * 10
    }.record()
    upstream.send(1)
    upstream.send(2)
    upstream.send(3)
    #expect(recorder.events == ["value 10", "failure two"])
    #expect(recorder.failure as? TestError == TestError("two"))
    #expect(upstream.cancelCount == 1)
  }

  // https://developer.apple.com/documentation/combine/publisher/trymap(_:)
  // An upstream failure passes through, as any Error.
  @Test func tryMapPassesUpstreamFailure() {
    let upstream = TestPublisher<Int, TestError>()
    let recorder = upstream.tryMap { $0 }.record(initialDemand: .max(2))
    #expect(upstream.requests == [.max(2)])
    upstream.send(completion: .failure(TestError("upstream")))
    #expect(recorder.events == ["failure upstream"])
    #expect(upstream.cancelCount == 0)
  }

  // https://developer.apple.com/documentation/combine/publisher/compactmap(_:)
  // "Calls a closure with each received element and publishes any returned optional that has a
  // value."
  @Test func compactMapSendsOnlyNonNilResults() {
    let recorder = ["1", "x", "3"].publisher.compactMap { Int($0) }.record()
    #expect(recorder.events == ["value 1", "value 3", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/compactmap(_:)
  // A value left out is not counted against the subscriber's demand: one more is asked for.
  @Test func compactMapAsksForOneMoreForEachNil() {
    let upstream = TestPublisher<String, Never>()
    let recorder = upstream.compactMap { Int($0) }.record(initialDemand: .max(1))
    #expect(upstream.send("x") == .max(1))
    #expect(upstream.send("7") == .none)
    #expect(recorder.events == ["value 7"])
    #expect(upstream.requests == [.max(1)])
  }

  // https://developer.apple.com/documentation/combine/publisher/trycompactmap(_:)
  // "If the closure throws an error, the publisher cancels the upstream publisher and sends the
  // thrown error to the downstream receiver as a Failure."
  @Test func tryCompactMapFailsAndCancelsUpstream() {
    let upstream = TestPublisher<String, Never>()
    let recorder = upstream.tryCompactMap { text -> Int? in
      if text == "!" { throw TestError() }
      return Int(text)
    }.record()
    upstream.send("1")
    #expect(upstream.send("x") == .max(1))
    upstream.send("!")
    upstream.send("2")
    #expect(recorder.events == ["value 1", "failure boom"])
    #expect(upstream.cancelCount == 1)
  }

  // https://developer.apple.com/documentation/combine/publisher/scan(_:_:)
  // "Transforms elements from the upstream publisher by providing the current element to a
  // closure along with the last value returned by the closure."
  @Test func scanSendsEachPartialResult() {
    let scan = [1, 2, 3].publisher.scan(0, +)
    #expect(scan.record().events == ["value 1", "value 3", "value 6", "finished"])
    // Each subscription starts again from the initial result.
    #expect(scan.record().events == ["value 1", "value 3", "value 6", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/scan(_:_:)
  // scan sends one value per upstream value: demand passes through.
  @Test func scanPassesDemandThrough() {
    let upstream = TestPublisher<Int, Never>()
    let recorder = upstream.scan(10, +).record(initialDemand: .max(1), demandPerValue: .max(1))
    #expect(upstream.send(1) == .max(1))
    #expect(upstream.requests == [.max(1)])
    #expect(recorder.events == ["value 11"])
  }

  // https://developer.apple.com/documentation/combine/publisher/tryscan(_:_:)
  // "If the closure throws an error, the publisher fails with the error."
  @Test func tryScanFailsWithTheThrownError() {
    let upstream = TestPublisher<Int, Never>()
    let recorder = upstream.tryScan(0) { sum, value in
      if value < 0 { throw TestError("negative") }
      return sum + value
    }.record()
    upstream.send(2)
    upstream.send(-1)
    upstream.send(3)
    #expect(recorder.events == ["value 2", "failure negative"])
    #expect(upstream.cancelCount == 1)
  }

  // https://developer.apple.com/documentation/combine/publisher/replaceempty(with:)
  // "Replaces an empty stream with the provided element." A stream with values is unchanged.
  @Test func replaceEmptySendsTheValueOnlyWhenUpstreamSentNone() {
    #expect(Empty<Int, Never>().replaceEmpty(with: 5).record().events == ["value 5", "finished"])
    #expect([1].publisher.replaceEmpty(with: 5).record().events == ["value 1", "finished"])
    let failing = Fail<Int, TestError>(error: TestError()).replaceEmpty(with: 5)
    #expect(failing.record().events == ["failure boom"])
  }

  // https://developer.apple.com/documentation/combine/subscribers/demand
  // A publisher sends no more values than demanded: the replacement waits for demand.
  @Test func replaceEmptyWaitsForDemand() {
    let recorder = Empty<Int, Never>().replaceEmpty(with: 5).record(initialDemand: .none)
    #expect(recorder.events == [])
    recorder.request(.max(1))
    #expect(recorder.events == ["value 5", "finished"])
  }

  // https://developer.apple.com/documentation/combine/publisher/handleevents(receivesubscription:receiveoutput:receivecompletion:receivecancel:receiverequest:)
  // "Performs the specified closures when publisher events occur."
  @Test func handleEventsCallsEachClosureAndPassesEventsOn() {
    let upstream = TestPublisher<Int, Never>()
    let log = ClosureLog()
    let recorder = upstream.handleEvents(
      receiveSubscription: { _ in log.add("subscription") },
      receiveOutput: { log.add("output \($0)") },
      receiveCompletion: { log.add("completion \($0)") },
      receiveCancel: { log.add("cancel") },
      receiveRequest: { log.add("request \($0)") }
    ).record(initialDemand: .max(2))
    upstream.send(1)
    upstream.send(completion: .finished)
    #expect(log.entries == ["subscription", "request max(2)", "output 1", "completion finished"])
    #expect(recorder.events == ["value 1", "finished"])
    #expect(upstream.requests == [.max(2)])
  }

  // https://developer.apple.com/documentation/combine/publisher/handleevents(receivesubscription:receiveoutput:receivecompletion:receivecancel:receiverequest:)
  // receiveCancel: "A closure that executes when the downstream receiver cancels publishing."
  @Test func handleEventsSeesCancel() {
    let upstream = TestPublisher<Int, Never>()
    let log = ClosureLog()
    let recorder = upstream.handleEvents(receiveCancel: { log.add("cancel") }).record()
    recorder.cancel()
    recorder.cancel()
    #expect(log.entries == ["cancel"])
    #expect(upstream.cancelCount == 1)
  }

  struct Item: Codable, Equatable {
    var name: String
  }

  // https://developer.apple.com/documentation/combine/publisher/decode(type:decoder:)
  // "Decodes the output from the upstream using a specified decoder."
  @Test func decodeDecodesEachValue() {
    let json = Data(#"{"name":"tea"}"#.utf8)
    let recorder = Just(json).decode(type: Item.self, decoder: JSONDecoder()).record()
    #expect(recorder.values == [Item(name: "tea")])
    #expect(recorder.events.last == "finished")
  }

  // https://developer.apple.com/documentation/combine/publisher/decode(type:decoder:)
  // A decoding error fails the publisher with the decoder's error, and upstream is cancelled.
  @Test func decodeFailsWithTheDecodersError() {
    let upstream = TestPublisher<Data, Never>()
    let recorder = upstream.decode(type: Item.self, decoder: JSONDecoder()).record()
    upstream.send(Data("not json".utf8))
    #expect(recorder.values == [])
    #expect(recorder.failure is DecodingError)
    #expect(upstream.cancelCount == 1)
  }

  // https://developer.apple.com/documentation/combine/publisher/encode(encoder:)
  // "Encodes the output from upstream using a specified encoder."
  @Test func encodeEncodesEachValue() throws {
    let recorder = Just(Item(name: "tea")).encode(encoder: JSONEncoder()).record()
    let data = try #require(recorder.values.first)
    #expect(String(decoding: data, as: UTF8.self) == #"{"name":"tea"}"#)
    #expect(recorder.events.count == 2)
    #expect(recorder.events.last == "finished")
  }

  // https://developer.apple.com/documentation/combine/topleveldecoder
  // Foundation's property-list coders are top-level coders too.
  @Test func propertyListCodersRoundTrip() {
    let recorder = Just(Item(name: "tea")).encode(encoder: PropertyListEncoder())
      .decode(type: Item.self, decoder: PropertyListDecoder()).record()
    #expect(recorder.values == [Item(name: "tea")])
  }
}

/// Lines written by closures under test, in order.
final class ClosureLog: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []

  func add(_ line: String) {
    lock.withLock { lines.append(line) }
  }

  var entries: [String] { lock.withLock { lines } }
}
