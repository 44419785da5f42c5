import Combine
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// https://developer.apple.com/documentation/foundation/notificationcenter/publisher
// "A publisher that emits elements when broadcasting notifications": the notifications posted
// with its name (and object), as the subscriber asks for them.
@Suite(.releasingSubscriptions) struct NotificationCenterPublisherTests {
  let center = NotificationCenter()
  let name = Notification.Name("NotificationCenterPublisherTests")

  private func post(_ text: String, object: AnyObject? = nil) {
    center.post(name: name, object: object, userInfo: ["text": text])
  }

  private func texts(_ recorder: Recorder<Notification, Never>) -> [String] {
    recorder.values.map { $0.userInfo?["text"] as? String ?? "?" }
  }

  @Test func sendsEachNotificationWithItsName() {
    let recorder = center.publisher(for: name).record()
    post("a")
    center.post(name: Notification.Name("Other"), object: nil)
    post("b")
    #expect(texts(recorder) == ["a", "b"])
    #expect(recorder.completion == nil)
  }

  @Test func dropsNotificationsNotAskedFor() {
    let recorder = center.publisher(for: name).record(initialDemand: .max(1))
    post("a")
    post("b")
    recorder.request(.max(1))
    post("c")
    #expect(texts(recorder) == ["a", "c"])
  }

  @Test func sendsOnlyTheObjectsNotificationsWhenGivenOne() {
    let sender = NSObject()
    let recorder = center.publisher(for: name, object: sender).record()
    post("other")
    post("mine", object: sender)
    #expect(texts(recorder) == ["mine"])
  }

  @Test func cancellingRemovesTheObserver() {
    let recorder = center.publisher(for: name).record()
    post("a")
    recorder.cancel()
    post("b")
    #expect(texts(recorder) == ["a"])
  }

  @Test func publishersOfTheSameNameAndCenterAreEqual() {
    #expect(center.publisher(for: name) == NotificationCenter.Publisher(center: center, name: name))
    #expect(center.publisher(for: name) != NotificationCenter().publisher(for: name))
  }
}

// https://developer.apple.com/documentation/foundation/timer/timerpublisher
// "A publisher that repeatedly emits the current date on a given interval", once connected
// (a ConnectablePublisher).
@Suite(.releasingSubscriptions) struct TimerPublisherTests {
  /// Runs the current run loop's passes, without waiting, until `done` or 10 000 passes.
  private func runPasses(until done: () -> Bool) {
    var passes = 0
    while !done() && passes < 10_000 {
      _ = RunLoop.current.run(mode: .default, before: .distantPast)
      passes += 1
    }
  }

  @Test func keepsWhatItWasMadeWith() {
    let publisher = Timer.publish(every: 2, tolerance: 0.5, on: .main, in: .common)
    #expect(publisher.interval == 2)
    #expect(publisher.tolerance == 0.5)
    #expect(publisher.runLoop === RunLoop.main)
    #expect(publisher.mode == .common)
  }

  @Test func sendsDatesOnceConnectedUntilCancelled() {
    let publisher = Timer.publish(every: 0.000_001, on: .current, in: .default)
    let recorder = publisher.record()
    runPasses(until: { false })
    #expect(recorder.values.isEmpty)
    let before = Date()
    let connection = publisher.connect()
    runPasses(until: { !recorder.values.isEmpty })
    connection.cancel()
    let sent = recorder.values.count
    runPasses(until: { false })
    #expect(sent >= 1)
    #expect(recorder.values.count == sent)
    #expect(recorder.values.allSatisfy { $0 >= before })
    #expect(recorder.completion == nil)
  }

  @Test func autoconnectStartsWithTheFirstSubscriber() {
    let recorder = Timer.publish(every: 0.000_001, on: .current, in: .default)
      .autoconnect()
      .record(initialDemand: .max(1))
    runPasses(until: { !recorder.values.isEmpty })
    recorder.cancel()
    #expect(recorder.values.count == 1)
  }
}

/// A URL protocol answering "stub:" requests: "stub://ok/<text>" with the text, "stub://fail" with
/// a URLError, "stub://other" with an error of another kind, "stub://hang/<name>" never (it
/// reports when it starts and stops loading through ``signals``).
private final class StubProtocol: URLProtocol {
  struct OtherError: Error {}

  /// What to call when a "stub://hang/<name>" load starts ("start <name>") or stops
  /// ("end <name>").
  static let signals = Signals()

