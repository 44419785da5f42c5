import Dispatch
import Foundation
import ScreenplayRuntimeHooks
import ScreenplaySeams

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One replay's `URLSession` requests, answered from its fixtures on its virtual clock.
///
/// URLSession does part of its work on dispatch queues of its own, so a step could end while a
/// request is still on its way there. At the end of every step (when the replay's queue is
/// empty) the replay settles with URLSession (``settle(_:)``):
/// - it waits until URLSession has started every request the app sent in the step (the app's
///   `resume()` told ``ReplayURLProtocol/canInit(with:)`` on the replay's thread, so the replay
///   knows how many), and claims each one's fixture now, as the fixture transport does;
/// - while a request is unanswered, it waits until URLSession's queues have run what they hold,
///   so a cancellation the app asked for (cancelling its task, or `URLSessionTask.cancel()`) has
///   reached the app in the step that asked for it;
/// - it answers on its own thread: at once, or when the virtual clock reaches the fixture's
///   latency, as a wake-up named like the fixture transport's (`response 200 GET /posts (posts)`);
/// - a completion handler an answer or a cancellation reaches runs on URLSession's delegate
///   queue as part of the replay, and the step waits until it has run: the answer is handed over
///   on the replay's thread, and the cancellation on URLSession's queue while it runs the
///   replay's work, so the delegate queue's operation is the replay's (``ReplayDispatch``).
///
/// The waits are for work already handed to URLSession, never for time: a step ends exactly
/// when neither the app nor URLSession has anything left to do.
final class URLSessionBridge: Sendable {
  /// A request URLSession has started, known by its URLProtocol: the replay's own, or, for a
  /// session the app made itself, URLSession's (``take(_:)``).
  private struct Loader: @unchecked Sendable {
    let loader: URLProtocol
    var id: ObjectIdentifier { ObjectIdentifier(loader) }
  }

  /// A dispatch queue of URLSession's, retained.
  private struct WorkQueue: @unchecked Sendable, Equatable {
    let pointer: UnsafeMutableRawPointer
  }

  private struct State {
    /// Requests sent whose start has not been waited for.
    var expected = 0
    /// Requests started since the replay last settled.
    var started: [Loader] = []
    /// Requests started and neither answered nor stopped.
    var open: Set<ObjectIdentifier> = []
    /// Requests stopped since the replay last settled, whose cancellation error the app has
    /// been handed but the step has not yet taken.
    var stopped = 0
    /// URLSession's queues that started this replay's requests, retained.
    var queues: [WorkQueue] = []
    /// The replay's queue, which a cancelled request's error is handed to.
    var jobs: JobQueue?
  }

  private let state = Locked(State())
  private let starts = DispatchSemaphore(value: 0)
  private let transport: FixtureTransport
  private let clock: VirtualClock

  /// How long a step waits for URLSession to start a request it was sent before it gives up
  /// and reports it: a guard against a URLSession that never starts it, not a timing.
  private static let startLimit = DispatchTimeInterval.seconds(30)

  /// A bridge answering from `transport` on `clock`.
  init(transport: FixtureTransport, clock: VirtualClock) {
    self.transport = transport
    self.clock = clock
  }

  deinit {
    for queue in state.withLock({ $0.queues }) { screenplay_releaseQueue(queue.pointer) }
  }

  /// A request of `jobs`'s replay is on its way to URLSession's queue: the step waits for its
  /// start.
  func expectStart(_ jobs: JobQueue) {
    state.withLock { state in
      state.expected += 1
      state.jobs = jobs
    }
  }

  /// URLSession started `loader`'s request on `queue` (retained; released here).
  func started(_ loader: ReplayURLProtocol, on queue: UnsafeMutableRawPointer?) {
    let entry = Loader(loader: loader)
    let queue = queue.map(WorkQueue.init)
    let known = state.withLock { state in
      state.started.append(entry)
      state.open.insert(entry.id)
      guard let queue, !state.queues.contains(queue) else { return true }
      state.queues.append(queue)
      return false
    }
    if known, let queue { screenplay_releaseQueue(queue.pointer) }
    starts.signal()
  }

