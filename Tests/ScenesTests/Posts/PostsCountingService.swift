import Screens
import Synchronization

/// A network service that counts its calls and answers like a ``MockNetworkService``.
final class PostsCountingService: NetworkServiceable {
  private let mock: MockNetworkService
  private let calls = Mutex(0)

  init(_ mock: MockNetworkService) {
    self.mock = mock
  }

  /// How many times ``getPosts()`` was called.
  var callCount: Int { calls.withLock { $0 } }

  func getPosts() async throws -> [Post] {
    calls.withLock { $0 += 1 }
    return try await mock.getPosts()
  }
}
