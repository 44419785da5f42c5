import Foundation
import ScreenplayRuntimeHooks
import ScreenplaySeams

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Answers the app's `URLSession` requests from the replay's fixtures.
///
/// First in the shared session's list of protocols, it is asked before URLSession's own HTTP
/// protocol, so a request the app sends through `URLSession.shared` during a replay reaches
/// ``canInit(with:)`` on the replay's thread, synchronously, inside `resume()`: the replay then
/// knows a request is on its way. URLSession starts loading on a queue of its own; the replay
/// waits for that start before its step ends (``URLSessionBridge``), then answers on its own
/// thread at the virtual time the fixture says. A request sent outside a replay is not this
/// protocol's: URLSession sends it as usual.
///
/// swift-corelibs-foundation calls the URLProtocol in these ways (checked with Swift 6.3.1 on
/// Linux). On Apple's systems URLSession is not answered: the protocol refuses each request a
/// replay sends, so that none reaches the network (that path is not tested).
final class ReplayURLProtocol: URLProtocol {
  /// The replays that have been told a request is on its way, in the order their requests
  /// were sent; ``startLoading()`` takes the first.
  private static let expecting = Locked<[URLSessionBridge]>([])

  /// Why URLSession cannot be answered in this process, if it cannot. Reading it registers the
  /// protocol.
  static let unavailable: String? = install()

  override class func canInit(with request: URLRequest) -> Bool {
    guard let scheme = request.url?.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let jobs = ReplayThread.owner ?? ReplayThread.delivering, let bridge = jobs.network
    else { return false }
    #if !canImport(FoundationNetworking)
      // Not tested: no Mac runs this project's CI. Apple's URLSession is not answered from the
      // fixtures; its request is refused at the line being replayed rather than sent.
      bridge.refuse(request, .unsupportedSystem)
      return true
    #endif
    expecting.withLock { $0.append(bridge) }
    bridge.expectStart(jobs)
    claimed.mark()
    return true
  }

  /// Set on the replay's thread when ``canInit(with:)`` takes a request, and read by the cache
  /// URLSession asks next, in the same `resume()`: a request the cache sees unclaimed was sent by
  /// a session that does not consult this protocol.
  static let claimed = ThreadFlag()

  override class func canonicalRequest(for request: URLRequest) -> URLRequest {
    request
  }

  /// The replay this request belongs to, from ``startLoading()`` on.
  private let bridge = Locked<URLSessionBridge?>(nil)

  override func startLoading() {
    #if !canImport(FoundationNetworking)
      return fail(URLError(.notConnectedToInternet))
    #endif
    let bridge = Self.expecting.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    self.bridge.withLock { $0 = bridge }
    guard let bridge else {
      return fail(URLError(.resourceUnavailable))
    }
    bridge.started(self, on: screenplay_currentQueue())
  }

  override func stopLoading() {
    bridge.withLock { $0 }?.stopped(self)
  }

  /// Registers the protocol and puts it first in the shared session's own list, with the
  /// replay's cache: the session reads both from its configuration object at every request, so
  /// this holds even when the shared session was made before the first replay. Returns why
  /// requests cannot be answered, if they cannot.
  private static func install() -> String? {
    #if canImport(FoundationNetworking)
      // An empty cache answering at once: no replay is answered from an earlier one's cache,
      // nothing is written to disk, and URLSession makes the protocol inside `resume()`.
      let cache = ReplayURLCache(memoryCapacity: 0, diskCapacity: 0, diskPath: nil)
      URLCache.shared = cache
      _ = URLProtocol.registerClass(ReplayURLProtocol.self)
      let shared = URLSession.shared.configuration
      shared.urlCache = cache
      let others = (shared.protocolClasses ?? []).filter { $0 != ReplayURLProtocol.self }
      shared.protocolClasses = [ReplayURLProtocol.self] + others
      guard let first = URLSession.shared.configuration.protocolClasses?.first,
        first == ReplayURLProtocol.self
      else {
        return "URLSession.shared does not let the replay answer its requests in this process\n"
          + "fix: replay in worker processes (the default of 'screenplay verify')"
      }
      return nil
    #else
      // Apple's URLSession works differently: registered, the protocol refuses every request a
      // replay sends (see canInit(with:)), so none reaches the network. Not tested.
      _ = URLProtocol.registerClass(ReplayURLProtocol.self)
      return nil
    #endif
  }
}

/// The shared URL cache during replays: holds nothing, and answers at once.
///
/// A session the app makes with its own configuration (`URLSessionConfiguration.default`) asks
/// this cache too, but never this protocol: the replay takes its request from libcurl
/// (``NetworkGuard``). A request sent from a thread outside the replay while it is the only
/// replay in the process is reported at its log line and never sent.
private final class ReplayURLCache: URLCache, @unchecked Sendable {
  override func getCachedResponse(
    for dataTask: URLSessionDataTask,
    completionHandler: @escaping @Sendable (CachedURLResponse?) -> Void
  ) {
    let claimed = ReplayURLProtocol.claimed.take()
    // The replay's request, through the replay's protocol or a session of the app's own, which
    // the replay takes from libcurl (``NetworkGuard``).
    guard !claimed, ReplayThread.owner ?? ReplayThread.delivering == nil else {
      return completionHandler(nil)
    }
    guard let bridge = JobQueue.Owner.onlyOpen?.network else { return completionHandler(nil) }
    bridge.refuse(dataTask.currentRequest, .outsideThread)
  }

  override func storeCachedResponse(
    _ cachedResponse: CachedURLResponse, for dataTask: URLSessionDataTask
  ) {}

  override func storeCachedResponse(_ cachedResponse: CachedURLResponse, for request: URLRequest) {
  }

  override func cachedResponse(for request: URLRequest) -> CachedURLResponse? { nil }
}
