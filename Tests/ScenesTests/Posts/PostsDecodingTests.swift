import Foundation
import Screens
import Testing

@Suite("Posts decoding")
struct PostsDecodingTests {
  private func decode(_ json: String) throws -> [Post] {
    try JSONDecoder().decode([Post].self, from: Data(json.utf8))
  }

  @Test("a jsonplaceholder list decodes every field, in order")
  func decodesList() throws {
    let posts = try decode(PostsTestData.twoPostsJSON)

    #expect(posts.count == 2)
    #expect(posts.map(\.id) == [1, 2])
    #expect(posts.map(\.userId) == [1, 1])
    #expect(posts[1].title == "qui est esse")
    #expect(posts[0].body.hasPrefix("quia et suscipit\nsuscipit recusandae"))
    #expect(posts == Array(MockNetworkService.samplePosts.prefix(2)))
  }

  @Test("members the app does not know are ignored")
  func ignoresUnknownMembers() throws {
    let posts = try decode(#"[{"userId":2,"id":11,"title":"t","body":"b","likes":3}]"#)

    #expect(posts == [Post(userId: 2, id: 11, title: "t", body: "b")])
  }

  @Test("a post without a body, or with a null one, fails the whole list")
  func missingFieldFails() {
    #expect(throws: DecodingError.self) { try decode(#"[{"userId":1,"id":1,"title":"t"}]"#) }
    #expect(throws: DecodingError.self) {
      try decode(
        #"[{"userId":1,"id":1,"title":"t","body":"b"},{"userId":6,"id":57,"title":"u","body":null}]"#
      )
    }
  }

  @Test("an id written as text is not a post")
  func stringIDFails() {
    #expect(throws: DecodingError.self) {
      try decode(#"[{"userId":1,"id":"1","title":"t","body":"b"}]"#)
    }
  }
}
