import Foundation
import Screenplay
import ScreenplaySeams
import Screens
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The network service on `URLSession.shared`, answered by a ``Harness``'s fixtures.
///
/// Each test makes its service after its harness: `NetworkService`'s `urlSession` defaults to
/// `URLSession.shared`, and a shared session made before the process's first harness is one
/// no replay can answer.
@MainActor
@Suite("Posts network service")
struct PostsNetworkServiceTests {
  /// A new service on `URLSession.shared`; make it after the test's harness.
  private var service: NetworkService {
    NetworkService(baseURLString: NetworkService.jsonPlaceholderBaseURLString)
  }

  /// A fixture answering `GET /posts` with `outcome`.
  private func posts(_ outcome: Fixture.Outcome) -> Fixture {
    Fixture(
      name: "posts", path: "Tests/ScenesTests/Posts/PostsNetworkServiceTests.swift",
      request: Fixture.Request(method: "GET", path: "/posts"), outcome: outcome)
  }

  private func posts(status: Int, body: String) -> Fixture {
    posts(.response(HTTPResponse(statusCode: status, body: Data(body.utf8))))
  }

  /// What ``NetworkService/getPosts()`` gives when `fixture` answers.
  private func getPosts(answeredBy fixture: Fixture) throws -> [Post] {
    let harness = Harness(fixtures: [fixture])
    defer { #expect(harness.problems.isEmpty) }
    return try harness.finish { [service] in try await service.getPosts() }
  }

  @Test("it sends GET https://jsonplaceholder.typicode.com/posts without a body")
  func request() throws {
    let harness = Harness()

    _ = try? harness.finish { [service] in try await service.getPosts() }

    #expect(harness.transport.requestCount == 1)
    let request = try #require(harness.transport.unmatchedRequests.first).request
    #expect(request.method == .get)
    #expect(request.url.absoluteString == "https://jsonplaceholder.typicode.com/posts")
    #expect(request.body == nil)
    #expect(request.headers.isEmpty)
  }

  @Test("a 200 answer gives the posts")
  func success() throws {
    let posts = try getPosts(answeredBy: posts(status: 200, body: PostsTestData.twoPostsJSON))

    #expect(posts.map(\.id) == [1, 2])
  }

  @Test("a status outside 2xx throws it, whatever the body", arguments: [404, 500, 301])
  func httpStatus(_ status: Int) {
    #expect(throws: NetworkServiceError.httpStatus(status)) {
      try getPosts(answeredBy: posts(status: status, body: "[]"))
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
  func undecodable(_ body: String, _ reason: String) {
    let message = "The data couldn’t be read because it \(reason)."
    #expect(throws: NetworkServiceError.undecodable(message: message)) {
      try getPosts(answeredBy: posts(status: 200, body: body))
    }
  }

  @Test(
    "a URLError is rethrown inside .transport with its code",
    arguments: [
      (Fixture.ErrorKind.offline, URLError.Code.notConnectedToInternet),
      (.timedOut, .timedOut), (.cannotConnect, .cannotConnectToHost),
    ])
  func transport(_ kind: Fixture.ErrorKind, _ code: URLError.Code) {
    #expect(throws: NetworkServiceError.transport(code)) {
      try getPosts(answeredBy: posts(.error(kind)))
    }
  }
}
