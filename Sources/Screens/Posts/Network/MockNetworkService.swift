/// The network service of the app's previews and unit tests: answers at once, without a network.
///
/// ```swift
/// LandingScreenViewModel(networkService: MockNetworkService())
/// LandingScreenViewModel(networkService: MockNetworkService(error: .httpStatus(500)))
/// ```
public struct MockNetworkService: NetworkServiceable {
  /// What ``getPosts()`` answers.
  public let result: Result<[Post], NetworkServiceError>

  /// Answers `posts` (three of jsonplaceholder's by default).
  public init(posts: [Post] = MockNetworkService.samplePosts) {
    result = .success(posts)
  }

  /// Fails with `error`.
  public init(error: NetworkServiceError) {
    result = .failure(error)
  }

  public func getPosts() async throws -> [Post] {
    try result.get()
  }

  /// The first three posts of jsonplaceholder, by user 1.
  public static let samplePosts = [
    Post(
      userId: 1, id: 1,
      title: "sunt aut facere repellat provident occaecati excepturi optio reprehenderit",
      body: "quia et suscipit\nsuscipit recusandae consequuntur expedita et cum\n"
        + "reprehenderit molestiae ut ut quas totam\nnostrum rerum est autem sunt rem eveniet "
        + "architecto"),
    Post(
      userId: 1, id: 2, title: "qui est esse",
      body: "est rerum tempore vitae\nsequi sint nihil reprehenderit dolor beatae ea dolores "
        + "neque\nfugiat blanditiis voluptate porro vel nihil molestiae ut reiciendis\nqui "
        + "aperiam non debitis possimus qui neque nisi nulla"),
    Post(
      userId: 1, id: 3, title: "ea molestias quasi exercitationem repellat qui ipsa sit aut",
      body: "et iusto sed quo iure\nvoluptatem occaecati omnis eligendi aut ad\nvoluptatem "
        + "doloribus vel accusantium quis pariatur\nmolestiae porro eius odio et labore et velit "
        + "aut"),
  ]
}
