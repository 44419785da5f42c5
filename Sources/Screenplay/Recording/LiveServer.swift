import Dispatch
import Foundation
import ScreenplaySeams

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real server a live session passes the app's requests to, such as a staging backend.
///
/// Its base URL replaces the scheme, host and port of each request; the path and query are
/// sent as the app wrote them, with the app's method, headers and body. The request goes out
/// through a `URLSession` of its own, which follows redirects, decodes `gzip` and keeps
/// cookies between requests as the app's session would; the replay's own URLSession protocol
/// never sees it, as it is sent from outside the replay's thread.
///
/// ```swift
/// let server = try LiveServer(baseURL: "http://127.0.0.1:8080")
/// server.exchange(request)   // .response(401 …) after 0.12 s
/// ```
package final class LiveServer: Sendable {
  /// The base URL, as given: scheme, host and port.
  package let base: String
  private let components: URLComponents
  /// How long a request may wait for its answer before it times out.
  package let timeout: Duration
  private let session: URLSession
  /// Where each request is resumed and its answer handed back: a serial queue of the server's
  /// own, which dispatch gives a thread whenever it has work. The global queues would not do:
  /// on Linux they share a few threads with Swift's task pool, which tests and replays block,
  /// and dispatch adds a thread for them only when it next notices, which can take seconds.
  private let queue = DispatchQueue(label: "screenplay.live-server")

  /// A server at `baseURL`: `http` or `https`, a host, and a port if any; nothing after them.
  package init(baseURL: String, timeout: Duration = .seconds(60)) throws(LiveServer.BadURL) {
    guard let components = URLComponents(string: baseURL),
      let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = components.host, !host.isEmpty
    else { throw BadURL(text: baseURL, reason: "it is not an http or https URL with a host") }
    guard components.path.isEmpty || components.path == "/", components.query == nil,
      components.fragment == nil, components.user == nil, components.password == nil
    else {
      throw BadURL(
        text: baseURL, reason: "it has more than a scheme, host and port (the app's paths are kept)"
      )
    }
    base = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
    self.components = components
    self.timeout = timeout
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    let seconds = timeout / .seconds(1)
    configuration.timeoutIntervalForRequest = seconds
    configuration.timeoutIntervalForResource = seconds
    let answers = OperationQueue()
    answers.underlyingQueue = queue
    session = URLSession(configuration: configuration, delegate: nil, delegateQueue: answers)
  }

  /// A base URL `--live` cannot use.
  package struct BadURL: Error, Sendable, Hashable {
    /// The text given.
    package var text: String
    /// What is wrong with it.
    package var reason: String
  }

  /// What the server did with a request.
  package enum Outcome: Sendable, Hashable {
    /// It answered (after any redirects), with the body decoded.
    case response(HTTPResponse)
    /// No answer came within ``LiveServer/timeout``.
    case timedOut
    /// The request never reached a server that answers: why, in words.
    case unreachable(String)
  }

  /// The URL `request` goes to: its path and query on the base's scheme, host and port.
  package func url(for request: HTTPRequest) -> URL? {
    guard var sent = URLComponents(url: request.url, resolvingAgainstBaseURL: true) else {
      return nil
    }
    sent.scheme = components.scheme
    sent.host = components.host
    sent.port = components.port
    sent.user = nil
    sent.password = nil
    sent.fragment = nil
    return sent.url
  }

  /// Sends `request` to the server and waits for what it does, and how long it took. Never
  /// called on a replay's thread (see the type's description).
  package func exchange(_ request: HTTPRequest) -> (Outcome, elapsed: Duration) {
    guard let url = url(for: request) else {
      return (.unreachable("its URL cannot be moved to \(base)"), .zero)
    }
    var sent = URLRequest(url: url)
    sent.httpMethod = request.method.rawValue
    for (name, value) in request.headers where !Self.setBySession(name) {
      sent.setValue(value, forHTTPHeaderField: name)
    }
    sent.httpBody = request.body
    sent.timeoutInterval = session.configuration.timeoutIntervalForRequest
    let answer = Locked<(Data?, URLResponse?, (any Error)?)>((nil, nil, nil))
    let done = DispatchSemaphore(value: 0)
    let clock = ContinuousClock()
    let start = clock.now
    let task = session.dataTask(with: sent) { data, response, error in
      answer.withLock { $0 = (data, response, error) }
      done.signal()
    }
    // Off the caller's thread: on the replay's thread the replay's protocol would take it. The
    // network guard lets the harness's own session through while replays run. Its work is no
    // replay's, and its timeout is real.
    NetworkGuard.allow(url)
    ReplayThread.outside {
      queue.async { task.resume() }
      done.wait()
    }
    let elapsed = clock.now - start
    let (data, response, error) = answer.withLock { $0 }
    if let error = error as? URLError {
      if error.code == .timedOut { return (.timedOut, elapsed) }
      return (.unreachable(Self.reason(error)), elapsed)
    }
    guard let http = response as? HTTPURLResponse else {
      return (.unreachable(error.map { "\($0)" } ?? "it gave no HTTP response"), elapsed)
    }
    var headers: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      if let name = name as? String, let value = value as? String { headers[name] = value }
    }
    return (
      .response(HTTPResponse(statusCode: http.statusCode, headers: headers, body: data ?? Data())),
      elapsed
    )
  }

  /// Header fields the session sets from the request itself.
  private static func setBySession(_ name: String) -> Bool {
    ["host", "content-length", "connection", "accept-encoding"].contains(name.lowercased())
  }

  private static func reason(_ error: URLError) -> String {
    switch error.code {
    case .cannotConnectToHost: "nothing answers there (connection refused)"
    case .cannotFindHost, .dnsLookupFailed: "no such host"
    case .notConnectedToInternet: "this machine has no network"
    case .networkConnectionLost: "the connection was lost"
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
      "the secure connection failed"
    case .httpTooManyRedirects, .redirectToNonExistentLocation: "its redirects lead nowhere"
    default: "the request failed (URLError \(error.code.rawValue))"
    }
  }
}