  /// A session the app made itself is starting `loader`'s request, from the replay's work
  /// (``NetworkGuard``): the replay answers it as it answers the shared session's, when the step
  /// settles. Its cancellation needs nothing of the replay: URLSession stops the loader itself
  /// and hands the app its error, on the replay's work, and the answer then finds the request
  /// no longer running.
  func take(_ loader: URLProtocol) {
    let entry = Loader(loader: loader)
    state.withLock { state in
      state.started.append(entry)
      state.open.insert(entry.id)
    }
  }

  /// URLSession stopped `loader`'s request, on its own queue: its answer is never given. When
  /// the app cancelled it, the app gets URLSession's cancellation error now, as it would from
  /// URLSession itself a moment later, but held for the replay's step (URLSession's own error
  /// then finds the request complete).
  func stopped(_ loader: ReplayURLProtocol) {
    let id = ObjectIdentifier(loader)
    let cancelled = loader.task?.state == .canceling
    let jobs = state.withLock { state -> JobQueue? in
      guard state.open.remove(id) != nil else { return nil }
      if cancelled { state.stopped += 1 }
      return state.jobs
    }
    guard let jobs, cancelled else { return }
    ReplayThread.delivering(to: jobs) { loader.fail(Self.cancelled(loader.request.url)) }
  }

  /// The error URLSession gives a request the app cancelled.
  private static func cancelled(_ url: URL?) -> URLError {
    var info: [String: Any] = [NSLocalizedDescriptionKey: "\(URLError.Code.cancelled)"]
    if let url { info[NSURLErrorFailingURLErrorKey] = url }
    return URLError(.cancelled, userInfo: info)
  }

  /// Brings the replay level with URLSession at the end of a step; `true` when that gave the
  /// app work, which the replay then runs in the same step.
  func settle(_ jobs: JobQueue) -> Bool {
    // Asked at the end of every step: most replays send no request through URLSession.
    guard
      state.withLock({
        $0.expected > 0 || !$0.started.isEmpty || !$0.open.isEmpty || $0.stopped > 0
      })
    else { return false }
    let before = jobs.acceptedCount
    awaitStarts()
    let started = state.withLock { state in
      defer { state.started = [] }
      return state.started
    }
    for loader in started { answer(loader.loader, jobs: jobs) }
    let queues = state.withLock { state in
      defer { state.stopped = 0 }
      return state.open.isEmpty && state.stopped == 0 ? [] : state.queues
    }
    // Twice: a cancellation queues a block that queues the block stopping the request.
    for queue in queues {
      screenplay_flushQueue(queue.pointer)
      screenplay_flushQueue(queue.pointer)
    }
    jobs.admitDelivered()
    // A completion handler may have sent the next request: the step goes on until it is answered
    // or waits on the clock.
    let sentMore = state.withLock { $0.expected > 0 || !$0.started.isEmpty }
    return sentMore || jobs.acceptedCount != before
  }

  private func awaitStarts() {
    while state.withLock({ $0.expected }) > 0 {
      guard VirtualClocks.real({ starts.wait(timeout: .now() + Self.startLimit) }) == .success
      else {
        let count = state.withLock { state in
          defer { state.expected = 0 }
          return state.expected
        }
        transport.report(
          "URLSession did not start \(count) request(s) the app sent\n"
            + "fix: send requests with URLSession.shared (data(for:), data(from:), "
            + "upload(for:from:), dataTask(with:completionHandler:))")
        return
      }
      state.withLock { $0.expected -= 1 }
    }
  }

  /// Why a request the replay saw is never sent.
  enum Refusal {
    /// A thread outside the replay sent it.
    case outsideThread
    /// URLSession on this system is not answered from the fixtures.
    case unsupportedSystem
    /// It was about to leave for the network from a thread outside the replay, through a
    /// session the replay's URLProtocol does not see (``NetworkGuard``).
    case network
    /// It was about to leave for the network in an executable linked with
    /// `--static-swift-stdlib`, where the replay cannot follow URLSession's work to answer it.
    case staticBuild

