import Foundation
import ScreenplaySeams

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// How a replay answers a request through its URLSession loader: the replay's own
/// (``ReplayURLProtocol``), or URLSession's, for a session the app made itself.
extension URLProtocol {
  /// Hands the app `response`, as a server would: its status, headers and body.
  func answer(_ response: HTTPResponse) {
    guard let url = request.url,
      let urlResponse = HTTPURLResponse(
        url: url, statusCode: response.statusCode, httpVersion: "HTTP/1.1",
        headerFields: response.headers)
    else { return fail(URLError(.badServerResponse)) }
    client?.urlProtocol(self, didReceive: urlResponse, cacheStoragePolicy: .notAllowed)
    if !response.body.isEmpty { client?.urlProtocol(self, didLoad: response.body) }
    client?.urlProtocolDidFinishLoading(self)
  }

  /// Fails the request with `error`, as URLSession does when the network fails.
  func fail(_ error: URLError) {
    client?.urlProtocol(self, didFailWithError: error)
  }
}
