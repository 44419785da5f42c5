import Foundation
import ScreenplayRuntimeHooks

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Nothing leaves for the network while a replay runs.
///
/// `URLSession.shared` is answered by the replay's URLProtocol, and a session made with
/// `.default` is stopped at its cache (``ReplayURLProtocol``); one made with `.ephemeral`, or with
/// a configuration of its own cache, is seen by neither. So every transfer FoundationNetworking
/// starts is first offered to a guard (`NetworkGuard.c`): while any replay runs in the process,
/// it is stopped at once (the app gets a `URLError`) and, when that replay is the only one
/// running, reported at the line it is replaying, with its method and URL, secrets masked. The
/// harness's own transfers (a live session's server, ``allow(_:)``) go through.
enum NetworkGuard {
  /// Whether this process's transfers are guarded (false where FoundationNetworking is linked
  /// into the executable). Reading it installs the guard.
  static let isGuarding: Bool = screenplay_guardNetwork { url, method in
    let bridges = JobQueue.Owner.openNetworks
    guard !bridges.isEmpty else { return false }
    // The transfer starts on URLSession's own queue, which says nothing of the replay that sent
    // it: it is reported when one replay runs (in a worker, always), and only stopped when
    // several run side by side in one process.
    if bridges.count == 1 {
      var request = URLRequest(
        url: URL(string: String(cString: url)) ?? URL(fileURLWithPath: "/"))
      request.httpMethod = String(cString: method)
      bridges[0].refuse(request, .network)
    }
    return true
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