    /// What the report says after the request, and the fix.
    var text: String {
      switch self {
      case .outsideThread:
        "was sent from a thread outside the replay (a Thread of the app's own, or a callback "
          + "the replay does not run), whose timing the replay cannot know; it was not sent\n"
          + "fix: send it from the view model's code, or from a task or a DispatchQueue it "
          + "starts, which the replay runs"
      case .network:
        "was about to leave for the network from a thread outside the replay (a Thread of "
          + "the app's own, or a callback the replay does not run); it was stopped, and the app "
          + "got an error\nfix: send it from the view model's code, or from a task or a "
          + "DispatchQueue it starts, which the replay runs"
      case .staticBuild:
        "was about to leave for the network from a URLSession the replay does not answer in an "
          + "executable linked with --static-swift-stdlib (a session made with its own "
          + "configuration, or a request from a thread of the app's own); it was stopped, and "
          + "the app got an error\nfix: replay with the ordinary dynamic build (swift test, "
          + "swift run), or send it with URLSession.shared"
      case .unsupportedSystem:
        "was sent through URLSession, which the replay answers from the fixtures only on "
          + "Linux; it was not sent\nfix: replay on Linux, on a Mac in the Swift container "
          + "(README: Set up)"
      }
    }
  }

  /// Reports `request`, which is never sent, and why.
  func refuse(_ request: URLRequest?, _ refusal: Refusal) {
    let (sent, _) =
      request.map(Self.request) ?? (HTTPRequest(method: .get, url: URL(fileURLWithPath: "/")), true)
    let summary = ReceivedRequest(sent).redactedLine(hiding: transport.secretNames)
    transport.report(summary + " " + refusal.text)
  }

  /// Claims the fixture for `loader`'s request and answers it now or after the fixture's
  /// latency.
  private func answer(_ loader: URLProtocol, jobs: JobQueue) {
    let (request, bodyUnseen) = Self.request(loader.request)
    switch transport.answer(request, bodyUnseen: bodyUnseen) {
    case .failure(let error):
      finish(loader, jobs: jobs) { loader.fail(Self.urlError(error)) }
    case .after(let latency, let label, let outcome):
      guard latency > .zero else {
        finish(loader, jobs: jobs) { Self.give(outcome, to: loader) }
        return
      }
      let sent = Loader(loader: loader)
      let sleep = VirtualClock.RealSleep(
        wake: { [self] in
          let answered = finish(sent.loader, jobs: jobs) { Self.give(outcome, to: sent.loader) }
          jobs.admitDelivered()
          return answered
        },
        release: { sent.loader.fail(URLError(.cancelled)) })
      clock.sleep(sleep, for: latency, label: label)
    }
  }

  /// Runs `answer` if `loader`'s request is still open, and closes it; `false` when it was
  /// stopped. A completion handler the answer reaches runs as part of `jobs`'s replay.
  @discardableResult
  private func finish(_ loader: URLProtocol, jobs: JobQueue, _ answer: () -> Void) -> Bool {
    let id = ObjectIdentifier(loader)
    guard state.withLock({ $0.open.remove(id) }) != nil,
      loader.task.map({ $0.state == .running || $0.state == .suspended }) ?? true
    else {
      return false
    }
    answer()
    return true
  }

  private static func give(_ outcome: Fixture.Outcome, to loader: URLProtocol) {
    switch outcome {
    case .response(let response): loader.answer(response)
    case .error(let kind): loader.fail(urlError(kind.transportError))
    }
  }

  /// The error URLSession gives for `error`.
  static func urlError(_ error: TransportError) -> URLError {
    switch error {
    case .offline: URLError(.notConnectedToInternet)
    case .timedOut: URLError(.timedOut)
    case .cannotConnect: URLError(.cannotConnectToHost)
    case .other(let text):
      URLError(.resourceUnavailable, userInfo: [NSLocalizedDescriptionKey: text])
    }
  }

  /// `request` as the fixtures read it, and whether its body was out of sight: URLSession on
  /// Linux shows a URLProtocol neither body nor stream of `upload(for:from:)`.
  static func request(_ request: URLRequest) -> (HTTPRequest, bodyUnseen: Bool) {
    let url = request.url ?? URL(fileURLWithPath: "/")
    let body = request.httpBody ?? request.httpBodyStream.map(read)
    return (
      HTTPRequest(
        method: HTTPMethod(rawValue: request.httpMethod ?? "GET"), url: url,
        headers: request.allHTTPHeaderFields ?? [:], body: body),
      body == nil
    )
  }

  private static func read(_ stream: InputStream) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 16_384)
    stream.open()
    defer { stream.close() }
    while true {
      let count = stream.read(&buffer, maxLength: buffer.count)
      guard count > 0 else { break }
      data.append(contentsOf: buffer[..<count])
    }
    return data
  }
}
