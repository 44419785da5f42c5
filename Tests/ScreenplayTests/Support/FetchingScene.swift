import Foundation
import Observation
import ScreenplaySeams

@testable import Screenplay

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A view model that talks to its server the way shipping code does: `URLSession.shared`, no
/// transport injected. Each request's outcome is one line, in the order outcomes arrive.
@MainActor @Observable
final class FetchingViewModel {
  /// How a request is sent.
  enum Call: String, CaseIterable {
    case dataFrom = "data.from"
    case dataFor = "data.for"
    case stream
    case upload
    /// `data(from:)` on a session of the view model's own, made with `.default`.
    case ownSession = "own.session"
    /// `data(from:)` on a session made with `.ephemeral`.
    case ephemeral
    /// `dataTask(with:completionHandler:)` on a session of the view model's own, whose handler
    /// hops back with `DispatchQueue.main.async`.
    case ownHandler = "own.handler"
    /// A session with a delegate, whose calls collect the answer on the session's own queue.
    case delegate
    /// `data(from:)` on `URLSession.shared`, sent from `DispatchQueue.global()`, whose answer
    /// comes back with `DispatchQueue.main.async`.
    case global
    /// `dataTask(with:completionHandler:)`, whose handler hops back with `Task { @MainActor }`.
    case handler
    /// `dataTask(with:completionHandler:)`, whose handler hops back with
    /// `DispatchQueue.main.async`.
    case handlerOnMain = "handler.main"
    /// `dataTask(with:completionHandler:)`, whose handler sends `/fast` the same way.
    case handlerChain = "handler.chain"
  }

  private(set) var lines: [String] = []
  @ObservationIgnored private var requests: [String: Task<Void, Never>] = [:]
  @ObservationIgnored private var dataTasks: [String: URLSessionDataTask] = [:]
  private nonisolated static let server = "https://api.example.com"

  /// `path` on the view model's server, or `path` itself when it is a whole URL.
  private nonisolated static func url(_ path: String) -> URL {
    URL(string: path.hasPrefix("http") ? path : server + path)!
  }
  /// The view model's own session, as services that make their own configuration keep one.
  @ObservationIgnored private lazy var ownSession = URLSession(configuration: .default)

  /// Appends `line`, from a delegate's queue.
  nonisolated func report(_ line: String) {
    DispatchQueue.main.async { MainActor.assumeIsolated { self.lines.append(line) } }
  }

  /// Sends `path` with `call`; `body`, when not empty, is the request's JSON body.
  func send(_ path: String, with call: Call, body: String) {
    switch call {
    case .handler, .handlerOnMain, .handlerChain, .ownHandler:
      dataTasks[path] = Self.sendWithHandler(
        path, through: call == .ownHandler ? ownSession : .shared,
        onMain: call == .handlerOnMain || call == .ownHandler,
        then: call == .handlerChain ? "/fast" : nil, to: self)
      return
    case .delegate:
      let collector = DelegateCollector(path: path, model: self)
      let session = URLSession(configuration: .default, delegate: collector, delegateQueue: nil)
      dataTasks[path] = session.dataTask(with: Self.url(path))
      dataTasks[path]?.resume()
      return
    case .global:
      DispatchQueue.global().async {
        let url = Self.url(path)
        URLSession.shared.dataTask(with: url) { data, response, error in
          let line = Self.line(path, data, response, error)
          DispatchQueue.main.async { self.lines.append(line) }
        }.resume()
      }
      return
    default: break
    }
    requests[path] = Task {
      do {
        let (data, response) = try await Self.send(path, with: call, body: Data(body.utf8))
        lines.append(Self.line(path, data, response, nil))
      } catch {
        lines.append(Self.line(path, nil, nil, error))
      }
    }
  }

  /// Sends `path` as shipping code written before Swift concurrency does: a data task with a
  /// completion handler, returned so that it can be cancelled. The handler sends `next`, if
  /// any, the same way.
  private nonisolated static func sendWithHandler(
    _ path: String, through session: URLSession, onMain: Bool, then next: String?,
    to model: FetchingViewModel
  ) -> URLSessionDataTask {
    let task = session.dataTask(with: url(path)) {
      data, response, error in
      let line = Self.line(path, data, response, error)
      if onMain {
        DispatchQueue.main.async { model.lines.append(line) }
      } else {
        Task { @MainActor in model.lines.append(line) }
      }
      if let next {
        _ = sendWithHandler(next, through: session, onMain: false, then: nil, to: model)
      }
    }
    task.resume()
    return task
  }

