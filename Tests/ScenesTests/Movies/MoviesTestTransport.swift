import Foundation
import Screenplay
import ScreenplaySeams

/// A transport for the movies tests: it records every request and holds it until the test
/// answers it, or answers at once from canned answers by path. Cancelling a held request throws
/// `CancellationError` and is recorded.
final class MoviesTestTransport: HTTPTransport {
  private struct Held {
    var id: Int
    var path: String
    var continuation: CheckedContinuation<HTTPResponse, any Error>
  }

  private struct State {
    var nextID = 0
    var requests: [HTTPRequest] = []
    var held: [Held] = []
    var cancelledBeforeHeld: Set<Int> = []
    var cancelledPaths: [String] = []
  }

  private let state = Locked(State())
  private let answers: [String: Result<HTTPResponse, TransportError>]

  /// Answers requests for the paths in `answers` at once; holds the others.
  init(answers: [String: Result<HTTPResponse, TransportError>] = [:]) {
    self.answers = answers
  }

  /// The requests sent so far, in order.
  var requests: [HTTPRequest] { state.withLock { $0.requests } }
  /// The paths of the requests still held.
  var heldPaths: [String] { state.withLock { $0.held.map(\.path) } }
  /// The paths of the held requests that were cancelled, in order.
  var cancelledPaths: [String] { state.withLock { $0.cancelledPaths } }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let path = request.url.path
    let id = state.withLock { state in
      state.requests.append(request)
      state.nextID += 1
      return state.nextID
    }
    if let answer = answers[path] { return try answer.get() }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelled = state.withLock { state in
          if state.cancelledBeforeHeld.remove(id) != nil { return true }
          state.held.append(Held(id: id, path: path, continuation: continuation))
          return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      cancel(id, path: path)
    }
  }

  private func cancel(_ id: Int, path: String) {
    let held: Held? = state.withLock { state in
      state.cancelledPaths.append(path)
      guard let index = state.held.firstIndex(where: { $0.id == id }) else {
        state.cancelledBeforeHeld.insert(id)
        return nil
      }
      return state.held.remove(at: index)
    }
    held?.continuation.resume(throwing: CancellationError())
  }

  /// Answers the oldest held request for `path` with `status` and `json`.
  func respond(to path: String, status: Int = 200, json: String) {
    release(path) { $0.resume(returning: HTTPResponse(statusCode: status, body: Data(json.utf8))) }
  }

  private func release(
    _ path: String, _ resume: (CheckedContinuation<HTTPResponse, any Error>) -> Void
  ) {
    let held: Held? = state.withLock { state in
      guard let index = state.held.firstIndex(where: { $0.path == path }) else { return nil }
      return state.held.remove(at: index)
    }
    if let held { resume(held.continuation) }
  }
}
