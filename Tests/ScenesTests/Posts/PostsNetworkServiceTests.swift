import Foundation
import ScreenplaySeams
import Screens
import Testing

@Suite("Posts network service")
struct PostsNetworkServiceTests {
  private func service(_ transport: CannedTransport) -> NetworkService {
    NetworkService(
      transport: transport, baseURLString: NetworkService.jsonPlaceholderBaseURLString)
  }

  @Test("it sends GET https://jsonplaceholder.typicode.com/posts without a body")
  func request() async throws {
    let transport = CannedTransport(status: 200, body: "[]")

    _ = try await service(transport).getPosts()

    #expect(transport.requests.count == 1)
    let request = try #require(transport.requests.first)
    #expect(request.method == .get)
    #expect(request.url.absoluteString == "https://jsonplaceholder.typicode.com/posts")
    #expect(request.body == nil)
    #expect(request.headers.isEmpty)
  }

  @Test("a 200 answer gives the posts")
  func success() async throws {
    let posts = try await service(
      CannedTransport(status: 200, body: PostsTestData.twoPostsJSON)
    ).getPosts()

    #expect(posts.map(\.id) == [1, 2])
  }

  @Test("a status outside 2xx throws it, whatever the body", arguments: [404, 500, 301])
  func httpStatus(_ status: Int) async {
    await #expect(throws: NetworkServiceError.httpStatus(status)) {
      try await service(CannedTransport(status: status, body: "[]")).getPosts()
    }
  }

  @Test(
    "a 2xx body that is not a list of posts throws undecodable, worded as iOS words it",
    arguments: [
      ("[{\"userId\":1,", "isn’t in the correct format"), ("{}", "isn’t in the correct format"),
      ("", "isn’t in the correct format"), ("Internal Server Error", "isn’t in the correct format"),
      (#"[{"userId":1,"id":1,"title":"t","body":null}]"#, "is missing"),
      (#"[{"userId":1,"id":1,"title":"t"}]"#, "is missing"),
    ])
  func undecodable(_ body: String, _ reason: String) async {
    let message = "The data couldn’t be read because it \(reason)."
    await #expect(throws: NetworkServiceError.undecodable(message: message)) {
      try await service(CannedTransport(status: 200, body: body)).getPosts()
    }
  }

  @Test("a transport failure is rethrown inside .transport")
  func transport() async {
    await #expect(throws: NetworkServiceError.transport(.offline)) {
      try await service(CannedTransport(failingWith: .offline)).getPosts()
    }
    await #expect(throws: NetworkServiceError.transport(.timedOut)) {
      try await service(CannedTransport(failingWith: .timedOut)).getPosts()
    }
  }
}
