/// The app's one way to reach the network.
///
/// Services take a transport instead of a `URLSession`, so the app runs against the real network
/// (`URLSessionTransport`, in `ScreenplayLive`) and against recorded fixtures (Screenplay's fixture transport) alike.
public protocol HTTPTransport: Sendable {
  /// Sends a request and returns the response, or throws a ``TransportError``.
  func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// A failure below HTTP: no response arrived.
public enum TransportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The device is offline.
  case offline
  /// The server did not answer in time.
  case timedOut
  /// The host could not be reached.
  case cannotConnect
  /// Any other failure, described.
  case other(String)

  public var description: String {
    switch self {
    case .offline: "The Internet connection appears to be offline."
    case .timedOut: "The request timed out."
    case .cannotConnect: "Could not connect to the server."
    case .other(let text): text
    }
  }
}
