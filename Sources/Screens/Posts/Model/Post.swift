/// A post as `GET https://jsonplaceholder.typicode.com/posts` returns it.
///
/// ```json
/// {"userId": 1, "id": 1, "title": "sunt aut facere…", "body": "quia et suscipit\nsuscipit…"}
/// ```
///
/// Every field is required: a post missing one (or with `null`) fails the whole list's decoding,
/// as `JSONDecoder` does in the article.
public struct Post: Decodable, Sendable, Equatable {
  /// The author's id, 1 through 10 on jsonplaceholder.
  public let userId: Int
  /// The post's id, 1 through 100 on jsonplaceholder.
  public let id: Int
  /// The title, one line.
  public let title: String
  /// The text; jsonplaceholder's bodies span several lines.
  public let body: String

  /// Creates a post.
  public init(userId: Int, id: Int, title: String, body: String) {
    self.userId = userId
    self.id = id
    self.title = title
    self.body = body
  }
}
