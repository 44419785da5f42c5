import Foundation
import Screens
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Posts error messages")
struct PostsErrorMessageTests {
  @Test(
    "each failure's localizedDescription is the alert's message",
    arguments: [
      (
        NetworkServiceError.transport(.notConnectedToInternet),
        "The Internet connection appears to be offline."
      ),
      (.transport(.timedOut), "The request timed out."),
      (.transport(.cannotConnectToHost), "Could not connect to the server."),
      (.httpStatus(500), "The server responded with status code 500."),
      (.httpStatus(404), "The server responded with status code 404."),
      (
        .undecodable(message: "The data couldn’t be read because it is missing."),
        "The data couldn’t be read because it is missing."
      ),
    ])
  func message(_ error: NetworkServiceError, _ expected: String) {
    #expect(error.localizedDescription == expected)
    #expect((error as any Error).localizedDescription == expected)
  }
}
