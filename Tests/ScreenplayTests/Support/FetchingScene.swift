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
    case ownSession = "own.session"
  }

  private(set) var lines: [String] = []
  @ObservationIgnored private var requests: [String: Task<Void, Never>] = [:]
  private nonisolated static let server = "https://api.example.com"

  /// Sends `path` with `call`; `body`, when not empty, is the request's JSON body.
  func send(_ path: String, with call: Call, body: String) {
    requests[path] = Task {
      do {
        let (data, response) = try await Self.send(path, with: call, body: Data(body.utf8))
        let http = response as? HTTPURLResponse
        let type = http?.value(forHTTPHeaderField: "Content-Type") ?? "none"
        lines.append(
          "\(path): \(http?.statusCode ?? 0) \(type) \(String(decoding: data, as: UTF8.self))")
      } catch let error as URLError {
        lines.append("\(path): URLError \(error.code.rawValue)")
      } catch {
        lines.append("\(path): \(type(of: error))")
      }
    }
  }

  /// Cancels the task that sent `path`.
  func cancel(_ path: String) {
    requests[path]?.cancel()
  }

  private nonisolated static func send(_ path: String, with call: Call, body: Data) async throws
    -> (Data, URLResponse)
  {
    let url = URL(string: server + path)!
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
    }
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
  ]

  var logged: LoggedEvent {
    switch self {
    case .send(let path, let call, let body):
      LoggedEvent(
        "send", ["path": .string(path), "call": .string(call.rawValue), "body": .string(body)])
    case .cancel(let path): LoggedEvent("cancel", ["path": .string(path)])
    }
  }
}