  override class func canInit(with request: URLRequest) -> Bool {
    request.url?.scheme == "stub"
  }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    guard let url = request.url, let client else { return }
    switch url.host {
    case "ok":
      let response = HTTPURLResponse(
        url: url, statusCode: 200, httpVersion: nil, headerFields: nil)!
      client.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
      client.urlProtocol(self, didLoad: Data(url.lastPathComponent.utf8))
      client.urlProtocolDidFinishLoading(self)
    case "fail":
      client.urlProtocol(self, didFailWithError: URLError(.cannotConnectToHost))
    case "other":
      client.urlProtocol(self, didFailWithError: OtherError())
    default:
      StubProtocol.signals.fire("start \(url.lastPathComponent)")
    }
  }

  override func stopLoading() {
    if let url = request.url, url.host == "hang" {
      StubProtocol.signals.fire("end \(url.lastPathComponent)")
    }
  }
}

/// Closures to call once, by name.
private final class Signals: @unchecked Sendable {
  private let lock = NSLock()
  private var waiting: [String: @Sendable () -> Void] = [:]

  /// Calls `body` when `name` fires.
  func on(_ name: String, _ body: @escaping @Sendable () -> Void) {
    lock.withLock { waiting[name] = body }
  }

  func fire(_ name: String) {
    lock.withLock { waiting.removeValue(forKey: name) }?()
  }
}

// https://developer.apple.com/documentation/foundation/urlsession/datataskpublisher
// "A publisher that delivers the results of performing" data tasks: one
// (data, response) value and finished, or a URLError.
@Suite(.releasingSubscriptions) struct DataTaskPublisherTests {
  let loader: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [StubProtocol.self]
    return URLSession(configuration: configuration)
  }()

  /// The events of loading `url` for a subscriber asking for one value, once it completes.
  private func events(loading url: String) async -> [String] {
    let publisher = loader.dataTaskPublisher(for: URL(string: url)!)
    return await withCheckedContinuation { continuation in
      let events = LockedEvents()
      let subscriber = AnySubscriber<URLSession.DataTaskPublisher.Output, URLError>(
        receiveSubscription: {
          events.keep($0)
          $0.request(.max(1))
        },
        receiveValue: { value in
          events.append("value \(String(decoding: value.data, as: UTF8.self))")
          return .none
        },
        receiveCompletion: { completion in
          switch completion {
          case .finished: events.append("finished")
          case .failure(let error): events.append("failure \(error.code.rawValue)")
          }
          continuation.resume(returning: events.list)
        })
      publisher.subscribe(subscriber)
    }
  }

  @Test func sendsTheDataAndResponseThenFinishes() async {
    #expect(await events(loading: "stub://ok/hello") == ["value hello", "finished"])
  }

  @Test func failsWithTheTasksURLError() async {
    #expect(
      await events(loading: "stub://fail")
        == ["failure \(URLError.Code.cannotConnectToHost.rawValue)"])
  }

  @Test func anotherErrorBecomesUnknown() async {
    #expect(await events(loading: "stub://other") == ["failure \(URLError.Code.unknown.rawValue)"])
  }

  @Test func startsTheTaskOnDemandAndCancellingStopsIt() async {
    let name = UUID().uuidString
    let recorder = loader.dataTaskPublisher(for: URL(string: "stub://hang/\(name)")!)
      .record(initialDemand: .none)
    await withCheckedContinuation { continuation in
      StubProtocol.signals.on("start \(name)") { continuation.resume() }
      recorder.request(.max(1))
    }
    await withCheckedContinuation { continuation in
      StubProtocol.signals.on("end \(name)") { continuation.resume() }
      recorder.cancel()
    }
    #expect(recorder.events.isEmpty)
  }

  @Test func keepsItsRequestAndLoader() {
    let request = URLRequest(url: URL(string: "stub://ok/x")!)
    let publisher = loader.dataTaskPublisher(for: request)
    #expect(publisher.request == request)
    #expect(publisher.session === loader)
  }
}

/// Events recorded from a `URLSession`'s threads, and the subscription kept alive meanwhile.
private final class LockedEvents: @unchecked Sendable {
  private let lock = NSLock()
  private var events: [String] = []
  private var subscription: (any Subscription)?

  func keep(_ subscription: any Subscription) { lock.withLock { self.subscription = subscription } }
  func append(_ event: String) { lock.withLock { events.append(event) } }
  var list: [String] { lock.withLock { events } }
}
