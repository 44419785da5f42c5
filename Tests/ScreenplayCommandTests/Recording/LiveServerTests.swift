import Dispatch
import Foundation
import ScreenplaySeams
import ScreenplayTestSupport
import Synchronization
import Testing

@testable import Screenplay

/// The live server's exchanges, while the rest of the process keeps dispatch's threads busy.
@Suite("a live server under load")
struct LiveServerTests {
  @Test("an exchange needs no thread of dispatch's global pool: it completes while all are busy")
  func busyPool() throws {
    let server = try LoopbackServer { _ in .json(200, #"{"ok": true}"#) }
    defer { server.stop() }
    let live = try LiveServer(baseURL: server.baseURL)
    let request = HTTPRequest(method: .get, url: URL(string: "http://localhost:8080/posts")!)
    let pool = BusyPool()
    let (outcome, _) = live.exchange(request)
    #expect(pool.release() == .byTheTest)
    guard case .response(let response) = outcome else {
      Issue.record("expected a response, got \(outcome)")
      return
    }
    #expect(response.statusCode == 200)
    #expect(String(decoding: response.body, as: UTF8.self) == #"{"ok": true}"#)
  }
}

/// Keeps every thread of dispatch's global pool busy until released. On Linux, Swift's tasks
/// run on the same threads, and dispatch adds one only for a thread that blocks, never for one
/// that is busy: whatever needs that pool waits until the release.
private final class BusyPool: Sendable {
  /// What ended the work.
  enum Release: Equatable {
    case byTheTest
    /// A guard, so that a test that failed does not keep the pool forever.
    case byTheGuard
  }

  private let released = Atomic<Bool>(false)
  private let guardPassed = Atomic<Bool>(false)

  /// Fills the pool, and returns once its work runs on every thread.
  init() {
    let width = ProcessInfo.processInfo.activeProcessorCount
    let running = DispatchSemaphore(value: 0)
    let limit = ContinuousClock.now + .seconds(30)
    for _ in 0..<width {
      DispatchQueue.global().async { [self] in
        running.signal()
        while !released.load(ordering: .acquiring) {
          if ContinuousClock.now > limit {
            guardPassed.store(true, ordering: .releasing)
            return
          }
        }
      }
    }
    for _ in 0..<width { running.wait() }
  }

  /// Ends the work, and says what ended it.
  func release() -> Release {
    let byGuard = guardPassed.load(ordering: .acquiring)
    released.store(true, ordering: .releasing)
    return byGuard ? .byTheGuard : .byTheTest
  }
}