  /// Cancels the task that sent `path`.
  func cancel(_ path: String) {
    requests[path]?.cancel()
  }

  /// Cancels the data task that sent `path`, with `URLSessionTask.cancel()`.
  func stop(_ path: String) {
    dataTasks[path]?.cancel()
  }

  /// One outcome as a line.
  private nonisolated static func line(
    _ path: String, _ data: Data?, _ response: URLResponse?, _ error: (any Error)?
  ) -> String {
    switch error {
    case let error as URLError: return "\(path): URLError \(error.code.rawValue)"
    case let error?: return "\(path): \(type(of: error))"
    case nil:
      let http = response as? HTTPURLResponse
      let type = http?.value(forHTTPHeaderField: "Content-Type") ?? "none"
      let body = String(decoding: data ?? Data(), as: UTF8.self)
      return "\(path): \(http?.statusCode ?? 0) \(type) \(body)"
    }
  }

  private nonisolated static func send(_ path: String, with call: Call, body: Data) async throws
    -> (Data, URLResponse)
  {
    let url = url(path)
    var request = URLRequest(url: url)
    if !body.isEmpty {
      request.httpMethod = "POST"
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    switch call {
    case .dataFrom:
      return try await URLSession.shared.data(from: url)
    case .dataFor:
      if !body.isEmpty { request.httpBody = body }
      return try await URLSession.shared.data(for: request)
    case .stream:
      request.httpBodyStream = InputStream(data: body)
      return try await URLSession.shared.data(for: request)
    case .upload:
      return try await URLSession.shared.upload(for: request, from: body)
    case .ownSession:
      return try await URLSession(configuration: .default).data(from: url)
    case .ephemeral:
      return try await URLSession(configuration: .ephemeral).data(from: url)
    case .handler, .handlerOnMain, .handlerChain, .ownHandler, .delegate, .global:
      preconditionFailure("sent by send(_:with:body:)")
    }
  }
}

/// A data delegate as apps write one: it collects the answer's parts on the session's queue, and
/// reports the whole once the task completes.
final class DelegateCollector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let path: String
  private let model: FetchingViewModel
  private var parts: [String] = []
  private var body = Data()

  init(path: String, model: FetchingViewModel) {
    self.path = path
    self.model = model
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    parts.append("response \((response as? HTTPURLResponse)?.statusCode ?? 0)")
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    body.append(data)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    if let error = error as? URLError { parts.append("URLError \(error.code.rawValue)") }
    parts.append(body.isEmpty ? "no body" : "body \(String(decoding: body, as: UTF8.self))")
    model.report("\(path) (delegate): " + parts.joined(separator: ", "))
    session.finishTasksAndInvalidate()
  }
}

/// The headless view of ``FetchingViewModel``.
@MainActor
final class FetchingScene: Scene {
  nonisolated static let name = "Fetching"
  let viewModel = FetchingViewModel()

  init(environment: AppEnvironment) {}

  func start() {}

  func send(_ event: FetchingEvent) {
    switch event {
    case .send(let path, let call, let body): viewModel.send(path, with: call, body: body)
    case .cancel(let path): viewModel.cancel(path)
    case .stop(let path): viewModel.stop(path)
    }
  }

  func render(into canvas: inout Canvas) {
    canvas.title("Fetching")
    for line in viewModel.lines { canvas.text(line) }
  }
}

/// The fetching screen's events.
enum FetchingEvent: LoggableEvent, Equatable {
  case send(String, FetchingViewModel.Call, String)
  case cancel(String)
  case stop(String)

  static let vocabulary: [EventSpec<FetchingEvent>] = [
    EventSpec(
      "send", ["path": .string, "call": .string, "body": .string],
      summary: "sends a request through URLSession.shared"
    ) {
      .send(
        $0.string("path"), FetchingViewModel.Call(rawValue: $0.string("call")) ?? .dataFrom,
        $0.string("body"))
    },
    EventSpec("cancel", ["path": .string], summary: "cancels the request's task") {
      .cancel($0.string("path"))
    },
    EventSpec("stop", ["path": .string], summary: "cancels the request's URLSessionDataTask") {
      .stop($0.string("path"))
    },
  ]

  var logged: LoggedEvent {
    switch self {
    case .send(let path, let call, let body):
      LoggedEvent(
        "send", ["path": .string(path), "call": .string(call.rawValue), "body": .string(body)])
    case .cancel(let path): LoggedEvent("cancel", ["path": .string(path)])
    case .stop(let path): LoggedEvent("stop", ["path": .string(path)])
    }
  }
}
