/// What a view model needs from the network: the posts.
///
/// The article's `func getPosts() -> AnyPublisher<[Post], Never>`, ported to async/await. It
/// throws instead of replacing errors with an empty list, so the view model's error path (the
/// "Error" alert) is reachable, as the article intends. Inject ``NetworkService`` in the app and
/// ``MockNetworkService`` in previews and tests.
public protocol NetworkServiceable: Sendable {
  /// The posts, or a ``NetworkServiceError``.
  func getPosts() async throws -> [Post]
}
