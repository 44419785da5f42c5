import ScreenplaySeams

/// A request no fixture matched, as a transport hands it to the caller that chose to answer
/// such requests (see ``FixtureTransport/answerUnmatched(with:)``).
package struct UnmatchedRequest: Sendable {
  /// The request as the app sent it: URL, headers and body.
  package var sent: HTTPRequest
  /// The request taken apart as fixtures describe requests.
  var received: ReceivedRequest
  /// Whether the app may have sent a body the transport could not see (`upload(for:from:)`
  /// through URLSession on Linux).
  package var bodyUnseen: Bool
  /// The log line of the event whose step sent it, when the replay knows it.
  package var line: Int?

  /// `POST /login?api_key=•••`: the request's method, path and query, secret values hidden.
  package func summary(hiding secrets: SecretNames) -> String {
    received.redactedLine(hiding: secrets)
  }

  /// The answer a caller gives it.
  package enum Answer: Sendable {
    /// This error, at once; the request stays one of the transport's unmatchedRequests.
    case error(TransportError)
    /// This fixture's outcome, after its latency; the fixture joins the transport's fixtures,
    /// used by this request.
    case fixture(Fixture)
  }
}
