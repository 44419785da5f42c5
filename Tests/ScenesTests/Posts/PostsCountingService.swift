import Screenplay
import Screens

/// A network service that counts its calls and answers like a ``MockNetworkService``, at once or
/// after a latency on a (virtual) clock.
final class PostsCountingService: NetworkServiceable {
  private let mock: MockNetworkService
  private let latency: Duration
  private let clock: (any Clock<Duration>)?
  private let calls = Locked(0)

  /// Answers as `mock` does, `latency` after each call on `clock` (at once without a clock).
  init(
    _ mock: MockNetworkService, latency: Duration = .zero, on clock: (any Clock<Duration>)? = nil
  ) {
    self.mock = mock
    self.latency = latency
    self.clock = clock
  }

  /// How many times ``getPosts()`` was called.
  var callCount: Int { calls.withLock { $0 } }

  func getPosts() async throws -> [Post] {
    calls.withLock { $0 += 1 }
    if let clock { try await clock.sleep(for: latency) }
    return try await mock.getPosts()
  }
}
