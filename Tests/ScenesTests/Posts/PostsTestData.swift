import Foundation
import Screenplay
import ScreenplaySeams

/// Data shared by the posts tests.
enum PostsTestData {
  /// Two jsonplaceholder posts as the server sends them.
  static let twoPostsJSON = """
    [{"userId":1,"id":1,"title":"sunt aut facere repellat provident occaecati excepturi optio \
    reprehenderit","body":"quia et suscipit\\nsuscipit recusandae consequuntur expedita et cum\\n\
    reprehenderit molestiae ut ut quas totam\\nnostrum rerum est autem sunt rem eveniet architecto"},\
    {"userId":1,"id":2,"title":"qui est esse","body":"est rerum tempore vitae\\nsequi sint nihil \
    reprehenderit dolor beatae ea dolores neque\\nfugiat blanditiis voluptate porro vel nihil \
    molestiae ut reiciendis\\nqui aperiam non debitis possimus qui neque nisi nulla"}]
    """

  /// Ids `00000000-0000-0000-0000-000000000001`, `…0002`, … in order.
  static func sequentialIDs() -> @Sendable () -> UUID {
    let counter = Locked(0)
    return {
      let next = counter.withLock {
        $0 += 1
        return $0
      }
      return UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", next))!
    }
  }

  /// ``twoPostsJSON`` as the server's answer to `GET /posts`, `latency` after the request.
  static func twoPosts(latency: Duration = .zero) -> Fixture {
    Fixture(
      name: "two-posts", path: "Tests/ScenesTests/Posts/PostsTestData.swift",
      request: Fixture.Request(method: "GET", path: "/posts"),
      outcome: .response(HTTPResponse(statusCode: 200, body: Data(twoPostsJSON.utf8))),
      latency: latency)
  }
}
