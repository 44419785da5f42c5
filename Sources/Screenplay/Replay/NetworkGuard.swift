import Dispatch
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
  /// Whether this process's transfers are guarded (false on systems other than Linux). Reading
  /// it installs the guard.
  static let isGuarding: Bool = screenplay_guardNetwork { url, method, transfer, replay in
    if let replay, let transfer,
      let bridge = Unmanaged<JobQueue>.fromOpaque(replay).takeUnretainedValue().network,
      let loader = loader(of: transfer)
    {
      bridge.take(loader)
      return screenplay_transfer_taken
    }
    let bridges = JobQueue.Owner.openNetworks
    // Where libdispatch is linked into the executable, URLSession's work is not followed, and a
    // replay's request may start after the replay ends: such an executable sends nothing but the
    // harness's own.
    guard !bridges.isEmpty || !ReplayMainQueue.isReplays else { return screenplay_transfer_sent }
    guard !bridges.isEmpty else { return screenplay_transfer_stopped }
    // A transfer from outside every replay says nothing of the replay it belongs to: it is
    // reported when one replay runs (in a worker, always), and only stopped when several run
    // side by side in one process.
    if bridges.count == 1 {
      var request = URLRequest(
        url: URL(string: String(cString: url)) ?? URL(fileURLWithPath: "/"))
      request.httpMethod = String(cString: method)
      bridges[0].refuse(request, ReplayMainQueue.isReplays ? .network : .staticBuild)
    }
    return screenplay_transfer_stopped
  }

  /// The URLProtocol loading the transfer whose handle object is `transfer`, once its request
  /// timer is stopped: `nil` when either is not where FoundationNetworking keeps it (checked with
  /// Swift 6.3.1), and the transfer is then stopped rather than taken.
  ///
  /// The handle's `delegate` is the loader. Its `timeoutTimer` would fire on the real clock and
  /// fail a request the replay has already answered (URLSession then stops the process: the
  /// task is no longer registered); the replay's fixtures say when a request times out instead.
  private static func loader(of transfer: UnsafeMutableRawPointer) -> URLProtocol? {
    let handle = Unmanaged<AnyObject>.fromOpaque(transfer).takeUnretainedValue()
    guard let loader = member("delegate", of: handle) as? URLProtocol,
      let timer = member("timeoutTimer", of: handle),
      let source = member("rawSource", of: timer) as? any DispatchSourceProtocol
    else { return nil }
    source.cancel()
    return loader
  }

  /// The stored property `label` of `value`, or of a superclass's part of it, unwrapped.
  private static func member(_ label: String, of value: Any) -> Any? {
    var mirror: Mirror? = Mirror(reflecting: value)
    while let current = mirror {
      for child in current.children where child.label == label {
        let wrapped = Mirror(reflecting: child.value)
        return wrapped.displayStyle == .optional ? wrapped.children.first?.value : child.value
      }
      mirror = current.superclassMirror
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
