import Foundation
import ScreenplayRuntimeHooks

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Nothing leaves for the network while a replay runs, and every URLSession is answered.
///
/// `URLSession.shared` is answered by the replay's URLProtocol (``ReplayURLProtocol``). A session
/// the app made with a configuration of its own (`.default`, `.ephemeral`, or one it changed)
/// never asks that protocol: its requests go to libcurl. So every transfer FoundationNetworking
/// starts is first offered to a guard (`NetworkGuard.c`):
/// - one that a replay's work started (its thread, or a queue's thread running work the replay
///   sent there: ``ReplayDispatch``) is taken from libcurl, and the replay answers its loader from
///   the fixtures as it answers the shared session (``URLSessionBridge/take(_:)``);
/// - any other, while a replay runs in the process, is stopped at once (the app gets a
///   `URLError`) and, when that replay is the only one running, reported at the line it is
///   replaying, with its method and URL, secrets masked.
/// The harness's own transfers (a live session's server, ``allow(_:)``) go through.
enum NetworkGuard {
  /// Whether this process's transfers are guarded (false where FoundationNetworking is linked
  /// into the executable). Reading it installs the guard.
  static let isGuarding: Bool = screenplay_guardNetwork { url, method, transfer, replay in
    if let replay, let transfer,
      let bridge = Unmanaged<JobQueue>.fromOpaque(replay).takeUnretainedValue().network,
      let loader = loader(of: transfer)
    {
      bridge.take(loader)
      return screenplay_transfer_taken
    }
    let bridges = JobQueue.Owner.openNetworks
    guard !bridges.isEmpty else { return screenplay_transfer_sent }
    // A transfer from outside every replay says nothing of the replay it belongs to: it is
    // reported when one replay runs (in a worker, always), and only stopped when several run
    // side by side in one process.
    if bridges.count == 1 {
      var request = URLRequest(
        url: URL(string: String(cString: url)) ?? URL(fileURLWithPath: "/"))
      request.httpMethod = String(cString: method)
      bridges[0].refuse(request, .network)
    }
    return screenplay_transfer_stopped
  }

  /// The URLProtocol loading the transfer whose handle object is `transfer`: the handle's
  /// `delegate`, as FoundationNetworking names it (checked with Swift 6.3.1).
  private static func loader(of transfer: UnsafeMutableRawPointer) -> URLProtocol? {
    let handle = Unmanaged<AnyObject>.fromOpaque(transfer).takeUnretainedValue()
    for child in Mirror(reflecting: handle).children where child.label == "delegate" {
      return child.value as? URLProtocol
    }
    return nil
  }

  /// Installs the guard if it is not installed yet.
  static func install() {
    _ = isGuarding
  }

  /// Lets the transfer to `url` the harness is about to start through, and every later one of
  /// the same URLSession.
  static func allow(_ url: URL) {
    screenplay_allowNetwork(url.absoluteString)
  }
}
