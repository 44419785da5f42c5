import ScreenplaySeams

/// One replay of a live session: it answers a request no given fixture matches from the first
/// recording this replay has not used that matches it, as a fixture listed after the given ones
/// would be; a request none matches goes to the server (``LiveRecorder/record(_:)``).
package final class LiveReplay: Sendable {
  private struct State {
    var used: [Fixture] = []
    var failure: LiveFailure?
  }

  private let recorder: LiveRecorder
  private let state = Locked(State())

  init(recorder: LiveRecorder) {
    self.recorder = recorder
  }

  /// The answer for the replay's transport (see ``FixtureTransport/answerUnmatched(with:)``).
  /// A request that cannot be recorded fails in the app and is kept in ``failure``.
  package func answer(_ request: UnmatchedRequest) -> UnmatchedRequest.Answer? {
    let used = state.withLock { $0.used }
    let recording = recorder.recorded.first { fixture in
      !used.contains(fixture) && FixtureMatcher.matches(fixture.request, request.received)
    }
    let result = recording.map { .success($0) } ?? recorder.record(request)
    switch result {
    case .success(let fixture):
      state.withLock { $0.used.append(fixture) }
      return .fixture(fixture)
    case .failure(let failure):
      state.withLock { $0.failure = $0.failure ?? failure }
      return .error(.other(failure.message))
    }
  }

  /// The recordings this replay used, in the order it used them.
  package var used: [Fixture] { state.withLock { $0.used } }

  /// The first request this replay could not record, if any.
  package var failure: LiveFailure? { state.withLock { $0.failure } }
}
